import { Building2, ChartNoAxesColumn, History, LayoutDashboard, Newspaper, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { Outlet } from 'react-router';

import { StaffShell, type StaffMenuItem } from '@/components/layout/staff-shell';
import { paths } from '@/config/paths';
import { AdminTwoStepGate } from '@/features/two-step/components/admin-two-step-gate';

import { ProfileStateFromServer } from './profile-state';

const adminMenu: readonly StaffMenuItem[] = [
  { label: 'Dashboard', to: paths.admin, icon: LayoutDashboard, end: true },
  { label: 'Universities', to: paths.adminUniversities, icon: Building2 },
  { label: 'Users', to: paths.adminUsers, icon: Users },
  { label: 'Profile Approvals', to: paths.adminProfiles, icon: UserCheck },
  { label: 'Analytics', to: paths.adminAnalytics, icon: ChartNoAxesColumn },
  { label: 'Newsletter', to: paths.adminNewsletter, icon: Newspaper },
  { label: 'Activity', to: paths.adminActivity, icon: History },
];

/**
 * Spec 2.6: every admin screen sits in this shell (inside the admin guard); an admin whose session did
 * not prove two-step sign-in sees how to set it up instead of screens the server refuses.
 */
export function AdminLayout() {
  return (
    <StaffShell title="Admin Panel" icon={ShieldCheck} items={adminMenu} accountProvider={ProfileStateFromServer}>
      <AdminTwoStepGate>
        <Outlet />
      </AdminTwoStepGate>
    </StaffShell>
  );
}
