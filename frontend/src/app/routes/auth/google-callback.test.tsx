import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { pageReload } from '@/features/auth/components/google-callback-status';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { EXPIRED_MESSAGE, mockSecondFactorVerify, RIGHT_CODE } from '@/testing/mocks/two-step';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const FAILED = 'Authentication failed. Please try again.';

/** POST /auth/google/exchange answers `status` with `body`; returns the codes it was sent. */
function exchangeAnswers(status: number, body: Record<string, unknown>, onRequest?: () => void) {
  const codes: unknown[] = [];
  server.use(
    http.post(`${API}/auth/google/exchange`, async ({ request }) => {
      onRequest?.();
      codes.push(((await request.json()) as { code?: unknown }).code);
      await delay(30);
      return HttpResponse.json(body, { status });
    }),
  );
  return codes;
}

describe('/auth/google/callback', () => {
  beforeEach(() => {
    vi.spyOn(pageReload, 'replace').mockImplementation(() => undefined);
  });

  it('takes the code out of the URL, exchanges it once (even in StrictMode), stores the token and reloads at /login (which sends the person on)', async () => {
    let searchWhenExchanged: string | undefined;
    const codes = exchangeAnswers(200, { success: true, token: 'google-token', user: buildUser() }, () => {
      searchWhenExchanged = router.state.location.search;
    });
    const { router } = renderRoutes(routes, '/auth/google/callback?code=one-time', { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/auth/google/callback');
    expect(router.state.historyAction).toBe('REPLACE');

    await waitFor(() => expect(pageReload.replace).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('token')).toBe('google-token');
    expect(codes).toEqual(['one-time']);
    expect(searchWhenExchanged).toBe('');
    expect(pageReload.replace).toHaveBeenCalledTimes(1);
  });

  it('ignores a token in the URL: nothing is stored and the sign-in failed', async () => {
    const codes = exchangeAnswers(200, { success: true, token: 'never', user: buildUser() });
    renderRoutes(routes, '/auth/google/callback?token=attacker-session');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(codes).toHaveLength(0);
    expect(pageReload.replace).not.toHaveBeenCalled();
  });

  it('says the sign-in failed when the code is refused, and stores nothing', async () => {
    exchangeAnswers(400, { success: false, error: FAILED });
    const { router } = renderRoutes(routes, '/auth/google/callback?code=spent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(pageReload.replace).not.toHaveBeenCalled();
  });

  it('says the sign-in failed when the exchange answers without a token, and stores nothing', async () => {
    exchangeAnswers(200, { success: true, token: '', user: buildUser() });
    renderRoutes(routes, '/auth/google/callback?code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByText('No authentication token received')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(pageReload.replace).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the exchange fails otherwise", async () => {
    exchangeAnswers(404, { success: false, error: 'Google sign-in is not available' });
    renderRoutes(routes, '/auth/google/callback?code=c1');
    expect(await screen.findByText('Google sign-in is not available')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
  });

  it.each([
    ['the server fails', () => exchangeAnswers(500, { success: false, error: 'Something went wrong on our side. Please try again.' })],
    ['the server cannot be reached', () => server.use(http.post(`${API}/auth/google/exchange`, () => HttpResponse.error()))],
  ])('says "Authentication error" when %s, stores nothing and offers the way back to login', async (_, arrange) => {
    arrange();
    const { user, router } = renderRoutes(routes, '/auth/google/callback?code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByText('Authentication error')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong|Failed to fetch/)).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(pageReload.replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('without a code says the sign-in failed and offers the way back to login', async () => {
    const { user, router } = renderRoutes(routes, '/auth/google/callback');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(pageReload.replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's reason when there is one", async () => {
    renderRoutes(routes, '/auth/google/callback?error=This%20account%20is%20suspended.%20Please%20contact%20support.');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByText('This account is suspended. Please contact support.')).toBeInTheDocument();
  });

  it("never shows words from the address that the server does not give", async () => {
    renderRoutes(routes, '/auth/google/callback?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100%20to%20unlock%20it.');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/Call \+1 555/)).not.toBeInTheDocument();
  });

  it('sends a signed-in person on to their next step (replace)', async () => {
    mockProfileApi(null);
    signInAs(buildUser());
    const { router } = renderRoutes(routes, '/auth/google/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/create'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  describe('with two-step sign-in', () => {
    const admin = buildUser({ role: 'admin', isAdmin: true });

    it('asks for the code here, stores the token only once it is right, then reloads where the login was asked for', async () => {
      sessionStorage.setItem('quad.returnTo', '/admin/users');
      exchangeAnswers(200, { success: true, token: 'pending-google', user: admin, secondFactor: 'code' });
      const requests = mockSecondFactorVerify({ user: admin, pendingToken: 'pending-google' });
      const { user } = renderRoutes(routes, '/auth/google/callback?code=one-time');

      expect(await screen.findByRole('heading', { level: 1, name: 'Finish signing in' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(pageReload.replace).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(pageReload.replace).toHaveBeenCalledWith('/admin/users'));
      expect(localStorage.getItem('token')).toBe('pending-google');
      expect(requests[0]!.authorization).toBe('Bearer pending-google');
    });

    it('says the sign-in failed when it expired before the code', async () => {
      exchangeAnswers(200, { success: true, token: 'pending-google', user: admin, secondFactor: 'code' });
      mockSecondFactorVerify({ user: admin, pendingToken: 'pending-google', expired: true });
      const { user } = renderRoutes(routes, '/auth/google/callback?code=one-time');
      await user.type(await screen.findByLabelText('6-digit code'), RIGHT_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
      expect(screen.getByText(EXPIRED_MESSAGE)).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(pageReload.replace).not.toHaveBeenCalled();
    });

    it('goes back to the login page from the code step', async () => {
      exchangeAnswers(200, { success: true, token: 'pending-google', user: admin, secondFactor: 'code' });
      const { user, router } = renderRoutes(routes, '/auth/google/callback?code=one-time');
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('token')).toBeNull();
    });

    it.each([
      ['an admin asked to set it up', 'setUp', admin, '/settings/two-step?next=%2Fadmin'],
      ['a manager offered it', 'offered', buildUser({ role: 'manager' }), '/settings/two-step?next=%2Fmanager'],
    ])('reloads %s at the set-up page, told where they were going', async (_who, secondFactor, person, target) => {
      exchangeAnswers(200, { success: true, token: 'google-token', user: person, secondFactor });
      renderRoutes(routes, '/auth/google/callback?code=one-time');
      await waitFor(() => expect(pageReload.replace).toHaveBeenCalledWith(target));
      expect(localStorage.getItem('token')).toBe('google-token');
    });
  });
});
