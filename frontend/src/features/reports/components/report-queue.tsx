import { Flag } from 'lucide-react';
import { useEffect } from 'react';

import { EmptyState } from '@/components/ui/list-states';
import { PagedList } from '@/components/ui/paged-list';
import { Tabs } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api/errors';
import { canAccessAdmin, useSession } from '@/lib/auth';

import { useReports } from '../api/get-reports';
import { useReportParams } from '../hooks/use-report-params';
import { REPORT_TABS, type ReportTab } from '../types';
import { REPORT_MESSAGES } from '../utils/messages';

import { ReportActions } from './report-actions';
import { ReportCard } from './report-card';

const TAB_LABELS: Record<ReportTab, string> = { open: 'Open', resolved: 'Resolved' };

function EmptyReports({ tab }: { tab: ReportTab }) {
  if (tab === 'resolved') return <EmptyState title={REPORT_MESSAGES.emptyResolved} />;
  return (
    <EmptyState title={REPORT_MESSAGES.emptyOpen} icon={<Flag aria-hidden="true" className="size-7" />}>
      {REPORT_MESSAGES.emptyOpenHint}
    </EmptyState>
  );
}

/**
 * /moderation/reports (issue 26): what students reported, open or resolved (tab and page in the
 * address), and, on open reports, the moderator's decisions; suspending an account is for admins.
 */
export function ReportQueue() {
  const canSuspend = useSession((state) => canAccessAdmin(state.user));
  const { tab, page, selectTab, goToPage } = useReportParams();
  const list = useReports({ status: tab, page });
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // After the last report of the last page was resolved (or from an old link): the new last page.
  const beyondLastPage = list.data !== undefined && !list.isPlaceholderData && page > lastPage;

  useEffect(() => {
    if (beyondLastPage) goToPage(lastPage);
  }, [beyondLastPage, lastPage, goToPage]);

  const panel = (
    <PagedList
      query={list}
      rowsOf={(data) => data.reports}
      loadingLabel="Loading reports..."
      errorMessage={(error) => getErrorMessage(error, REPORT_MESSAGES.loadFailed)}
      empty={<EmptyReports tab={tab} />}
      pager={{ noun: 'reports', label: 'Report pages', onPageChange: goToPage }}
    >
      {(reports) => (
        <div className="grid gap-5 lg:grid-cols-2">
          {reports.map((report) => (
            <ReportCard key={`${report.id}:${report.status}`} report={report}>
              {report.status === 'open' && <ReportActions report={report} canSuspend={canSuspend} />}
            </ReportCard>
          ))}
        </div>
      )}
    </PagedList>
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Reports</h1>
        <p className="mt-1 text-slate-600">
          Profiles, messages and featured posts students reported. An item is hidden until it is reviewed once three people with a stake in it report it: verified members of its university, or the person a message was sent to.
        </p>
      </div>
      <Tabs label="Report status" idPrefix="reports" tabs={REPORT_TABS} labels={TAB_LABELS} selected={tab} onSelect={selectTab}>
        {panel}
      </Tabs>
    </div>
  );
}
