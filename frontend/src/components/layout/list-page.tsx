import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import type { PageOf } from '@/components/ui/paged-list';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';

/** From which width the search box and the controls share a row (whole class names, for Tailwind). */
const TOOLBAR_ROW = {
  lg: 'flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center sm:p-5',
  xl: 'flex flex-col gap-3 border-b border-slate-200 p-4 sm:p-5 xl:flex-row xl:items-center',
} as const;

interface ListPageProps<TData extends PageOf, TRow> {
  title: string;
  description: string;
  /** The header's button (Add University), at its right from 640 px. */
  action?: ReactNode;
  /** The list's section, as screen readers name it ("University list"). */
  label: string;
  search: { value: string; onSearch: (value: string) => void; label: string; placeholder: string };
  /** The filter and sort controls beside the search box. */
  filters: ReactNode;
  toolbarRowFrom: keyof typeof TOOLBAR_ROW;
  /** The page shown: its previous page stays on screen, faded, while the next loads. */
  query: UseQueryResult<TData>;
  rowsOf: (data: TData) => readonly TRow[];
  loadingLabel: string;
  /** The failed load's headline, the line under it (from the error) and its button's words ('Try again' by default). */
  failure: { message: string; detail?: (error: Error) => ReactNode; retryLabel?: string };
  emptyTitle: string;
  /** The pager: what it counts ("universities"), its name ("University pages") and its buttons. */
  pager: { noun: string; label: string; onPageChange: (page: number) => void };
  /** The rows, once there are some (a table). */
  renderRows: (rows: readonly TRow[]) => ReactNode;
  /** What follows the list: other sections, the dialogs. */
  children?: ReactNode;
}

/**
 * An admin list screen (spec 2.6): the title, the search box and controls over a paged list, with
 * its loading, failed and empty states and its pager; whatever else the screen has follows.
 */
export function ListPage<TData extends PageOf, TRow>({
  title,
  description,
  action,
  label,
  search,
  filters,
  toolbarRowFrom,
  query,
  rowsOf,
  loadingLabel,
  failure,
  emptyTitle,
  pager,
  renderRows,
  children,
}: ListPageProps<TData, TRow>) {
  let body;
  if (query.isPending) {
    body = <LoadingState label={loadingLabel} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        message={failure.message}
        detail={failure.detail?.(query.error)}
        retryLabel={failure.retryLabel}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (rowsOf(query.data).length === 0) {
    body = <EmptyState title={emptyTitle} />;
  } else {
    body = renderRows(rowsOf(query.data));
  }

  const heading = (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">{description}</p>
    </div>
  );

  return (
    <div className="space-y-10">
      {action ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}

      <section aria-label={label} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className={TOOLBAR_ROW[toolbarRowFrom]}>
          <SearchBox {...search} className="flex-1" />
          {filters}
        </div>
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {body}
        </div>
        {query.data && (
          <div className="border-t border-slate-200 px-4 py-3 empty:hidden sm:px-6">
            <Pagination page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} {...pager} />
          </div>
        )}
      </section>

      {children}
    </div>
  );
}
