import { delay, http, HttpResponse } from 'msw';

import type { RoommateCard } from '@/features/roommates/types';
import type { SavedRoommate } from '@/features/saved/types';

import { API } from './handlers';
import { buildRoommateCard } from './roommates';
import { server } from './server';

/** A student of GET /saved/profiles: a roommate card, saved, and when (today unless given). */
export function buildSavedRoommate(overrides: Partial<SavedRoommate> = {}): SavedRoommate {
  return { ...buildRoommateCard(), saved: true, savedAt: new Date().toISOString(), ...overrides };
}

type Failure = { status: number; error: string };

/**
 * GET /saved/profiles (the given students, newest first as given, paged by `page` and `pageSize`),
 * PUT /saved/profiles/{id} and DELETE /saved/profiles/{id}, kept in step: a student saved from
 * `known` (the cards the test shows) joins the head of the list, a removed one leaves it.
 * `failWith` answers the list with that failure, `failChangesWith` every PUT and DELETE.
 */
export function mockSavedApi(
  saved: SavedRoommate[] = [],
  {
    known = [],
    failWith,
    failChangesWith,
    latency = 5,
  }: { known?: RoommateCard[]; failWith?: Failure; failChangesWith?: Failure; latency?: number } = {},
) {
  const state = {
    saved: [...saved],
    /** The list's queries, in order. */
    lists: [] as URL[],
    /** Every PUT and DELETE, in order. */
    changes: [] as { method: 'PUT' | 'DELETE'; id: string }[],
  };
  const fail = (failure: Failure) => HttpResponse.json({ success: false, error: failure.error }, { status: failure.status });

  server.use(
    http.get(`${API}/saved/profiles`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      if (failWith) return fail(failWith);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
      const slice = state.saved.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data: slice, total: state.saved.length, page, pageSize });
    }),
    http.put(`${API}/saved/profiles/:id`, async ({ params }) => {
      const id = String(params.id);
      state.changes.push({ method: 'PUT', id });
      await delay(latency);
      if (failChangesWith) return fail(failChangesWith);
      const card = known.find((candidate) => candidate.id === id);
      if (card && !state.saved.some((entry) => entry.id === id)) {
        state.saved.unshift({ ...card, saved: true, savedAt: new Date().toISOString() });
      }
      return HttpResponse.json({ success: true, data: { saved: true } });
    }),
    http.delete(`${API}/saved/profiles/:id`, async ({ params }) => {
      const id = String(params.id);
      state.changes.push({ method: 'DELETE', id });
      await delay(latency);
      if (failChangesWith) return fail(failChangesWith);
      state.saved = state.saved.filter((entry) => entry.id !== id);
      return HttpResponse.json({ success: true, data: { saved: false } });
    }),
  );
  return state;
}
