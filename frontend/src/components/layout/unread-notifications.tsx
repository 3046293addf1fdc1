import { createContext, useContext } from 'react';

import type { NavBadge } from './nav-items';

/**
 * How many of the signed-in person's notifications are unread, for the header's bell and the menus'
 * Notifications link: provided by the app (features/notifications, through the account provider of
 * `SiteHeader` and `StaffShell`), 0 where nothing provides it.
 */
export const UnreadNotificationsContext = createContext(0);

export function useUnreadNotifications(): number {
  return useContext(UnreadNotificationsContext);
}

/** The badge's text: the count, or "99+" (`max`+) past that (the accessible name says the exact number). */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** "Notifications, 3 unread", or "Notifications" when none is. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * A menu link's count on its right (the mobile menu's, a staff shell's), which screen readers hear as
 * part of the link's name (", 3 unread"); nothing for 0.
 */
export function MenuCount({ badge }: { badge: NavBadge | undefined }) {
  if (!badge?.count) return null;
  return (
    <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
      <span aria-hidden="true">{badgeText(badge.count, badge.max)}</span>
      <span className="sr-only">
        , {badge.count} {badge.unit}
      </span>
    </span>
  );
}
