import { delay, http, HttpResponse } from 'msw';

import type { NewReport, Report, ReportAction, ReportStatus } from '@/features/reports/types';

import { API, pageOf } from './handlers';
import { server } from './server';

const ALREADY = 'You have reported this already. A moderator will look at it.';
const RESOLVED = 'This report was already resolved';
const ADMINS_ONLY = 'Only admins can suspend accounts';
const WARNING_REQUIRED = 'Write the warning the student will receive';

const STATUS_OF: Record<ReportAction, ReportStatus> = {
  dismiss: 'dismissed',
  remove: 'removed',
  warn: 'warned',
  suspend: 'suspended',
};

let sequence = 0;

/** An open report of a profile at the University of Michigan, made on 1 March 2026; `id` differs per call unless given. */
export function buildReport(overrides: Partial<Report> = {}): Report {
  sequence += 1;
  return {
    id: `0190c1a2-0000-7000-d000-${String(sequence).padStart(12, '0')}`,
    kind: 'profile',
    targetId: `0190c1a2-0000-7000-8000-${String(sequence + 100).padStart(12, '0')}`,
    category: 'harassment',
    details: '',
    reporters: 1,
    reporterMember: true,
    reporterDismissedReports: 0,
    hidden: false,
    snapshot: { authorId: '0190c1a2-0000-7000-8000-000000000042', authorName: 'Jo Park', text: 'Looking for a quiet roommate.', photos: [] },
    university: { id: '0190c1a2-0000-7000-9000-000000000001', name: 'University of Michigan' },
    status: 'open',
    createdAt: '2026-03-01T10:00:00Z',
    resolvedAt: null,
    resolvedBy: null,
    note: null,
    ...overrides,
  };
}

type Failure = { status: number; error: string; fields?: Record<string, string> };

interface ReportsOptions {
  /** Answers every POST /reports with this failure. */
  failReportsWith?: Failure;
  /** Answers every action with this failure. */
  failActionsWith?: Failure;
  /** Who acts: a moderator's suspension is refused (403), as the server does. */
  actorRole?: 'moderator' | 'admin';
  /** The moderator's name a resolved report says. */
  actorName?: string;
  latency?: number;
}

/**
 * Reports as the server takes and lists them: POST /reports (409 for an item reported twice), the
 * queue by status, paged (20), and the actions (400 for a warning without its note, 403 for a
 * moderator's suspension, 409 for a resolved report), which resolve the report as the server would.
 * Every call is recorded.
 */
export function mockReportsApi(reports: Report[] = [], options: ReportsOptions = {}) {
  const { failReportsWith, failActionsWith, actorRole = 'moderator', actorName = 'Riley Moderator', latency = 5 } = options;
  const state = {
    reports: [...reports],
    sent: [] as NewReport[],
    lists: [] as URL[],
    actions: [] as { id: string; body: { action: ReportAction; note?: string } }[],
  };
  const fail = ({ status, error, fields }: Failure) =>
    HttpResponse.json({ success: false, error, ...(fields ? { fields } : {}) }, { status });

  server.use(
    http.post(`${API}/reports`, async ({ request }) => {
      const body = (await request.json()) as NewReport;
      const repeated = state.sent.some((sent) => sent.kind === body.kind && sent.targetId === body.targetId);
      state.sent.push(body);
      await delay(latency);
      if (failReportsWith) return fail(failReportsWith);
      if (repeated) return fail({ status: 409, error: ALREADY });
      return HttpResponse.json({ success: true, data: { id: `report-${state.sent.length}` } }, { status: 201 });
    }),
    http.get(`${API}/moderation/reports`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      const resolved = url.searchParams.get('status') === 'resolved';
      const matching = state.reports.filter((report) => (report.status === 'open') !== resolved);
      return HttpResponse.json(pageOf(matching, url));
    }),
    http.post(`${API}/moderation/reports/:id/actions`, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as { action: ReportAction; note?: string };
      state.actions.push({ id, body });
      await delay(latency);
      if (failActionsWith) return fail(failActionsWith);
      const report = state.reports.find((candidate) => candidate.id === id);
      if (!report) return fail({ status: 404, error: 'Report not found' });
      if (report.status !== 'open') return fail({ status: 409, error: RESOLVED });
      if (body.action === 'suspend' && actorRole !== 'admin') return fail({ status: 403, error: ADMINS_ONLY });
      if (body.action === 'warn' && !body.note?.trim()) {
        return fail({ status: 400, error: WARNING_REQUIRED, fields: { note: WARNING_REQUIRED } });
      }
      const done: Report = {
        ...report,
        status: STATUS_OF[body.action],
        resolvedAt: '2026-03-02T12:00:00Z',
        resolvedBy: actorName,
        note: body.note ?? null,
      };
      state.reports = state.reports.map((candidate) => (candidate.id === id ? done : candidate));
      return HttpResponse.json({ success: true, data: done });
    }),
  );
  return state;
}
