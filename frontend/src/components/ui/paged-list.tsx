import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';

/** What a page of a list says of itself (the server's `Paged`). */
export interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

interface PagedListProps<TData extends PageOf, TRow> {
  query: UseQueryResult<TData>;
  rowsOf: (data: TData) => readonly TRow[];
  loadingLabel: string;
  /** The failed load's words, from its error. */
  errorMessage: (error: Error) => string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The pager under the rows: what it counts ("reports"), its name ("Report pages") and its buttons. */
  pager: { noun: string; label: string; onPageChange: (page: number) => void };
  /** The page's rows (a grid of cards). */
  children: (rows: readonly TRow[]) => ReactNode;
}

/** A staff queue's page: loading, failed (with Try again) or empty, else its rows and the pager under them. */
export function PagedList<TData extends PageOf, TRow>({
  query,
  rowsOf,
  loadingLabel,
  errorMessage,
  empty,
  pager,
  children,
}: PagedListProps<TData, TRow>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = rowsOf(query.data);
  if (rows.length === 0) return empty;
  return (
    <>
      {children(rows)}
      <div className="mt-6 empty:hidden">
        <Pagination page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} {...pager} />
      </div>
    </>
  );
}
