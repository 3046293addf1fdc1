import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';

import { attachChangeMap, readAgain, type ChangeMapSource } from './changes';

export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 60 * 1000,
  },
} satisfies DefaultOptions;

/**
 * A query client; with `changes` (the app's map, src/app/compose/change-map.ts), a mutation that
 * says what it changes (`meta.changes`) has every query showing it read again once it settles, and
 * waits for them (or, with `meta.readInBackground`, once it succeeds, without waiting).
 */
export function createQueryClient(changes?: ChangeMapSource): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: queryConfig,
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const { changes, readInBackground } = mutation.meta ?? {};
        if (changes && readInBackground) void readAgain(client, changes);
      },
      onSettled: (_data, _error, _variables, _context, mutation) => {
        const { changes, readInBackground } = mutation.meta ?? {};
        return changes && !readInBackground ? readAgain(client, changes) : undefined;
      },
    }),
  });
  if (changes) attachChangeMap(client, changes);
  return client;
}
