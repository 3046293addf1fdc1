import { paths } from '@/config/paths';
import { canAccessAdmin, canAccessManager, canModerate, type User } from '@/lib/auth';

import type { ProfileState } from './profile-state';
import { MESSAGES_BADGE_MAX, unreadConversationsUnit } from './unread-messages';

/** How many unread things a place holds, beside its label (none for 0). */
export interface NavBadge {
  count: number;
  /** Past this, the badge says "{max}+" (screen readers hear the exact number). */
  max: number;
  /** What screen readers hear after the count: "unread", "unread conversations". */
  unit: string;
}

export interface NavItem {
  label: string;
  to: string;
  badge?: NavBadge;
}

/** How many notifications and conversations are unread, for the menus' counts. */
export interface UnreadCounts {
  notifications: number;
  conversations: number;
}

/**
 * Whether the person is offered "Create Post": students only (issue 37). Staff review and publish
 * content in their own areas; the button led a manager to a form asking for a university address.
 */
export function offersCreatePost(user: User | null): boolean {
  return user?.role === 'user';
}

/** The places a signed-in person finds in the header's links at 768 px and wider. */
export const signedInNavItems: readonly NavItem[] = [
  { label: 'Find Roommates', to: paths.roommates },
  { label: 'Universities', to: paths.universities },
];

/**
 * The same places in a menu below 768 px (the site's or a staff shell's), with what the header shows as
 * buttons and icons: Notifications with the unread count, Messages with the unread conversations.
 */
export function signedInMenuItems(user: User | null, { notifications, conversations }: UnreadCounts): NavItem[] {
  return [
    ...signedInNavItems,
    ...(offersCreatePost(user) ? [{ label: 'Create Post', to: paths.submit }] : []),
    {
      label: 'Notifications',
      to: paths.notifications,
      ...(notifications > 0 ? { badge: { count: notifications, max: 99, unit: 'unread' } } : {}),
    },
    {
      label: 'Messages',
      to: paths.messages,
      ...(conversations > 0
        ? { badge: { count: conversations, max: MESSAGES_BADGE_MAX, unit: unreadConversationsUnit(conversations) } }
        : {}),
    },
  ];
}

/**
 * The account links for this user (spec 2.2 and 6), in the desktop profile dropdown and the mobile menus
 * alike: Data Management too, so it is reachable at every width. Edit Profile for someone who has a
 * roommate profile, Create Profile for someone who has none, neither until that is known (issue 22).
 */
export function accountMenuItems(user: User | null, profile: ProfileState): NavItem[] {
  const items: NavItem[] = [{ label: 'My Profile', to: paths.profile }];
  if (profile === 'exists') items.push({ label: 'Edit Profile', to: paths.profileEdit });
  if (profile === 'none') items.push({ label: 'Create Profile', to: paths.profileCreate });
  items.push(
    { label: 'Saved', to: paths.saved },
    { label: 'Connections', to: paths.connections },
    { label: 'My submissions', to: paths.submissions },
  );
  if (canAccessAdmin(user)) items.push({ label: 'Admin Dashboard', to: paths.admin });
  if (canModerate(user)) items.push({ label: 'Moderation', to: paths.moderation });
  if (canAccessManager(user)) items.push({ label: 'Instagram Manager', to: paths.manager });
  items.push({ label: 'Settings', to: paths.settings }, { label: 'Data Management', to: paths.dataManagement });
  return items;
}
