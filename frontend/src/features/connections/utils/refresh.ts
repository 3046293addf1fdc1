import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks every query under these keys stale and reads the shown ones again; resolves once they are read. */
export function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
