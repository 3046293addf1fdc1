import { paths } from '@/config/paths';
import { canAccessAdmin, canAccessManager, canModerate, type User } from '@/lib/auth';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The account links for this user (spec 2.2 and 6), in the desktop profile dropdown and the mobile menu
 * alike: Data Management too, so it is reachable at every width.
 */
export function accountMenuItems(user: User | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'My Profile', to: paths.profile },
    { label: 'Create Profile', to: paths.profileCreate },
    { label: 'Saved', to: paths.saved },
  ];
  if (canAccessAdmin(user)) items.push({ label: 'Admin Dashboard', to: paths.admin });
  if (canModerate(user)) items.push({ label: 'Moderation', to: paths.moderation });
  if (canAccessManager(user)) items.push({ label: 'Instagram Manager', to: paths.manager });
  items.push({ label: 'Settings', to: paths.settings }, { label: 'Data Management', to: paths.dataManagement });
  return items;
}
