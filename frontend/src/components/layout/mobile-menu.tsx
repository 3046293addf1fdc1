import { LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';

import { MESSAGE_BADGE_COUNT, NOTIFICATION_BADGE_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { displayName, type User } from '@/lib/auth';

import { accountMenuItems, type NavItem } from './nav-items';
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

function MenuLink({ item, onNavigate, badge }: { item: NavItem; onNavigate: () => void; badge?: number }) {
  return (
    <li>
      <Link to={item.to} onClick={onNavigate} className={itemClass}>
        <span>{item.label}</span>
        {badge !== undefined && (
          <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
            {badge}
            <span className="sr-only"> new</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The slide-in menu shown below 768 px (spec 2.2): the header's links plus / (Data Management is an account link). */
export function MobileMenu({ id, menuRef, isAuthenticated, user, onNavigate, onLogout }: MobileMenuProps) {
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
                <MenuLink item={{ label: 'Home', to: paths.home }} onNavigate={onNavigate} />
                <MenuLink item={{ label: 'Create Post', to: paths.createPost }} onNavigate={onNavigate} />
                <MenuLink item={{ label: 'Universities', to: paths.universities }} onNavigate={onNavigate} />
                <MenuLink
                  item={{ label: 'Notifications', to: paths.notifications }}
                  onNavigate={onNavigate}
                  badge={NOTIFICATION_BADGE_COUNT}
                />
                <MenuLink
                  item={{ label: 'Messages', to: paths.messages }}
                  onNavigate={onNavigate}
                  badge={MESSAGE_BADGE_COUNT}
                />
              </ul>
              <hr className="my-3 border-slate-200" />
              <ul className="space-y-1">
                {accountMenuItems(user).map((item) => (
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
                <MenuLink item={{ label: 'About Quad', to: paths.about }} onNavigate={onNavigate} />
                <MenuLink item={{ label: 'How it works', to: paths.guide }} onNavigate={onNavigate} />
                <MenuLink item={{ label: 'FAQ', to: paths.faq }} onNavigate={onNavigate} />
              </ul>
              <div className="mt-6 grid gap-3">
                <Link
                  to={paths.login}
                  onClick={onNavigate}
                  className="rounded-full px-5 py-3 text-center font-semibold text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                >
                  Login
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

