import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';

import { blockedStudentsQueryKey } from '@/features/connections/api/get-blocked-students';
import { connectionsQueryKey } from '@/features/connections/api/get-connections';
import { receivedRequestsQueryKey } from '@/features/connections/api/get-received-requests';
import { sentRequestsQueryKey } from '@/features/connections/api/get-sent-requests';
import { conversationListQueryKey, messagesQueryKey } from '@/features/messages/api/query-keys';
import { myProfileQueryKey } from '@/features/profiles/api/get-my-profile';
import { roommatesQueryKey } from '@/features/roommates/api/get-roommates';
import { savedPostsQueryKey } from '@/features/saved/api/get-saved-posts';
import { savedProfilesQueryKey } from '@/features/saved/api/get-saved-profiles';
import { queriesShowing, readAgain, type Change } from '@/lib/changes';
import { createQueryClient } from '@/lib/query-client';

import { CHANGE_MAP } from './change-map';

const C = connectionsQueryKey;
const R = receivedRequestsQueryKey;
const S = sentRequestsQueryKey;
const B = blockedStudentsQueryKey;
const RM = roommatesQueryKey;
const M = messagesQueryKey;
const SV = savedProfilesQueryKey;
const P = myProfileQueryKey;

const sorted = (keys: readonly QueryKey[]) => keys.map((key) => JSON.stringify(key)).sort();

describe('the change map', () => {
  // What each of the connections' changes read again before the map, when the screens handed the
  // mutations lists of the other features' keys: the map must read the same, no more, no less.
  it.each<[string, Change[], QueryKey[]]>([
    ['accepting a request', ['received-requests', 'connections'], [R, C, RM, M]],
    ['marking or unmarking Interested', ['connections', 'received-requests', 'sent-requests'], [C, R, S, RM, M]],
    ["saying or taking back \"We're roommates\", ending a connection", ['connections'], [C, RM, M]],
    ['unblocking', ['blocks'], [B, RM, M]],
    ['blocking', ['blocks', 'connections', 'received-requests', 'sent-requests', 'saved-students'], [B, C, R, S, RM, SV, M]],
    ['answering the still-looking question', ['looking'], [P]],
    ['declining a request', ['received-requests'], [R]],
    ['sending a request', ['sent-requests', 'received-requests'], [S, R]],
    ['withdrawing a request', ['sent-requests'], [S]],
    ['a new connection told by the live stream', ['connections', 'sent-requests'], [C, S, RM, M]],
  ])('reads again, after %s, what it did before', (_what, changes, keys) => {
    expect(sorted(queriesShowing(CHANGE_MAP, changes))).toEqual(sorted(keys));
  });

  it('names each query once, however many changes show in it', () => {
    const keys = queriesShowing(CHANGE_MAP, ['connections', 'blocks']);
    expect(keys).toHaveLength(new Set(keys.map((key) => JSON.stringify(key))).size);
    expect(sorted(keys)).toEqual(sorted([C, RM, M, B]));
  });
});

/** A client holding one answer under each key, none of them stale yet. */
function clientWithAnswers(client: QueryClient, keys: QueryKey[]) {
  for (const key of keys) client.setQueryData(key, 'answer');
  return (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
}

describe("the app's query client", () => {
  const shown = [
    [...roommatesQueryKey, 'list', { page: 1 }],
    conversationListQueryKey,
    blockedStudentsQueryKey,
    connectionsQueryKey,
    [...savedProfilesQueryKey, 'list'],
    savedPostsQueryKey,
  ];

  it('marks stale, once a mutation settles, every query (by prefix) that shows what its meta says it changed', async () => {
    const client = createQueryClient(CHANGE_MAP);
    const stale = clientWithAnswers(client, shown);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done'), meta: { changes: ['blocks'] } }).execute(undefined);
    expect(shown.map(stale)).toEqual([true, true, true, false, false, false]);
  });

  it('settles the mutation only once the shown ones are read again', async () => {
    const client = createQueryClient(CHANGE_MAP);
    let answer = 'before';
    const observer = new QueryObserver(client, { queryKey: connectionsQueryKey, queryFn: () => Promise.resolve(answer) });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(connectionsQueryKey)).toBe('before'));
    answer = 'after';
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done'), meta: { changes: ['connections'] } }).execute(undefined);
    expect(client.getQueryData(connectionsQueryKey)).toBe('after');
    unsubscribe();
  });

  it('does so after a failure too, which may have changed something (a 409)', async () => {
    const client = createQueryClient(CHANGE_MAP);
    const stale = clientWithAnswers(client, shown);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('refused')),
      meta: { changes: ['saved-students'] },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('refused');
    expect(shown.map(stale)).toEqual([false, false, false, false, true, false]);
  });

  it('reads again in the background, once it succeeds, what a mutation that may not wait changed', async () => {
    const client = createQueryClient(CHANGE_MAP);
    const observer = new QueryObserver(client, { queryKey: blockedStudentsQueryKey, queryFn: () => new Promise<string>(() => undefined) });
    const unsubscribe = observer.subscribe(() => undefined);
    const meta = { changes: ['blocks'], readInBackground: true } as const;
    const failed = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('refused')), meta });
    await expect(failed.execute(undefined)).rejects.toThrow('refused');
    expect(client.getQueryState(blockedStudentsQueryKey)?.isInvalidated).toBe(false);
    // The read never ends here: the mutation settles all the same.
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done'), meta }).execute(undefined);
    expect(client.getQueryState(blockedStudentsQueryKey)?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('leaves every query alone after a mutation that names no change', async () => {
    const client = createQueryClient(CHANGE_MAP);
    const stale = clientWithAnswers(client, shown);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done') }).execute(undefined);
    expect(shown.map(stale)).toEqual([false, false, false, false, false, false]);
  });

  it('loads a map given as a loader once, when first needed, and reads again with it', async () => {
    let loads = 0;
    const client = createQueryClient(() => {
      loads += 1;
      return Promise.resolve(CHANGE_MAP);
    });
    const stale = clientWithAnswers(client, shown);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done') }).execute(undefined);
    expect(loads).toBe(0);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done'), meta: { changes: ['blocks'] } }).execute(undefined);
    await readAgain(client, ['saved-students']);
    expect(loads).toBe(1);
    expect(shown.map(stale)).toEqual([true, true, true, false, true, false]);
  });

  it('settles a mutation as it would have when the map cannot be loaded, and tries the load again next time', async () => {
    let offline = true;
    const client = createQueryClient(() => (offline ? Promise.reject(new Error('offline')) : Promise.resolve(CHANGE_MAP)));
    const stale = clientWithAnswers(client, shown);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('done'), meta: { changes: ['blocks'] } });
    await expect(mutation.execute(undefined)).resolves.toBe('done');
    expect(shown.map(stale)).toEqual([false, false, false, false, false, false]);
    offline = false;
    await readAgain(client, ['blocks']);
    expect(shown.map(stale)).toEqual([true, true, true, false, false, false]);
  });

  it('reads a change again outside a mutation too (readAgain), and nothing for a client without the map', async () => {
    const client = createQueryClient(CHANGE_MAP);
    const stale = clientWithAnswers(client, shown);
    await readAgain(client, ['connections']);
    expect(shown.map(stale)).toEqual([true, true, false, true, false, false]);

    const bare = createQueryClient();
    const bareStale = clientWithAnswers(bare, shown);
    await readAgain(bare, ['connections']);
    expect(shown.map(bareStale)).toEqual([false, false, false, false, false, false]);
  });
});
