import { Link, Navigate } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';

import { useMyProfile } from '../api/get-my-profile';
import { PROFILE_MESSAGES } from '../utils/messages';

import { PendingPanel, RejectedPanel } from './status-panels';

/** /profile/pending (spec 2.5): pending, rejected with the reason; approved goes on to /home. */
export function ProfileStatus() {
  const profile = useMyProfile();
  if (profile.isPending) return <Spinner label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {getErrorMessage(profile.error, PROFILE_MESSAGES.loadFailed)}
      </p>
    );
  }
  const data = profile.data;
  if (data?.profileStatus === 'approved') return <Navigate to={paths.feed} replace />;
  return (
    <div className="space-y-6">
      {!data ? (
        <section className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 className="text-xl font-bold text-slate-900">No Profile Found</h2>
          <ButtonLink to={paths.profileCreate} className="mt-4">
            Create Profile
          </ButtonLink>
        </section>
      ) : data.profileStatus === 'rejected' ? (
        <RejectedPanel reason={data.profileRejectionReason} />
      ) : (
        <PendingPanel />
      )}
      <p className="flex gap-6 text-sm font-semibold">
        <Link to={paths.faq} className="text-brand-700 hover:underline">
          Read the FAQ
        </Link>
        <Link to={paths.feed} className="text-brand-700 hover:underline">
          Go to your feed
        </Link>
      </p>
    </div>
  );
}
