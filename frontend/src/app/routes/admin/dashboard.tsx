import { BarChart3, Building2, Camera, History, UserCheck, Users } from 'lucide-react';

import { AreaLanding } from '@/components/layout/area-landing';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { displayName, useSession } from '@/lib/auth';

const links = [
  { to: paths.adminProfiles, label: 'Manage Profiles', text: 'Approve or reject roommate profiles.', icon: UserCheck },
  { to: paths.adminUniversities, label: 'Manage Universities', text: 'Add, edit and remove universities.', icon: Building2 },
  { to: paths.adminUsers, label: 'Manage Users', text: 'View, edit, activate or deactivate accounts.', icon: Users },
  { to: paths.manager, label: 'Manage Instagram Posts', text: "Schedule posts for each university's account.", icon: Camera },
  { to: paths.adminAnalytics, label: 'View detailed analytics', text: 'See how Quad is growing.', icon: BarChart3 },
  { to: paths.adminActivity, label: 'View all activity', text: 'Who changed what, and when.', icon: History },
] as const;

/** /admin: the landing of the admin area until its full dashboard arrives. */
export default function AdminDashboardRoute() {
  useDocumentTitle('Admin Dashboard');
  const user = useSession((state) => state.user);
  return (
    <AreaLanding
      eyebrow="Admin"
      title="Admin Dashboard"
      intro={`Welcome back, ${displayName(user)}. Review profiles and manage the universities and users of Quad.`}
      links={links}
    />
  );
}
