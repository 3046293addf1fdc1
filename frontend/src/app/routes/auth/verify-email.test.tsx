import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function verifyAnswers(status: number, body: Record<string, unknown>) {
  const calls: string[] = [];
  const bearers: (string | null)[] = [];
  server.use(
    http.get(`${API}/auth/verify-email/:verificationToken`, async ({ params, request }) => {
      calls.push(String(params.verificationToken));
      bearers.push(request.headers.get('Authorization'));
      await delay(30);
      return HttpResponse.json(body, { status });
    }),
  );
  return { calls, bearers };
}

const VERIFIED_ELSEWHERE = 'Your email is verified. Please log in to continue.';

describe('/verify-email/:verificationToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies once (even in StrictMode) with the registration token, signs in, and goes on to create a profile after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockProfileApi(null);
    useSession.getState().startRegistration('registration-token');
    const { calls, bearers } = verifyAnswers(200, {
      success: true,
      message: 'Your email is verified.',
      token: 'verified-token',
      user: buildUser({ firstName: 'Maya', lastName: 'T' }),
    });
    const { router } = renderRoutes(routes, '/verify-email/abc123', { strict: true, fakeTimers: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Verifying your email' })).toBeInTheDocument();
    expect(document.title).toBe('Email Verification · Quad');
    expect(await screen.findByText('Your email has been verified successfully!')).toBeInTheDocument();
    expect(calls).toEqual(['abc123']);
    expect(bearers).toEqual(['Bearer registration-token']);
    expect(localStorage.getItem('token')).toBe('verified-token');
    expect(useSession.getState().isAuthenticated).toBe(true);
    expect(await screen.findByRole('button', { name: /Maya T, account menu/ })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(router.state.location.pathname).toBe('/verify-email/abc123');
    expect(screen.getByRole('link', { name: 'Continue to Quad' })).toHaveAttribute('href', '/profile/create');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/create'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose your university' })).toBeInTheDocument();
    expect(calls).toEqual(['abc123']);
  });

  it.each([
    ['a stale registration token', () => useSession.getState().startRegistration('stale-registration-token')],
    ['nothing stored', () => undefined],
  ])('verified elsewhere (%s): shows the message, stays signed out, and goes to /login after 3 seconds', async (_, arrange) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    arrange();
    verifyAnswers(200, { success: true, message: VERIFIED_ELSEWHERE });
    const { router } = renderRoutes(routes, '/verify-email/abc123', { strict: true, fakeTimers: true });

    expect(await screen.findByText(VERIFIED_ELSEWHERE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Your email has been verified successfully!')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(useSession.getState()).toMatchObject({ token: null, isAuthenticated: false, needsVerification: false });

    act(() => {
      vi.advanceTimersByTime(3100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('verified elsewhere, forgets a registration token the start-up check finds only afterwards', async () => {
    localStorage.setItem('token', 'stale-registration-token');
    verifyAnswers(200, { success: true, message: VERIFIED_ELSEWHERE });
    renderRoutes(routes, '/verify-email/abc123');
    expect(await screen.findByText(VERIFIED_ELSEWHERE)).toBeInTheDocument();

    act(() => useSession.getState().startRegistration('stale-registration-token'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(useSession.getState().needsVerification).toBe(false);
  });

  it('verified elsewhere, keeps a signed-in person signed in', async () => {
    signInAs(buildUser());
    verifyAnswers(200, { success: true, message: VERIFIED_ELSEWHERE });
    renderRoutes(routes, '/verify-email/abc123');
    expect(await screen.findByText(VERIFIED_ELSEWHERE)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it.each([
    [429, { success: false, error: 'Too many requests' }, 'Too many verification attempts. Please try again later.'],
    [410, { success: false, error: 'This verification link has expired. Please request a new one.' }, 'This verification link has expired. Please request a new one.'],
    [400, { success: false, error: '' }, 'Verification failed'],
    [500, { success: false, error: 'Something went wrong on our side. Please try again.' }, 'Email verification failed'],
    [503, { success: false, error: '' }, 'Email verification failed'],
  ])('answers a %i with the right message and a way back to login', async (status, body, shown) => {
    verifyAnswers(status, body);
    renderRoutes(routes, '/verify-email/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t verify your email' })).toBeInTheDocument();
    expect(screen.getByText(shown, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('says "Email verification failed" when the server cannot be reached, and stays signed out', async () => {
    server.use(http.get(`${API}/auth/verify-email/:verificationToken`, () => HttpResponse.error()));
    renderRoutes(routes, '/verify-email/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t verify your email' })).toBeInTheDocument();
    expect(screen.getByText('Email verification failed', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('without a token says the link is invalid and calls nothing', async () => {
    const { calls } = verifyAnswers(200, {});
    renderRoutes(routes, '/verify-email');
    expect(await screen.findByText('Invalid verification link')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
