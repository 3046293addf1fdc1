import { Bell, Mail, Menu, Plus, X } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { MESSAGE_BADGE_COUNT, NOTIFICATION_BADGE_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useClickOutside } from '@/hooks/use-click-outside';
import { useSession } from '@/lib/auth';

import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

function IconLink({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={`${label} (${count} new)`}
      className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      {children}
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-rose-600 text-[11px] font-bold text-white ring-2 ring-white"
      >
        {count}
      </span>
    </Link>
  );
}

export function SiteHeader() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  const loading = useSession((state) => state.loading);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();

  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const insideRefs = useMemo(() => [menuRef, toggleRef], []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // A click outside closes the menu, unless it lands on the toggle (which toggles it itself).
  useClickOutside(insideRefs, closeMenu, menuOpen);

  const handleLogout = useCallback(async () => {
    setMenuOpen(false);
    await logout();
    await navigate(paths.login);
  }, [logout, navigate]);

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 shadow-xs"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          setMenuOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        {loading ? (
          <div aria-hidden="true" className="hidden h-9 w-48 animate-pulse rounded-full bg-slate-100 md:block" />
        ) : isAuthenticated ? (
          <div className="hidden items-center gap-2 md:flex">
            <Link to={paths.createPost} className={buttonClasses('primary', 'sm')}>
              <Plus aria-hidden="true" className="size-4" />
              Create Post
            </Link>
            <NavLink
              to={paths.universities}
              className={({ isActive }) =>
                `rounded-full px-4 py-2 text-sm font-semibold hover:bg-slate-100 ${isActive ? 'text-brand-700' : 'text-slate-700'}`
              }
            >
              Universities
            </NavLink>
            <IconLink to={paths.notifications} label="Notifications" count={NOTIFICATION_BADGE_COUNT}>
              <Bell aria-hidden="true" className="size-5" />
            </IconLink>
            <IconLink to={paths.messages} label="Messages" count={MESSAGE_BADGE_COUNT}>
              <Mail aria-hidden="true" className="size-5" />
            </IconLink>
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
            <ProfileMenu user={user} onLogout={handleLogout} />
          </div>
        ) : (
          <div className="hidden items-center gap-2 md:flex">
            <Link to={paths.login} className={buttonClasses('ghost', 'sm')}>
              Log In
            </Link>
            <Link to={paths.register} className={buttonClasses('primary', 'sm')}>
              Sign Up
            </Link>
          </div>
        )}

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
          className="rounded-full p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </nav>

      {menuOpen && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          menuRef={menuRef}
          isAuthenticated={isAuthenticated}
          user={user}
          onNavigate={closeMenu}
          onLogout={handleLogout}
        />
      )}
    </header>
  );
}
