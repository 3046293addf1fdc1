import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useClickOutside } from '@/hooks/use-click-outside';
import { useSignOut } from '@/hooks/use-sign-out';
import { homePathFor, useSession } from '@/lib/auth';

import { guestNavItems } from './guest-nav-items';
import { Logo } from './logo';
import { NoProfileState, type ProfileStateProvider } from './profile-state';
import { useInStaffArea } from './staff-area';

// A guest on a wide screen needs neither: the signed-in links and the mobile menu load when shown.
const SignedInNav = lazy(async () => ({ default: (await import('./signed-in-nav')).SignedInNav }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

const MOBILE_MENU_ID = 'mobile-menu';

/** Holds the place of the signed-in links while the session is checked and while they load. */
const sessionPlaceholder = (
  <div aria-hidden="true" className="hidden h-9 w-48 animate-pulse rounded-full bg-slate-100 md:block" />
);

interface SiteHeaderProps {
  /**
   * Wraps what only signed-in people see (the links at 768 px and wider, the mobile menu) to tell their
   * account menus whether the person has a roommate profile (`ProfileStateContext`). The app passes one
   * that asks the server; without it those menus offer neither Create Profile nor Edit Profile.
   */
  accountProvider?: ProfileStateProvider;
}

/**
 * The site's header (spec 2.2): the logo (a signed-in person's own home, issue 22), the links, and
 * below 768 px a menu, except in a staff area, whose shell's menu carries the site's links too.
 */
export function SiteHeader({ accountProvider: AccountProvider = NoProfileState }: SiteHeaderProps) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  const loading = useSession((state) => state.loading);
  const signOut = useSignOut();
  const inStaffArea = useInStaffArea();

  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const insideRefs = useMemo(() => [menuRef, toggleRef], []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // A click outside closes the menu, unless it lands on the toggle (which toggles it itself).
  useClickOutside(insideRefs, closeMenu, menuOpen);

  const handleLogout = useCallback(async () => {
    setMenuOpen(false);
    await signOut();
  }, [signOut]);

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
        <Logo to={isAuthenticated ? homePathFor(user) : paths.home} />

        {loading ? (
          sessionPlaceholder
        ) : isAuthenticated ? (
          <Suspense fallback={sessionPlaceholder}>
            <AccountProvider>
              <SignedInNav user={user} onLogout={handleLogout} />
            </AccountProvider>
          </Suspense>
        ) : (
          <div className="hidden items-center gap-1 md:flex lg:gap-2">
            {guestNavItems.map(({ label, to }) => (
              <Link
                key={to}
                to={to}
                className="rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:px-3"
              >
                {label}
              </Link>
            ))}
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
            <Link to={paths.login} className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}>
              Log In
            </Link>
            <Link to={paths.register} className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}>
              Sign Up
            </Link>
          </div>
        )}

        {!inStaffArea && (
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
        )}
      </nav>

      {menuOpen && !inStaffArea && (
        <Suspense fallback={null}>
          <AccountProvider>
            <MobileMenu
              id={MOBILE_MENU_ID}
              menuRef={menuRef}
              isAuthenticated={isAuthenticated}
              user={user}
              onNavigate={closeMenu}
              onLogout={handleLogout}
            />
          </AccountProvider>
        </Suspense>
      )}
    </header>
  );
}
