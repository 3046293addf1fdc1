import { Building2, CalendarClock, Camera, Images, LayoutDashboard, Send } from 'lucide-react';
import { Outlet } from 'react-router';

import { StaffShell, type StaffMenuItem } from '@/components/layout/staff-shell';
import { paths } from '@/config/paths';

import { ProfileStateFromServer } from './profile-state';

const managerMenu: readonly StaffMenuItem[] = [
  { label: 'Dashboard', to: paths.manager, icon: LayoutDashboard, end: true },
  { label: 'Instagram Posts', to: paths.managerInstagram, icon: Send },
  { label: 'Universities', to: paths.managerUniversities, icon: Building2 },
  { label: 'Post Schedule', to: paths.managerSchedule, icon: CalendarClock },
  { label: 'Content Queue', to: paths.managerContent, icon: Images },
];

/** Spec 2.7: every manager screen sits in this shell (inside the manager guard). */
export function ManagerLayout() {
  return (
    <StaffShell title="Manager Panel" icon={Camera} items={managerMenu} accountProvider={ProfileStateFromServer}>
      <Outlet />
    </StaffShell>
  );
}
