import { Bell, Mail, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { MESSAGE_BADGE_COUNT, NOTIFICATION_BADGE_COUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import type { User } from '@/lib/auth';

import { signedInNavItems } from './nav-items';
import { ProfileMenu } from './profile-menu';

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

/** The header's links for a signed-in person at 768 px and wider; SiteHeader loads it lazily. */
export function SignedInNav({ user, onLogout }: { user: User | null; onLogout: () => void }) {
  return (
    <div className="hidden items-center gap-1 md:flex lg:gap-2">
      <Link to={paths.createPost} className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}>
        <Plus aria-hidden="true" className="size-4" />
        Create Post
      </Link>
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
      <IconLink to={paths.notifications} label="Notifications" count={NOTIFICATION_BADGE_COUNT}>
        <Bell aria-hidden="true" className="size-5" />
      </IconLink>
      <IconLink to={paths.messages} label="Messages" count={MESSAGE_BADGE_COUNT}>
        <Mail aria-hidden="true" className="size-5" />
      </IconLink>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />
      <ProfileMenu user={user} onLogout={onLogout} />
    </div>
  );
}
