import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const fromRegistration = { email: 'maya@umich.edu', needsVerification: true };

function resendAnswers(status: number, body: Record<string, unknown>) {
  const requests: { authorization: string | null; body: unknown }[] = [];
  server.use(
    http.post(`${API}/auth/resend-verification`, async ({ request }) => {
      requests.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('/registration-success', () => {
  it('names the address, lists the next steps and links to Login and Home', async () => {
    renderRoutes(routes, '/registration-success', { state: fromRegistration });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(document.title).toBe('Registration Complete · Quad');
    expect(screen.getByText(/We sent a verification link to/)).toHaveTextContent(
      'We sent a verification link to maya@umich.edu.',
    );
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(3);
    // What the link does, as the server does it: it signs in only the browser that registered.
    expect(
      screen.getByText(
        'Opened in this browser, the link signs you in; opened on another device or browser, it verifies your address and asks you to log in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('resends the link with the stored registration token and says so in a toast', async () => {
    useSession.getState().startRegistration('registration-token');
    const requests = resendAnswers(200, { success: true, message: 'Verification email sent successfully' });
    const { user } = renderRoutes(routes, '/registration-success', { state: fromRegistration });
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Verification email sent successfully')).toBeInTheDocument();
    expect(requests).toEqual([{ authorization: 'Bearer registration-token', body: {} }]);
  });

  it('without a stored token resends to the address it was given', async () => {
    const requests = resendAnswers(200, { success: true, message: 'Verification email sent successfully' });
    const { user } = renderRoutes(routes, '/registration-success', { state: fromRegistration });
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    await screen.findByText('Verification email sent successfully');
    expect(requests).toEqual([{ authorization: null, body: { email: 'maya@umich.edu' } }]);
  });

  it('shows the server error in a toast when resending fails', async () => {
    useSession.getState().startRegistration('registration-token');
    resendAnswers(409, { success: false, error: 'Your email address is already verified. Please log in.' });
    const { user } = renderRoutes(routes, '/registration-success', { state: fromRegistration });
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Your email address is already verified. Please log in.')).toBeInTheDocument();
  });

  it('opened directly, speaks of "your email address" and offers no resend', async () => {
    renderRoutes(routes, '/registration-success');
    expect(await screen.findByText(/We sent a verification link to your email address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend email' })).not.toBeInTheDocument();
  });

  it('sends a signed-in person on to their next step', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'rejected' }));
    signInAs(buildUser());
    const { router } = renderRoutes(routes, '/registration-success', { state: fromRegistration });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
