import { LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { displayName, homePathFor, type User } from '@/lib/auth';

import { guestNavItems } from './guest-nav-items';
import { accountMenuItems, signedInMenuItems, type NavItem } from './nav-items';
import { useProfileState } from './profile-state';
import { useUnreadMessages } from './unread-messages';
import { MenuCount, useUnreadNotifications } from './unread-notifications';
import { UserAvatar } from './user-avatar';

interface MobileMenuProps {
  id: string;
  menuRef: RefObject<HTMLDivElement | null>;
  isAuthenticated: boolean;
  user: User | null;
  onNavigate: () => void;
  onLogout: () => void;
}

const itemClass =
  'flex items-center justify-between rounded-xl px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800';

function MenuLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return (
    <li>
      <Link to={item.to} onClick={onNavigate} className={itemClass}>
        <span>{item.label}</span>
        <MenuCount badge={item.badge} />
      </Link>
    </li>
  );
}

/**
 * The slide-in menu shown below 768 px (spec 2.2): the header's links plus Home, the person's own home
 * (issue 22; Data Management is an account link). A guest finds the same places as in the wide header.
 */
export function MobileMenu({ id, menuRef, isAuthenticated, user, onNavigate, onLogout }: MobileMenuProps) {
  const profileState = useProfileState();
  const unreadNotifications = useUnreadNotifications();
  const unreadConversations = useUnreadMessages();
  return (
    <>
      <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 z-30 animate-fade-in bg-slate-900/40 md:hidden" />
      <div
        ref={menuRef}
        id={id}
        className="fixed top-16 right-0 bottom-0 z-40 w-full max-w-xs animate-slide-in overflow-y-auto border-l border-slate-200 bg-white p-4 shadow-2xl md:hidden"
      >
        <nav aria-label="Mobile">
          {isAuthenticated ? (
            <>
              <div className="mb-4 flex items-center gap-3 rounded-2xl bg-slate-50 p-3">
                <UserAvatar src={user?.profileImage} className="size-10" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
                  {user?.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
                </div>
              </div>
              <ul className="space-y-1">
                <MenuLink item={{ label: 'Home', to: homePathFor(user) }} onNavigate={onNavigate} />
                {signedInMenuItems(user, { notifications: unreadNotifications, conversations: unreadConversations }).map((item) => (
                  <MenuLink key={item.to} item={item} onNavigate={onNavigate} />
                ))}
              </ul>
              <hr className="my-3 border-slate-200" />
              <ul className="space-y-1">
                {accountMenuItems(user, profileState).map((item) => (
                  <MenuLink key={item.to} item={item} onNavigate={onNavigate} />
                ))}
              </ul>
              <hr className="my-3 border-slate-200" />
              <button
                type="button"
                onClick={onLogout}
                className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-base font-medium text-rose-700 hover:bg-rose-50"
              >
                <LogOut aria-hidden="true" className="size-5" />
                Logout
              </button>
            </>
          ) : (
            <>
              <ul className="space-y-1">
                <MenuLink item={{ label: 'Home', to: paths.home }} onNavigate={onNavigate} />
                {guestNavItems.map((item) => (
                  <MenuLink key={item.to} item={item} onNavigate={onNavigate} />
                ))}
              </ul>
              <div className="mt-6 grid gap-3">
                <Link
                  to={paths.login}
                  onClick={onNavigate}
                  className="rounded-full px-5 py-3 text-center font-semibold text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                >
                  Log In
                </Link>
                <Link
                  to={paths.register}
                  onClick={onNavigate}
                  className="rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
                >
                  Sign Up
                </Link>
              </div>
            </>
          )}
        </nav>
      </div>
    </>
  );
}

