import { ChevronDown, LogOut } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import { useClickOutside } from '@/hooks/use-click-outside';
import { displayName, type User } from '@/lib/auth';

import { accountMenuItems } from './nav-items';
import { useProfileState } from './profile-state';
import { UserAvatar } from './user-avatar';

interface ProfileMenuProps {
  user: User | null;
  onLogout: () => void;
}

export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const insideRefs = useMemo(() => [containerRef], []);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(insideRefs, close, open);

  const name = displayName(user);
  const profileState = useProfileState();

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="profile-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        <UserAvatar src={user?.profileImage} className="size-8" />
        {/* Between 768 and 1024 px the header has no room for the name; screen readers still hear it. */}
        <span className="sr-only lg:not-sr-only">
          <span className="block max-w-32 truncate">{name}</span>
        </span>
        <span className="sr-only">, account menu</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id="profile-menu"
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right animate-fade-in overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/10"
        >
          <div className="border-b border-slate-100 px-4 py-3">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            {user?.email && <p className="truncate text-xs text-slate-600">{user.email}</p>}
          </div>
          <ul className="py-1">
            {accountMenuItems(user, profileState).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  className="block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-100 py-1">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm font-medium text-rose-700 hover:bg-rose-50"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
