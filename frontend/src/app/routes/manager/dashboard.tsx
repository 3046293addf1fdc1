import { Building2, CalendarClock, Send } from 'lucide-react';

import { AreaLanding } from '@/components/layout/area-landing';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { displayName, useSession } from '@/lib/auth';

const links = [
  { to: paths.managerInstagram, label: 'Instagram Posts', text: 'Upload, review and cancel queued posts.', icon: Send },
  { to: paths.managerUniversities, label: 'Universities', text: 'See the universities and their accounts.', icon: Building2 },
  { to: paths.managerSchedule, label: 'Post Schedule', text: 'Posts go out with 1-hour spacing.', icon: CalendarClock },
] as const;

/** /manager: the landing of the manager area until its full dashboard arrives. */
export default function ManagerDashboardRoute() {
  useDocumentTitle('Manager Dashboard');
  const user = useSession((state) => state.user);
  return (
    <AreaLanding
      eyebrow="Instagram Manager"
      title="Manager Dashboard"
      intro={`Welcome back, ${displayName(user)}. Manage each university's Instagram posts and their schedule.`}
      links={links}
    />
  );
}
