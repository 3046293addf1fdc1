import { delay, http, HttpResponse } from 'msw';

import { API } from './handlers';
import { server } from './server';

type Failure = { status: number; error: string };

interface ResearchSharingApiOptions {
  /** When the person opted out of research sharing; null (the default) when they have not. */
  optedOutAt?: string | null;
  /** Answers GET /settings/research-sharing with this failure. */
  loadFailure?: Failure;
  /** Answers PUT /settings/research-sharing with this failure. */
  saveFailure?: Failure;
  /** The time a new opt-out is recorded at. */
  now?: string;
  latency?: number;
}

/**
 * GET and PUT /settings/research-sharing, kept like the server: opting out records the time, opting out
 * again keeps the first one, opting back in forgets it. The body of every PUT is recorded in `puts`.
 */
export function mockResearchSharingApi({
  optedOutAt = null,
  loadFailure,
  saveFailure,
  now = '2026-03-04T15:00:00Z',
  latency = 5,
}: ResearchSharingApiOptions = {}) {
  const state = { optedOutAt, puts: [] as unknown[] };
  const fail = (failure: Failure) => HttpResponse.json({ success: false, error: failure.error }, { status: failure.status });
  const answer = () => HttpResponse.json({ success: true, data: { optedOut: state.optedOutAt !== null, optedOutAt: state.optedOutAt } });
  server.use(
    http.get(`${API}/settings/research-sharing`, async () => {
      await delay(latency);
      return loadFailure ? fail(loadFailure) : answer();
    }),
    http.put(`${API}/settings/research-sharing`, async ({ request }) => {
      const body = (await request.json()) as { optedOut: boolean };
      state.puts.push(body);
      await delay(latency);
      if (saveFailure) return fail(saveFailure);
      state.optedOutAt = body.optedOut ? (state.optedOutAt ?? now) : null;
      return answer();
    }),
  );
  return state;
}
