import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { mockSecondFactorVerify, mockTwoStepApi, RIGHT_CODE } from '@/testing/mocks/two-step';
import { renderRoutes } from '@/testing/test-utils';

type User = ReturnType<typeof renderRoutes>['user'];

async function openPage(options: { fakeTimers?: boolean } = {}) {
  const view = renderRoutes(routes, '/reset-password/reset-secret', options);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return view;
}

async function submit(user: User, password: string, confirmation = password) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

function resetAnswers(status: number, body: Record<string, unknown>) {
  const requests: { path: string; body: unknown }[] = [];
  server.use(
    http.put(`${API}/auth/reset-password/:resetToken`, async ({ request, params }) => {
      requests.push({ path: String(params.resetToken), body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('/reset-password/:resetToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['Sh0rt', 'Sh0rt', 'New password', 'Password must be at least 8 characters long'],
    [
      'lowercase123',
      'lowercase123',
      'New password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Secret123', 'Secret124', 'Confirm new password', 'Passwords do not match'],
    ['', '', 'New password', 'Please enter a new password'],
  ])('rejects "%s" / "%s" at %s: "%s"', async (password, confirmation, label, message) => {
    const requests = resetAnswers(200, {});
    const { user } = await openPage();
    await submit(user, password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('sets the password, signs in, and goes on to their next step after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockProfileApi(buildProfile({ profileStatus: 'approved' }));
    const requests = resetAnswers(200, { success: true, token: 'fresh-token', user: buildUser({ username: 'sam' }) });
    const { user, router } = await openPage({ fakeTimers: true });
    await submit(user, 'NewSecret1');

    expect(await screen.findByText('Your password has been reset successfully!')).toBeInTheDocument();
    expect(requests).toEqual([{ path: 'reset-secret', body: { password: 'NewSecret1', confirmPassword: 'NewSecret1' } }]);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { username: 'sam' } });

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(router.state.location.pathname).toBe('/reset-password/reset-secret');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows an expired link with a way to ask for a new one', async () => {
    resetAnswers(410, { success: false, error: 'This reset link has expired. Please request a new one.' });
    const { user } = await openPage();
    await submit(user, 'NewSecret1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows "Password reset failed" when the server gives no reason', async () => {
    resetAnswers(500, { success: false, error: '' });
    const { user } = await openPage();
    await submit(user, 'NewSecret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed');
  });

  it('shows a password rule broken on the server at its field', async () => {
    resetAnswers(400, {
      success: false,
      error: 'Password must be at most 128 characters long',
      fields: { password: 'Password must be at most 128 characters long' },
    });
    const { user } = await openPage();
    await submit(user, 'NewSecret1');
    expect(await screen.findByText('Password must be at most 128 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "An error occurred" when the server cannot be reached', async () => {
    server.use(http.put(`${API}/auth/reset-password/:resetToken`, () => HttpResponse.error()));
    const { user } = await openPage();
    await submit(user, 'NewSecret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('asks staff for the code before signing them in, then goes on to their area', async () => {
    const admin = buildUser({ role: 'admin', isAdmin: true });
    resetAnswers(200, { success: true, token: 'pending-reset', user: admin, secondFactor: 'code' });
    const requests = mockSecondFactorVerify({ user: admin, pendingToken: 'pending-reset' });
    const { user, router } = await openPage();
    await submit(user, 'NewSecret1');

    expect(await screen.findByText('Your password has been reset successfully!')).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);

    await user.type(code, RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You are now signed in. Taking you to Quad…')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('pending-reset');
    expect(requests[0]!.authorization).toBe('Bearer pending-reset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
  });

  it('sends an admin without two-step sign-in to set it up after the reset', async () => {
    resetAnswers(200, { success: true, token: 'admin-token', user: buildUser({ role: 'admin', isAdmin: true }), secondFactor: 'setUp' });
    mockTwoStepApi({ required: true });
    const { user, router } = await openPage();
    await submit(user, 'NewSecret1');
    expect(await screen.findByText('Your password has been reset successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('admin-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/two-step'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?next=%2Fadmin');
  });
});
