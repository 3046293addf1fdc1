import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCatalogues } from '@/lib/catalogues';

import type { ModerationProfile } from '../types';
import { readExpectations } from '../utils/expectations';
import { reviewedName } from '../utils/moderation';

import { MembershipBadge } from './membership-badge';
import { ProfileCard } from './profile-card';
import { ExpectationsSummary } from './roommate-expectations';

interface FullProfileDialogProps {
  profile: ModerationProfile;
  busy: boolean;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * Everything a student submitted, for a moderator to read before deciding (issue 12): every photo
 * large, the whole bio, the handles, the preferences and the ideal roommate; Approve and Reject
 * while the profile is pending.
 */
export function FullProfileDialog({ profile, busy, onClose, onApprove, onReject }: FullProfileDialogProps) {
  const catalogues = useCatalogues().data?.preferences ?? [];
  const labels = Object.fromEntries(catalogues.map(({ key, label }) => [key, label]));
  const photos = profile.profileImages.length > 0 ? profile.profileImages : profile.profileImage ? [profile.profileImage] : [];
  const pending = (profile.status || profile.profileStatus) === 'pending';
  return (
    <Dialog
      title="Full profile"
      description={`@${profile.user.username}`}
      size="lg"
      onClose={onClose}
      dismissDisabled={busy}
      footer={
        pending && (
          <>
            <Button variant="danger" onClick={onReject} disabled={busy}>
              Reject
            </Button>
            <Button onClick={onApprove} disabled={busy}>
              Approve
            </Button>
          </>
        )
      }
    >
      <div className="mb-4">
        <MembershipBadge verified={profile.membershipVerified} />
      </div>
      <ProfileCard profile={{ ...profile, name: reviewedName(profile), photos }} labels={labels} everyPhotoLarge />
      <ExpectationsSummary
        title="Ideal roommate"
        catalogues={catalogues}
        expectations={readExpectations(profile.roommateExpectations)}
      />
    </Dialog>
  );
}
