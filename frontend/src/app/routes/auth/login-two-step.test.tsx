import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import {
  EXPIRED_MESSAGE,
  mockSecondFactorVerify,
  mockTwoStepApi,
  RECOVERY_CODES,
  RIGHT_CODE,
  WRONG_CODE_MESSAGE,
} from '@/testing/mocks/two-step';
import { renderRoutes } from '@/testing/test-utils';

const admin = buildUser({ role: 'admin', isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
const moderator = buildUser({ role: 'moderator', firstName: 'Mo', lastName: 'Derator' });

function loginAnswers(body: Record<string, unknown>) {
  server.use(http.post(`${API}/auth/login`, () => HttpResponse.json(body)));
}

async function signIn(path = '/login') {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Log in to Quad' });
  await view.user.type(screen.getByLabelText('Email address'), 'ada@umich.edu');
  await view.user.type(screen.getByLabelText('Password'), 'Secret123');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('/login with two-step sign-in', () => {
  describe('when the sign-in asks for a code', () => {
    beforeEach(() => {
      loginAnswers({ success: true, token: 'pending-token', user: admin, secondFactor: 'code' });
    });

    it('asks for the code on the same page and keeps the token out of storage until it is right', async () => {
      const requests = mockSecondFactorVerify({ user: admin, pendingToken: 'pending-token' });
      const { user, router } = await signIn();

      const step = await screen.findByRole('form', { name: 'Two-step sign-in' });
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
      const code = within(step).getByLabelText('6-digit code');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveFocus();
      // The password step is hidden meanwhile.
      expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(useSession.getState()).toMatchObject({ isAuthenticated: false, token: null });
      expect(router.state.location.pathname).toBe('/login');

      // Apps show "123 456": the spaces do not matter.
      await user.type(code, '123 456');
      await user.click(within(step).getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(requests).toEqual([
        { method: 'POST', path: '/api/v1/auth/second-factor/verify', body: { code: RIGHT_CODE }, authorization: 'Bearer pending-token' },
      ]);
      expect(localStorage.getItem('token')).toBe('pending-token');
      expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { firstName: 'Ada' } });
    });

    it('brings the person back to the page they were asked to sign in for once the code is right', async () => {
      mockSecondFactorVerify({ user: admin, pendingToken: 'pending-token' });
      const { user, router } = await signIn('/login?next=%2Fadmin%2Fusers');
      await user.type(await screen.findByLabelText('6-digit code'), RIGHT_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    });

    it('checks the code is six digits before sending, and says under the field when it is wrong', async () => {
      const requests = mockSecondFactorVerify({ user: admin, pendingToken: 'pending-token' });
      const { user } = await signIn();
      const code = await screen.findByLabelText('6-digit code');

      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
      await user.type(code, '12345');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The code from your authenticator app is 6 digits')).toBeInTheDocument();
      expect(requests).toHaveLength(0);

      await user.clear(code);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeInTheDocument();
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(localStorage.getItem('token')).toBeNull();
      expect(useSession.getState().isAuthenticated).toBe(false);
    });

    it('takes a recovery code instead', async () => {
      const requests = mockSecondFactorVerify({ user: admin, pendingToken: 'pending-token' });
      const { user, router } = await signIn();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));

      const code = screen.getByLabelText('Recovery code');
      expect(code).toHaveFocus();
      expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
      await user.type(code, RECOVERY_CODES[2]!.toUpperCase());
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(requests[0]!.body).toEqual({ code: RECOVERY_CODES[2]!.toUpperCase() });
      expect(localStorage.getItem('token')).toBe('pending-token');
    });

    it('goes back to the password step with the address as typed', async () => {
      const { user } = await signIn();
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      expect(screen.queryByRole('form', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Email address')).toHaveValue('ada@umich.edu');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('starts again at the password step when the sign-in expired', async () => {
      mockSecondFactorVerify({ user: admin, pendingToken: 'pending-token', expired: true });
      const { user, router } = await signIn();
      await user.type(await screen.findByLabelText('6-digit code'), RIGHT_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE);
      expect(screen.getByRole('form', { name: 'Sign in' })).toBeVisible();
      expect(screen.getByLabelText('Email address')).toHaveValue('ada@umich.edu');
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem('token')).toBeNull();
      expect(useSession.getState().isAuthenticated).toBe(false);
    });

    it('says so when there were too many attempts', async () => {
      server.use(
        http.post(`${API}/auth/second-factor/verify`, () =>
          HttpResponse.json({ success: false, error: 'Too many requests' }, { status: 429 }),
        ),
      );
      const { user } = await signIn();
      await user.type(await screen.findByLabelText('6-digit code'), RIGHT_CODE);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Please try again later');
      expect(screen.getByRole('form', { name: 'Two-step sign-in' })).toBeInTheDocument();
    });
  });

  it('sends an admin without two-step sign-in to set it up first, told to go on to the admin area', async () => {
    loginAnswers({ success: true, token: 'admin-token', user: admin, secondFactor: 'setUp' });
    mockTwoStepApi({ required: true });
    const { router } = await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/two-step'));
    expect(router.state.location.search).toBe('?next=%2Fadmin');
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(await screen.findByText('Admins turn on two-step sign-in before using admin tools.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Not now' })).not.toBeInTheDocument();
  });

  it('offers a moderator to set it up, with "Not now" going on to where they were going', async () => {
    loginAnswers({ success: true, token: 'moderator-token', user: moderator, secondFactor: 'offered' });
    mockTwoStepApi({ required: false });
    const { user, router } = await signIn('/login?next=%2Fhelp');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/two-step'));
    const notNow = await screen.findByRole('link', { name: 'Not now' });
    expect(notNow).toHaveAttribute('href', '/help');
    expect(screen.queryByText('Admins turn on two-step sign-in before using admin tools.')).not.toBeInTheDocument();
    await user.click(notNow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
  });
});
