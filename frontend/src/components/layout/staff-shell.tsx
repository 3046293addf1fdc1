import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';

import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { useClickOutside } from '@/hooks/use-click-outside';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession, type User } from '@/lib/auth';

import { accountMenuItems, signedInMenuItems } from './nav-items';
import { NoProfileState, useProfileState, type ProfileStateProvider } from './profile-state';
import { useMarkStaffArea } from './staff-area';
import { useUnreadMessages } from './unread-messages';
import { MenuCount, useUnreadNotifications } from './unread-notifications';

export interface StaffMenuItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on exactly this path (the area's dashboard). */
  end?: boolean;
}

interface StaffShellProps {
  /** "Admin Panel", "Manager Panel". */
  title: string;
  icon: LucideIcon;
  items: readonly StaffMenuItem[];
  /**
   * Wraps the site's links in the menu below 768 px to tell its account links whether the person has a
   * roommate profile (as `SiteHeader`'s `accountProvider`).
   */
  accountProvider?: ProfileStateProvider;
  children: ReactNode;
}

export const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The sidebar starts expanded at 768 px and wider and collapsed below (spec 2.6, 2.7); the toggle
 * changes that until the window crosses the breakpoint again.
 */
export function useSidebarExpanded(): [boolean, () => void] {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [chosen, setChosen] = useState<{ desktop: boolean; expanded: boolean } | null>(null);
  const expanded = chosen && chosen.desktop === isDesktop ? chosen.expanded : isDesktop;
  const toggle = useCallback(() => setChosen({ desktop: isDesktop, expanded: !expanded }), [isDesktop, expanded]);
  return [expanded, toggle];
}

function linkClasses(isActive: boolean, expanded: boolean): string {
  return [
    'group flex items-center gap-3 rounded-xl py-2.5 text-sm font-semibold transition-colors',
    expanded ? 'px-3' : 'justify-center px-0',
    isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
  ].join(' ');
}

/**
 * The site's places and the account links in the staff menu below 768 px, which is then the page's one
 * menu (issue 22: the header shows none); links the area's own menu already has are left out, and a
 * site place named like one of the area's (the public Universities beside the admin's) says it browses.
 */
interface SiteLinksProps {
  user: User | null;
  /** The area's own menu, whose places are not repeated. */
  areaItems: readonly StaffMenuItem[];
  onNavigate: () => void;
}

function SiteLinks({ user, areaItems, onNavigate }: SiteLinksProps) {
  const profileState = useProfileState();
  const unreadNotifications = useUnreadNotifications();
  const unreadConversations = useUnreadMessages();
  const inArea = new Set(areaItems.map((item) => item.to));
  const areaLabels = new Set(areaItems.map((item) => item.label));
  const links = [
    ...signedInMenuItems(user, { notifications: unreadNotifications, conversations: unreadConversations }),
    ...accountMenuItems(user, profileState),
  ]
    .filter((item) => !inArea.has(item.to))
    .map((item) => (areaLabels.has(item.label) ? { ...item, label: `Browse ${item.label}` } : item));
  return (
    <nav aria-label="Site">
      <p className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">Quad</p>
      <ul className="space-y-1">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate} className={`${linkClasses(false, true)} justify-between`}>
              {item.label}
              <MenuCount badge={item.badge} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin and manager areas' frame: a collapsible sidebar, and below 768 px a bar with a popup menu,
 * which carries the site's links too (the header shows no menu of its own here).
 */
export function StaffShell({
  title,
  icon: AreaIcon,
  items,
  accountProvider: AccountProvider = NoProfileState,
  children,
}: StaffShellProps) {
  useMarkStaffArea();
  const [expanded, toggle] = useSidebarExpanded();
  const navId = useId();
  const mobileMenuId = useId();
  const signOut = useSignOut();
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();

  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const insideRefs = useMemo(() => [menuRef], []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useClickOutside(insideRefs, closeMenu, menuOpen);

  const current = items.find((item) => matchPath({ path: item.to, end: item.end ?? false }, pathname));

  const handleLogout = useCallback(async () => {
    setMenuOpen(false);
    await signOut();
  }, [signOut]);

  return (
    <div className="flex w-full bg-slate-50/60">
      <div
        data-testid="staff-sidebar"
        data-collapsed={!expanded}
        className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 md:block ${
          expanded ? 'w-64' : 'w-20'
        }`}
      >
        <div className="sticky top-16 flex h-[calc(100vh-4rem)] flex-col">
          <div className={`flex h-16 items-center border-b border-slate-100 ${expanded ? 'justify-between px-4' : 'justify-center'}`}>
            {expanded && (
              <p className="flex min-w-0 items-center gap-2 font-bold text-slate-900">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <AreaIcon aria-hidden="true" className="size-4.5" />
                </span>
                <span className="truncate">{title}</span>
              </p>
            )}
            <button
              type="button"
              onClick={toggle}
              aria-expanded={expanded}
              aria-controls={navId}
              aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
              title={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              {expanded ? <PanelLeftClose aria-hidden="true" className="size-5" /> : <PanelLeftOpen aria-hidden="true" className="size-5" />}
            </button>
          </div>
          <nav id={navId} aria-label={title} className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {items.map(({ label, to, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} title={expanded ? undefined : label} className={({ isActive }) => linkClasses(isActive, expanded)}>
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-100 p-3">
            <button
              type="button"
              onClick={() => void handleLogout()}
              title={expanded ? undefined : 'Logout'}
              className={`flex w-full items-center gap-3 rounded-xl py-2.5 text-sm font-semibold text-rose-700 hover:bg-rose-50 ${
                expanded ? 'px-3' : 'justify-center'
              }`}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              <span className={expanded ? '' : 'sr-only'}>Logout</span>
            </button>
          </div>
        </div>
      </div>

      <div className="min-w-0 flex-1">
        <div
          ref={menuRef}
          className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur md:hidden"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              setMenuOpen(false);
              menuButtonRef.current?.focus();
            }
          }}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
              <AreaIcon aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
              <span className="truncate">
                {title}
                {current && <span className="font-normal text-slate-500"> · {current.label}</span>}
              </span>
            </p>
            <button
              ref={menuButtonRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              aria-label={`${title} menu`}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              {menuOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
              Menu
            </button>
          </div>
          {menuOpen && (
            <div
              id={mobileMenuId}
              className="absolute inset-x-4 top-full mt-2 max-h-[400px] animate-fade-in overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
            >
              <nav aria-label={`${title} menu`}>
                <ul className="space-y-1">
                  {items.map(({ label, to, icon: Icon, end }) => (
                    <li key={to}>
                      <NavLink to={to} end={end} onClick={closeMenu} className={({ isActive }) => linkClasses(isActive, true)}>
                        <Icon aria-hidden="true" className="size-5 shrink-0" />
                        {label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <hr className="my-2 border-slate-100" />
              <AccountProvider>
                <SiteLinks user={user} areaItems={items} onNavigate={closeMenu} />
              </AccountProvider>
              <hr className="my-2 border-slate-100" />
              <button
                type="button"
                onClick={() => void handleLogout()}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-rose-700 hover:bg-rose-50"
              >
                <LogOut aria-hidden="true" className="size-5" />
                Logout
              </button>
            </div>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
