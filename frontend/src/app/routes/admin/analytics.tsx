import { StaffPage } from '@/components/layout/staff-page';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/analytics (linked from the dashboard): charts over a range of days; recharts loads with this route only. */
export default function AdminAnalyticsRoute() {
  useDocumentTitle('Analytics · Admin');
  return (
    <StaffPage>
      <AnalyticsDashboard />
    </StaffPage>
  );
}
