import { BarChart3, Building2, Camera, Images, UserCheck, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

const links = [
  { to: paths.adminProfiles, label: 'Manage Profiles', icon: UserCheck },
  { to: paths.adminUniversities, label: 'Manage Universities', icon: Building2 },
  { to: paths.adminUsers, label: 'Manage Users', icon: Users },
  { to: paths.manager, label: 'Manage Instagram Posts', icon: Camera },
  { to: paths.moderationContent, label: 'Review Submitted Content', icon: Images },
  { to: paths.adminAnalytics, label: 'View detailed analytics', icon: BarChart3 },
] as const;

/** Spec 2.6: where an admin goes from the dashboard. */
export function QuickLinks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Quick Links
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 text-sm font-semibold text-slate-900 group-hover:text-brand-700">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
