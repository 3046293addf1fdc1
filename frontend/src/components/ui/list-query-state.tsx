import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api/errors';

interface ListQueryStateOptions {
  loadingLabel: string;
  /** The failure's words: fixed, or read from the error. */
  failedMessage: string | ((error: Error) => string);
  /** Shown instead of the list when the server answers 403 (the viewer has no approved profile), with its message. */
  renderForbidden?: (message: string) => ReactNode;
  /** Less space around the states, inside a panel or a form, and no card of their own (the manager's screens). */
  compact?: boolean;
}

/** What of a query (a plain or an infinite one) the states read. */
type ListQuery = Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isPending' | 'isFetching'> & { refetch: () => Promise<unknown> };

/**
 * What a list shows until its data is there: loading, the server's 403 (as the app words it), or a
 * failure with Try again; null once the data has come.
 */
export function listQueryState(
  query: ListQuery,
  { loadingLabel, failedMessage, renderForbidden, compact = false }: ListQueryStateOptions,
): ReactNode {
  if (query.isError && renderForbidden && query.error instanceof ApiError && query.error.status === 403) {
    return renderForbidden(query.error.message);
  }
  if (query.isPending) return <LoadingState label={loadingLabel} compact={compact} />;
  if (query.isError) {
    // A failed query holds its error.
    const error = query.error ?? new Error(GENERIC_ERROR_MESSAGE);
    return (
      <ErrorState
        framed={!compact}
        compact={compact}
        message={typeof failedMessage === 'string' ? failedMessage : failedMessage(error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return null;
}
