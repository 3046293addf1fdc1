import { http, HttpResponse } from 'msw';

import type { Membership } from '@/lib/membership';

import { API } from './handlers';
import { server } from './server';

/** GET /auth/university-email for someone who has shown nothing yet, unless told. */
export function buildMembership(overrides: Partial<Membership> = {}): Membership {
  return { universityEmail: null, verifiedAt: null, pendingEmail: null, universities: [], ...overrides };
}

type Answer = { status: number; body: Record<string, unknown> };

/** Google's consent screen, as POST /auth/university-email/google answers it in tests. */
export const GOOGLE_CONSENT_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=quad&state=test';

/**
 * The university e-mail calls over one membership kept for the test: GET, POST (the address waits
 * for its link; `refuseAdd` answers instead), DELETE (the universities `signIn` proves stay), the
 * confirm link (`confirmAnswer`, else 200) and the start of Google's proof (`refuseGoogle`, else
 * Google's consent screen). Answers the state and what was sent, to assert on.
 */
export function mockMembershipApi({
  membership = buildMembership(),
  signIn = [],
}: { membership?: Membership; signIn?: Membership['universities'] } = {}) {
  const state = {
    membership,
    added: [] as string[],
    removed: 0,
    confirmed: [] as string[],
    refuseAdd: null as Answer | null,
    confirmAnswer: null as Answer | null,
    /** The `returnTo` of each start of Google's proof. */
    googleStarts: [] as string[],
    refuseGoogle: null as Answer | null,
  };
  server.use(
    http.get(`${API}/auth/university-email`, () => HttpResponse.json({ success: true, data: state.membership })),
    http.post(`${API}/auth/university-email`, async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      state.added.push(email);
      if (state.refuseAdd) return HttpResponse.json({ success: false, ...state.refuseAdd.body }, { status: state.refuseAdd.status });
      state.membership = { ...state.membership, pendingEmail: email };
      return HttpResponse.json(
        { success: true, message: `We sent a link to ${email}. Open it to confirm your university e-mail.` },
        { status: 202 },
      );
    }),
    http.delete(`${API}/auth/university-email`, () => {
      state.removed += 1;
      state.membership = buildMembership({ universities: signIn });
      return HttpResponse.json({ success: true, message: 'Your university e-mail was removed.' });
    }),
    http.post(`${API}/auth/university-email/confirm/:token`, ({ params }) => {
      state.confirmed.push(String(params.token));
      if (state.confirmAnswer) {
        return HttpResponse.json({ success: false, ...state.confirmAnswer.body }, { status: state.confirmAnswer.status });
      }
      const email = state.membership.pendingEmail ?? 'ada@umich.edu';
      return HttpResponse.json({ success: true, message: `${email} is now your university e-mail.` });
    }),
    http.post(`${API}/auth/university-email/google`, async ({ request }) => {
      const { returnTo } = (await request.json()) as { returnTo: string };
      state.googleStarts.push(returnTo);
      if (state.refuseGoogle) return HttpResponse.json({ success: false, ...state.refuseGoogle.body }, { status: state.refuseGoogle.status });
      return HttpResponse.json({ success: true, data: { url: GOOGLE_CONSENT_URL } });
    }),
  );
  return state;
}
