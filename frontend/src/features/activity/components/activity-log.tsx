import { History } from 'lucide-react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { useListParams } from '@/hooks/use-list-params';
import { ACTION_LABELS } from '@/lib/audit-actions';
import { formatDateTime } from '@/utils/date-time';

import {
  ACTIVITY_LOAD_FAILED,
  type ActivityEntry,
  type ActivityParams,
  type AuditAction,
  type AuditTargetKind,
  useActivity,
} from '../api/get-activity';
import { fieldLabel, formatChangeValue } from '../utils/changes';


const KIND_LABELS: Record<AuditTargetKind, string> = {
  user: 'Users',
  university: 'Universities',
  university_request: 'University requests',
  profile: 'Profiles',
  instagram_account: 'Instagram accounts',
  post: 'Posts',
  submission: 'Submissions',
  report: 'Reports',
};

function isAction(value: string | null): value is AuditAction {
  return value !== null && value in ACTION_LABELS;
}

function isKind(value: string | null): value is AuditTargetKind {
  return value !== null && value in KIND_LABELS;
}

function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

type ActivityListParams = ActivityParams & { page: number };

function readActivityParams(searchParams: URLSearchParams): Omit<ActivityListParams, 'page'> {
  const action = searchParams.get('action');
  const targetKind = searchParams.get('targetKind');
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  return {
    action: isAction(action) ? action : undefined,
    targetKind: isKind(targetKind) ? targetKind : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

function Change({ field, before, after }: ActivityEntry['changes'][number]) {
  return (
    <li className="[overflow-wrap:anywhere]">
      <span className="font-medium text-slate-700">{fieldLabel(field)}:</span>{' '}
      {before !== null && before !== undefined && <span className="text-slate-500 line-through decoration-slate-300">{formatChangeValue(before)}</span>}
      {before != null && after != null && <span aria-hidden="true"> → </span>}
      {after !== null && after !== undefined && <span className="text-slate-900">{formatChangeValue(after)}</span>}
      {before == null && after == null && <span className="text-slate-500">—</span>}
    </li>
  );
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const target = entry.targetLabel ?? (entry.targetKind === 'user' || entry.targetKind === 'profile' ? 'Deleted account' : '—');
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p className="min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]">
          <span className="font-semibold">{entry.actor ? entry.actor.name : 'Deleted account'}</span>{' '}
          <span className="text-slate-500">({entry.actorRole})</span> {ACTION_LABELS[entry.action].toLowerCase()}:{' '}
          <span className="font-semibold">{target}</span>
        </p>
        <time dateTime={entry.occurredAt} className="shrink-0 text-xs text-slate-500">
          {formatDateTime(entry.occurredAt)}
        </time>
      </div>
      {entry.actor?.email && <p className="mt-0.5 text-xs text-slate-500 [overflow-wrap:anywhere]">{entry.actor.email}</p>}
      {entry.changes.length > 0 && (
        <ul aria-label="Changes" className="mt-3 space-y-1 text-sm">
          {entry.changes.map((change) => (
            <Change key={change.field} {...change} />
          ))}
        </ul>
      )}
      {entry.requestId && (
        <p className="mt-3 text-xs text-slate-400 [overflow-wrap:anywhere]">
          Request <code>{entry.requestId}</code>
        </p>
      )}
    </li>
  );
}

const selectClass =
  'block w-full rounded-lg border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | '') => void;
}

function FilterSelect<T extends string>({ label, allLabel, labels, value, onChange }: FilterSelectProps<T>) {
  return (
    <label className="text-sm font-medium text-slate-700">
      {label}
      <select className={`mt-1 ${selectClass}`} value={value ?? ''} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{allLabel}</option>
        {Object.entries<string>(labels).map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /admin/activity: every staff action, newest first, with filters kept in the address. */
export function ActivityLog() {
  // The filters and page, kept in the address (`?action=&targetKind=&from=&to=&page=`).
  const { params, update } = useListParams<ActivityListParams>(readActivityParams);
  const activity = useActivity(params);
  const filtered = Boolean(params.action || params.targetKind || params.from || params.to);

  let body;
  if (activity.isPending) {
    body = <LoadingState label="Loading activity..." />;
  } else if (activity.isError) {
    body = <ErrorState message={ACTIVITY_LOAD_FAILED} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  } else if (activity.data.entries.length === 0) {
    body = (
      <EmptyState
        icon={<History aria-hidden="true" className="size-7" />}
        title={filtered ? 'No activity matches these filters.' : 'No activity yet.'}
      />
    );
  } else {
    body = (
      <>
        <ol aria-label="Activity" className="space-y-3">
          {activity.data.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
        <div className="mt-6">
          <Pagination
            page={activity.data.page}
            pageSize={activity.data.pageSize}
            total={activity.data.total}
            onPageChange={(page) => update({ page })}
            noun="actions"
            label="Activity pages"
          />
        </div>
      </>
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Activity</h1>
      <p className="mt-1 text-sm text-slate-600">Every staff action: who did what, when, and what changed.</p>
      <form aria-label="Filter activity" className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          label="Action"
          allLabel="All actions"
          labels={ACTION_LABELS}
          value={params.action}
          onChange={(action) => update({ action })}
        />
        <FilterSelect
          label="Record"
          allLabel="All records"
          labels={KIND_LABELS}
          value={params.targetKind}
          onChange={(targetKind) => update({ targetKind })}
        />
        <label className="text-sm font-medium text-slate-700">
          From
          <input type="date" className={`mt-1 ${selectClass}`} value={params.from ?? ''} onChange={(e) => update({ from: e.target.value })} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          To
          <input type="date" className={`mt-1 ${selectClass}`} value={params.to ?? ''} onChange={(e) => update({ to: e.target.value })} />
        </label>
      </form>
      <div className="mt-6">{body}</div>
    </div>
  );
}
