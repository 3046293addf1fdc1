import { StaffPage } from '@/components/layout/staff-page';
import { ProfileModeration } from '@/features/profiles/components/profile-moderation';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /moderation (issue 12): the profile queue, inside the moderation shell; moderators and admins (the moderator guard). */
export default function ModerationQueueRoute() {
  useDocumentTitle('Profile Queue · Moderation');
  return (
    <StaffPage>
      <ProfileModeration backToDashboard={false} />
    </StaffPage>
  );
}
