import { Trash2 } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { SettingsCard } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';
import { ChangeEmailCard } from '@/features/auth/components/change-email-card';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card';
import { ProfilePictureCard } from '@/features/auth/components/profile-picture-card';
import { SessionsCard } from '@/features/auth/components/sessions-card';
import { UniversityEmailCard } from '@/features/auth/components/university-email-card';
import { useUniversityEmailParams } from '@/features/auth/hooks/use-university-email-params';
import { ContactPrivacyCard } from '@/features/connections/components/contact-privacy-card';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';
import { ResearchSharingCard } from '@/features/privacy/components/research-sharing-card';
import { TwoStepSettingsCard } from '@/features/two-step/components/two-step-settings-card';
import { useSession } from '@/lib/auth';

import { ProfilePage } from './profile/profile-page';

/**
 * /settings (spec 2.2): the signed-in person's picture, e-mail address, university e-mail, password,
 * two-step sign-in (staff only), sessions, privacy before connecting (issue 26), the opt-out of
 * research sharing with university partners (the privacy policy's section 4), how notifications reach
 * them, and the way to delete the account. `?universityEmail=add` (the profile wizard's link) opens the university e-mail form, in
 * view; back from Google's proof, `?universityEmail=confirmed` says the address is confirmed and
 * `?universityEmailError=` says why not, in the card. They are then taken out of the address, so a
 * reload shows the card as it stands.
 */
export default function SettingsRoute() {
  const universityEmail = useUniversityEmailParams();
  const staff = useSession((state) => state.user !== null && state.user.role !== 'user');
  return (
    <ProfilePage
      title="Settings"
      intro="Manage your profile picture, email addresses, password, the devices you're signed in on, your privacy before connecting, research sharing and your notifications."
    >
      <div className="space-y-8">
        <ProfilePictureCard />
        <ChangeEmailCard />
        <UniversityEmailCard
          openForm={universityEmail.universityEmail === 'add'}
          googleFailure={universityEmail.error}
          onGoogleFailureShown={universityEmail.errorShown}
        />
        <ChangePasswordCard />
        {staff && <TwoStepSettingsCard />}
        <SessionsCard />
        <ContactPrivacyCard />
        <ResearchSharingCard />
        <NotificationPreferencesCard />
        <SettingsCard
          id="danger"
          title="Delete account"
          icon={Trash2}
          tone="danger"
          description="Permanently delete your account, your profile and your posts. You can download a copy of your data first."
        >
          <ButtonLink to={paths.dataManagement} variant="danger">
            Export or delete your data
          </ButtonLink>
        </SettingsCard>
      </div>
    </ProfilePage>
  );
}
