import { screen, waitFor } from '@testing-library/react';

import { routes } from '@/app/router';
import { pageReload } from '@/features/auth/components/google-callback-status';
import { buildUser } from '@/testing/mocks/handlers';
import { renderRoutes, signInAs } from '@/testing/test-utils';

describe('/auth/google/callback', () => {
  beforeEach(() => {
    vi.spyOn(pageReload, 'replace').mockImplementation(() => undefined);
  });

  it('stores the token under "token" and reloads the app at /', async () => {
    renderRoutes(routes, '/auth/google/callback?token=google-token');
    await waitFor(() => expect(pageReload.replace).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('token')).toBe('google-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
  });

  it('without a token says the sign-in failed and offers the way back to login', async () => {
    const { user, router } = renderRoutes(routes, '/auth/google/callback');
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(pageReload.replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's reason when there is one", async () => {
    renderRoutes(routes, '/auth/google/callback?error=This%20account%20is%20suspended.%20Please%20contact%20support.');
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('This account is suspended. Please contact support.')).toBeInTheDocument();
  });

  it('sends a signed-in person to / (replace)', async () => {
    signInAs(buildUser());
    const { router } = renderRoutes(routes, '/auth/google/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
