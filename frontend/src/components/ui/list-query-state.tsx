import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { ApiError } from '@/lib/api/errors';

interface ListQueryStateOptions {
  loadingLabel: string;
  failedMessage: string;
  /** Shown instead of the list when the server answers 403 (the viewer has no approved profile), with its message. */
  renderForbidden?: (message: string) => ReactNode;
}

/** What of a query (a plain or an infinite one) the states read. */
type ListQuery = Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isPending' | 'isFetching'> & { refetch: () => Promise<unknown> };

/**
 * What a list shows until its data is there: loading, the server's 403 (as the app words it), or a
 * failure with Try again; null once the data has come.
 */
export function listQueryState(query: ListQuery, { loadingLabel, failedMessage, renderForbidden }: ListQueryStateOptions): ReactNode {
  if (query.isError && renderForbidden && query.error instanceof ApiError && query.error.status === 403) {
    return renderForbidden(query.error.message);
  }
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState framed message={failedMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return null;
}
