import { Trash2 } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ChangeEmailCard } from '@/features/auth/components/change-email-card';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card';
import { ProfilePictureCard } from '@/features/auth/components/profile-picture-card';
import { SessionsCard } from '@/features/auth/components/sessions-card';
import { SettingsCard } from '@/features/auth/components/settings-card';

import { ProfilePage } from './profile/profile-page';

/** /settings (spec 2.2): the signed-in person's picture, e-mail address, password, sessions, and the way to delete the account. */
export default function SettingsRoute() {
  return (
    <ProfilePage title="Settings" intro="Manage your profile picture, email address, password and the devices you're signed in on.">
      <div className="space-y-8">
        <ProfilePictureCard />
        <ChangeEmailCard />
        <ChangePasswordCard />
        <SessionsCard />
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
