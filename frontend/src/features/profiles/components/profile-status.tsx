import { Link, Navigate } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useMyProfile } from '../api/get-my-profile';

import { myProfileState, PendingPanel, RejectedPanel } from './status-panels';

/** /profile/pending (spec 2.5): pending, rejected with the reason; approved goes on to /home. */
export function ProfileStatus() {
  const profile = useMyProfile();
  const state = myProfileState(profile);
  if (state) return state;
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
