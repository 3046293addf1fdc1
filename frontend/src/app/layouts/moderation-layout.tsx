import { ClipboardCheck, Flag, Images, LayoutDashboard, UserCheck } from 'lucide-react';
import { Outlet } from 'react-router';

import { StaffShell, type StaffMenuItem } from '@/components/layout/staff-shell';
import { paths } from '@/config/paths';
import { canAccessAdmin, useSession } from '@/lib/auth';

import { ProfileStateFromServer } from './profile-state';

const moderationMenu: readonly StaffMenuItem[] = [
  { label: 'Profile Queue', to: paths.moderation, icon: UserCheck, end: true },
  { label: 'Content Queue', to: paths.moderationContent, icon: Images },
  { label: 'Reports', to: paths.moderationReports, icon: Flag },
];
const backToAdmin: StaffMenuItem = { label: 'Admin Dashboard', to: paths.admin, icon: LayoutDashboard, end: true };

/** Issue 12: the moderators' workspace (inside the moderator guard); an admin also finds the way back to /admin. */
export function ModerationLayout() {
  const isAdmin = useSession((state) => canAccessAdmin(state.user));
  return (
    <StaffShell
      title="Moderation"
      icon={ClipboardCheck}
      items={isAdmin ? [...moderationMenu, backToAdmin] : moderationMenu}
      accountProvider={ProfileStateFromServer}
    >
      <Outlet />
    </StaffShell>
  );
}
