import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * What a change on the server alters, named as the product does: who is connected, the requests
 * waiting either way, blocks, the students one saved, whether one still looks for a roommate. A
 * mutation says which it makes (`meta: { changes: [...] }`); which queries show each is the app's
 * to say (`ChangeMap`), as a feature knows only its own queries.
 */
export type Change = 'connections' | 'received-requests' | 'sent-requests' | 'blocks' | 'saved-students' | 'looking';

/** For each change, the queries (by key prefix) that show it and are read again after it. */
export type ChangeMap = Readonly<Record<Change, readonly QueryKey[]>>;

/**
 * A query client's map: the map, or how to load it (the app's loads apart: it names several
 * features' queries, which a guest's visit needs none of). A map that loads apart is loaded when
 * first needed, or before (`loadChangeMap`).
 */
export type ChangeMapSource = ChangeMap | (() => Promise<ChangeMap>);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What the mutation changes: once it settles (a failure too may have changed something), the
       * queries showing it are read again, and the mutation waits for them.
       */
      changes?: readonly Change[];
      /**
       * …unless it may not wait for them (a block: the page of the blocked student leaves at once):
       * then they are read again once it succeeds, and it settles meanwhile.
       */
      readInBackground?: true;
    };
  }
}

/** The queries to read again after `changes`: each key the map names for one of them, once. */
export function queriesShowing(map: ChangeMap, changes: readonly Change[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const change of changes) for (const key of map[change]) keys.set(hashKey(key), key);
  return [...keys.values()];
}

interface LoadedMap {
  /** Once loaded, read without waiting. */
  map?: ChangeMap;
  /** The map, once loaded; undefined when it could not be (a failed load is tried again next time). */
  load: () => Promise<ChangeMap | undefined>;
}

/** Each query client's map, given when it is made (`createQueryClient`). */
const maps = new WeakMap<QueryClient, LoadedMap>();

export function attachChangeMap(client: QueryClient, source: ChangeMapSource): void {
  if (typeof source !== 'function') {
    maps.set(client, { map: source, load: () => Promise.resolve(source) });
    return;
  }
  let loading: Promise<ChangeMap | undefined> | undefined;
  const entry: LoadedMap = {
    load: () =>
      (loading ??= source().then(
        (map) => (entry.map = map),
        () => (loading = undefined),
      )),
  };
  maps.set(client, entry);
}

/** Starts loading the client's map, if it loads apart and is not loaded yet. */
export function loadChangeMap(client: QueryClient): void {
  void maps.get(client)?.load();
}

const invalidate = (client: QueryClient, map: ChangeMap | undefined, changes: readonly Change[]) =>
  Promise.all(map ? queriesShowing(map, changes).map((queryKey) => client.invalidateQueries({ queryKey })) : []);

/**
 * Marks stale every query that shows `changes` (by the client's map; none without one) and reads the
 * shown ones again; resolves once they are read. A mutation's `meta.changes` does this by itself: this
 * is for what happens outside a mutation (a live event).
 */
export function readAgain(client: QueryClient, changes: readonly Change[]): Promise<unknown> {
  const entry = maps.get(client);
  if (!entry) return Promise.resolve();
  if (entry.map) return invalidate(client, entry.map, changes);
  return entry.load().then((map) => invalidate(client, map, changes));
}
