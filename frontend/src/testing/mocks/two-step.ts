import { delay, http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';
import type { User } from '@/lib/auth';

import { API, buildSecondFactorStatus } from './handlers';
import { server } from './server';

type SecondFactorStatusDto = components['schemas']['SecondFactorStatusDto'];

/** The code the fake authenticator app shows: the only one the fake server takes. */
export const RIGHT_CODE = '123456';
export const WRONG_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
export const EXPIRED_MESSAGE = 'That sign-in has expired. Please sign in again.';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** What POST /auth/second-factor/setup answers. */
export const ENROLMENT = {
  secret: SECRET,
  uri: `otpauth://totp/Quad:ada%40umich.edu?secret=${SECRET}&issuer=Quad`,
};
/** The ten recovery codes confirming answers. */
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, n) => `${(0xa0 + n).toString(16)}1b-3c4d-5e6f-7a8b`);

const fold = (code: string) => code.replace(/[^0-9a-z]/gi, '').toLowerCase();

export interface RecordedTwoStepRequest {
  method: string;
  path: string;
  body?: unknown;
  authorization: string | null;
}

/**
 * An in-memory two-step sign-in for the signed-in person: GET /auth/second-factor, POST …/setup and
 * POST …/confirm (which takes `RIGHT_CODE` only), off and not required unless told otherwise. Every
 * call is recorded in `requests`.
 */
export function mockTwoStepApi(initial: Partial<SecondFactorStatusDto> = {}, { latency = 10 } = {}) {
  const state = {
    status: buildSecondFactorStatus({ on: false, required: false, sessionVerified: false, recoveryCodesLeft: 0, ...initial }),
    started: false,
    requests: [] as RecordedTwoStepRequest[],
  };
  const record = async (request: Request, body = false) => {
    const url = new URL(request.url);
    state.requests.push({
      method: request.method,
      path: url.pathname,
      ...(body ? { body: await request.json() } : {}),
      authorization: request.headers.get('Authorization'),
    });
  };
  server.use(
    http.get(`${API}/auth/second-factor`, async ({ request }) => {
      await record(request);
      await delay(latency);
      return HttpResponse.json({ success: true, data: state.status });
    }),
    http.post(`${API}/auth/second-factor/setup`, async ({ request }) => {
      await record(request);
      await delay(latency);
      if (state.status.on) return HttpResponse.json({ success: false, error: 'Two-step sign-in is already on' }, { status: 409 });
      state.started = true;
      return HttpResponse.json({ success: true, data: ENROLMENT });
    }),
    http.post(`${API}/auth/second-factor/confirm`, async ({ request }) => {
      await record(request, true);
      await delay(latency);
      const { code } = state.requests.at(-1)!.body as { code: string };
      if (!state.started) {
        return HttpResponse.json({ success: false, error: 'Start setting up two-step sign-in first' }, { status: 409 });
      }
      if (code !== RIGHT_CODE) {
        return HttpResponse.json({ success: false, error: WRONG_CODE_MESSAGE, fields: { code: WRONG_CODE_MESSAGE } }, { status: 400 });
      }
      state.started = false;
      state.status = { ...state.status, on: true, sessionVerified: true, recoveryCodesLeft: RECOVERY_CODES.length };
      return HttpResponse.json({ success: true, data: { recoveryCodes: RECOVERY_CODES } });
    }),
  );
  return state;
}

/**
 * POST /auth/second-factor/verify for a sign-in that waits for its code: `RIGHT_CODE` or an unused
 * recovery code (case, spaces and dashes ignored) with `pendingToken` signs `user` in; `expired`
 * answers every call with the 401 of a sign-in that waited too long.
 */
export function mockSecondFactorVerify({ user, pendingToken, expired = false }: { user: User; pendingToken: string; expired?: boolean }) {
  const requests: RecordedTwoStepRequest[] = [];
  const used = new Set<string>();
  server.use(
    http.post(`${API}/auth/second-factor/verify`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      const authorization = request.headers.get('Authorization');
      requests.push({ method: 'POST', path: new URL(request.url).pathname, body, authorization });
      await delay(10);
      if (expired || authorization !== `Bearer ${pendingToken}`) {
        return HttpResponse.json({ success: false, error: EXPIRED_MESSAGE }, { status: 401 });
      }
      const recovery = RECOVERY_CODES.map(fold).find((known) => known === fold(body.code) && !used.has(known));
      if (body.code !== RIGHT_CODE && !recovery) {
        return HttpResponse.json({ success: false, error: WRONG_CODE_MESSAGE, fields: { code: WRONG_CODE_MESSAGE } }, { status: 400 });
      }
      if (recovery) used.add(recovery);
      return HttpResponse.json({ success: true, token: pendingToken, user });
    }),
  );
  return requests;
}
