import { delay, http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';

import { API } from './handlers';
import { server } from './server';

type NewsletterPreviewDto = components['schemas']['NewsletterPreviewDto'];

/** The server's answer to a link it does not know. */
export const NEWSLETTER_LINK_SPENT = 'This link no longer works: the address may be unsubscribed already.';

interface NewsletterApiOptions {
  email?: string;
  /** The universities chosen so far (none: all). */
  universityIds?: string[];
  /** Whether the link works (false: every call answers 404). */
  valid?: boolean;
  /** Ids the server knows; a PUT naming another answers 400. Any id when not given. */
  knownUniversities?: string[];
  latency?: number;
}

/**
 * The subscriber's own page's calls, kept in memory for one token: GET and PUT
 * /newsletter/subscriptions/{token} and POST /newsletter/unsubscribe/{token}, which spends the link.
 * Every call is recorded in `calls` ("GET <token>", "PUT <token> <ids>", "POST <token>").
 */
export function mockNewsletterApi({
  email = 'alex@umich.edu',
  universityIds = [],
  valid = true,
  knownUniversities,
  latency = 10,
}: NewsletterApiOptions = {}) {
  const state = { valid, universityIds: [...universityIds], calls: [] as string[] };
  const spent = () => HttpResponse.json({ success: false, error: NEWSLETTER_LINK_SPENT }, { status: 404 });
  const answer = () => HttpResponse.json({ success: true, data: { email, universityIds: state.universityIds } });

  server.use(
    http.get(`${API}/newsletter/subscriptions/:token`, async ({ params }) => {
      state.calls.push(`GET ${String(params.token)}`);
      await delay(latency);
      return state.valid ? answer() : spent();
    }),
    http.put(`${API}/newsletter/subscriptions/:token`, async ({ params, request }) => {
      const { universityIds: chosen } = (await request.json()) as { universityIds: string[] };
      state.calls.push(`PUT ${String(params.token)} ${chosen.join(',')}`);
      await delay(latency);
      if (!state.valid) return spent();
      if (knownUniversities && chosen.some((id) => !knownUniversities.includes(id))) {
        const error = 'One of these universities is not on Quad';
        return HttpResponse.json({ success: false, error, fields: { universityIds: error } }, { status: 400 });
      }
      state.universityIds = chosen;
      return answer();
    }),
    http.post(`${API}/newsletter/unsubscribe/:token`, async ({ params }) => {
      state.calls.push(`POST ${String(params.token)}`);
      await delay(latency);
      if (!state.valid) return spent();
      state.valid = false;
      return HttpResponse.json({ success: true, message: `${email} is unsubscribed from Quad's newsletter.` });
    }),
  );
  return state;
}

/** The next issue with a post featured and a university opened since the last one, and its e-mail. */
export function buildNewsletterPreview(overrides: Partial<NewsletterPreviewDto> = {}): NewsletterPreviewDto {
  return {
    dueAt: '2030-12-09T14:00:00Z',
    since: '2030-12-02T14:00:00Z',
    featuredPosts: 3,
    openedUniversities: 1,
    subscribers: 1250,
    recipients: 1180,
    copy: {
      subject: 'This week on Quad',
      text: 'Hi,\n\nHere is what is new on Quad since the last newsletter.\n',
      html: '<!doctype html><html><body><p>Hi,</p><h2>Now open on Quad</h2></body></html>',
    },
    ...overrides,
  };
}

/** GET /admin/newsletter/preview answering `preview`; the calls are counted in `requests`. */
export function mockNewsletterPreview(preview: NewsletterPreviewDto) {
  const state = { requests: 0 };
  server.use(
    http.get(`${API}/admin/newsletter/preview`, () => {
      state.requests += 1;
      return HttpResponse.json({ success: true, data: preview });
    }),
  );
  return state;
}
