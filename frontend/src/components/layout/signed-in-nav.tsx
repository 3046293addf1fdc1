import { Bell, Mail, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { User } from '@/lib/auth';

import { offersCreatePost, signedInNavItems } from './nav-items';
import { ProfileMenu } from './profile-menu';
import { MESSAGES_BADGE_MAX, messagesLabel, useUnreadMessages } from './unread-messages';
import { badgeText, notificationsLabel, useUnreadNotifications } from './unread-notifications';

interface IconLinkProps {
  to: string;
  /** The link's whole accessible name, the count in it ("Notifications, 3 unread"). */
  label: string;
  /** Shown on the icon when above 0. */
  count?: number;
  /** Past this, the icon says "{max}+". */
  max?: number;
  children: ReactNode;
}

function IconLink({ to, label, count = 0, max, children }: IconLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      {children}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
        >
          {badgeText(count, max)}
        </span>
      )}
    </Link>
  );
}

/**
 * The header's links for a signed-in person; SiteHeader loads it lazily. At 768 px and wider, all of
 * them; on a phone, the bell and the envelope with their counts beside the menu button (issue 37:
 * live notifications and messages are seen without opening the menu), the rest in the menu.
 */
export function SignedInNav({ user, onLogout }: { user: User | null; onLogout: () => void }) {
  const unreadNotifications = useUnreadNotifications();
  const unreadConversations = useUnreadMessages();
  return (
    <div className="ml-auto flex items-center gap-1 md:ml-0 lg:gap-2">
      <div className="hidden items-center gap-1 md:flex lg:gap-2">
        {offersCreatePost(user) && (
          <Link to={paths.submit} className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}>
            <Plus aria-hidden="true" className="size-4" />
            Create Post
          </Link>
        )}
        {signedInNavItems.map(({ label, to }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              `rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-slate-100 lg:px-4 ${isActive ? 'text-brand-700' : 'text-slate-700'}`
            }
          >
            {label}
          </NavLink>
        ))}
      </div>
      <IconLink to={paths.notifications} label={notificationsLabel(unreadNotifications)} count={unreadNotifications}>
        <Bell aria-hidden="true" className="size-5" />
      </IconLink>
      <IconLink to={paths.messages} label={messagesLabel(unreadConversations)} count={unreadConversations} max={MESSAGES_BADGE_MAX}>
        <Mail aria-hidden="true" className="size-5" />
      </IconLink>
      <div className="hidden items-center gap-1 md:flex lg:gap-2">
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
        <ProfileMenu user={user} onLogout={onLogout} />
      </div>
    </div>
  );
}
