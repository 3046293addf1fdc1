import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCatalogues } from '@/lib/catalogues';
import { formatDateTime } from '@/utils/date-time';

import { useMyProfile } from '../api/get-my-profile';

import { ProfileCard } from './profile-card';
import { ExpectationsSummary } from './roommate-expectations';
import { myProfileState, PendingPanel, RejectedPanel } from './status-panels';

/**
 * /profile (spec 2.5): none yet, or the profile as submitted (its card, read-only) under its status:
 * pending or rejected with their panels (issue 22), approved without; an Edit Profile action for
 * every one but a rejected profile, whose panel has Edit and Resubmit.
 */
export function MyProfile() {
  const profile = useMyProfile();
  const catalogues = useCatalogues();
  const state = myProfileState(profile);
  if (state) return state;
  const data = profile.data;
  if (!data) {
    return (
      <section className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <h2 className="text-xl font-bold text-slate-900">No Profile Found</h2>
        <p className="mt-2 text-sm text-slate-600">Create your roommate profile so other students can find you.</p>
        <ButtonLink to={paths.profileCreate} className="mt-5">
          Create Profile
        </ButtonLink>
      </section>
    );
  }
  const labels = Object.fromEntries((catalogues.data?.preferences ?? []).map(({ key, label }) => [key, label]));
  const pending = data.profileStatus === 'pending';
  return (
    <div className="space-y-4">
      {pending && <PendingPanel />}
      {/* A rejected profile's panel carries its own way to edit it (Edit and Resubmit). */}
      {data.profileStatus === 'rejected' && <RejectedPanel reason={data.profileRejectionReason} />}
      {data.profileStatus !== 'rejected' && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {pending && (
              <>
                As submitted on <time dateTime={data.submittedAt}>{formatDateTime(data.submittedAt)}</time>
              </>
            )}
          </p>
          <ButtonLink to={paths.profileEdit} variant="secondary">
            Edit Profile
          </ButtonLink>
        </div>
      )}
      <ProfileCard
        labels={labels}
        profile={{
          ...data,
          name: `${data.firstName} ${data.lastName}`.trim(),
          photos: data.profileImages.length > 0 ? data.profileImages : data.profileImage ? [data.profileImage] : [],
        }}
      />
      <ExpectationsSummary catalogues={catalogues.data?.preferences ?? []} expectations={data.roommateExpectations} />
    </div>
  );
}
