import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

/** Opens the header's account menu on a page that reads nothing else from the server. */
async function openAccountMenu() {
  signInAs(buildUser());
  const view = renderRoutes(routes, '/faq');
  await view.user.click(await screen.findByRole('button', { name: /account menu/i }));
  return Object.assign(view, { menu: document.getElementById('profile-menu')! });
}

describe('the header in the app', () => {
  it('offers Edit Profile to a student whose profile was submitted (GET /profile/me)', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    const { menu } = await openAccountMenu();
    expect(await within(menu).findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(within(menu).queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
  });

  it('offers Create Profile to a student who has none', async () => {
    mockProfileApi(null);
    const { menu } = await openAccountMenu();
    expect(await within(menu).findByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile/create');
    expect(within(menu).queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('leads a signed-in student from the logo to their home page', async () => {
    signInAs(buildUser());
    renderRoutes(routes, '/faq');
    const header = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: /quad, home/i })).toHaveAttribute('href', '/home');
    expect(await within(header).findByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
  });

  describe('Logout', () => {
    it('signs out and goes to /login without a word when the server ends the session', async () => {
      mockProfileApi(null);
      const { user, menu, router } = await openAccountMenu();
      await user.click(within(menu).getByRole('button', { name: /logout/i }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
    });

    it.each([
      ['answers 500', () => HttpResponse.json({ success: false, error: 'Something went wrong on our side. Please try again.' }, { status: 500 })],
      ['cannot be reached', () => HttpResponse.error()],
    ])('still signs out here when the server %s, and says "Logout failed"', async (_, answer) => {
      mockProfileApi(null);
      server.use(http.get(`${API}/auth/logout`, answer));
      const { user, menu, router } = await openAccountMenu();
      await user.click(within(menu).getByRole('button', { name: /logout/i }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(useSession.getState()).toMatchObject({ token: null, isAuthenticated: false, user: null });
      expect(await screen.findByText('Logout failed')).toBeInTheDocument();
      expect(screen.getByText(/You are signed out on this browser/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    });
  });
});
