import { Clock, XCircle } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';

import type { useMyProfile } from '../api/get-my-profile';
import { PROFILE_MESSAGES } from '../utils/messages';

/** While the viewer's own profile loads, or why it could not; null once it has come. */
export function myProfileState(profile: ReturnType<typeof useMyProfile>) {
  if (profile.isPending) return <Spinner label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {getErrorMessage(profile.error, PROFILE_MESSAGES.loadFailed)}
      </p>
    );
  }
  return null;
}

/** The profile waits for a moderator (spec 4). */
export function PendingPanel() {
  return (
    <section aria-labelledby="pending-title" className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
      <Clock aria-hidden="true" className="size-8 text-amber-600" />
      <h2 id="pending-title" className="mt-3 text-xl font-bold text-amber-900">
        Profile Pending Approval
      </h2>
      <p className="mt-2 text-sm text-amber-900">
        Thanks for submitting your profile! Our team reviews every profile; approval takes 24 to 48 hours.
      </p>
    </section>
  );
}

/** The profile was rejected: the reason, and a way to fix it. */
export function RejectedPanel({ reason }: { reason?: string | null }) {
  return (
    <section aria-labelledby="rejected-title" className="rounded-2xl bg-rose-50 p-6 ring-1 ring-rose-200">
      <XCircle aria-hidden="true" className="size-8 text-rose-600" />
      <h2 id="rejected-title" className="mt-3 text-xl font-bold text-rose-900">
        Profile Rejected
      </h2>
      <p className="mt-2 text-sm text-rose-900">Your profile was not approved for the following reason:</p>
      <p className="mt-2 rounded-lg bg-white p-3 text-sm text-slate-800 ring-1 ring-rose-200">{reason || 'No reason given'}</p>
      <ButtonLink to={paths.profileEdit} className="mt-4">
        Edit and Resubmit
      </ButtonLink>
    </section>
  );
}
