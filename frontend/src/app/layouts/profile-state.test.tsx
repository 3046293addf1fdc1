import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { mockContentReviewApi } from '@/testing/mocks/content-review';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoutes, setWindowWidth, signInAs } from '@/testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Counts GET /profile/me, answered as for someone without a roommate profile (as the server answers staff). */
function countProfileRequests() {
  const asked = { count: 0 };
  server.use(
    http.get(`${API}/profile/me`, () => {
      asked.count += 1;
      return HttpResponse.json({ success: false, error: 'Profile not found' }, { status: 404 });
    }),
  );
  return asked;
}

/** Lets every query the page started reach the server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('the roommate profile behind the account menus', () => {
  it.each([
    ['an admin', buildUser({ role: 'admin', isAdmin: true }), '/admin', 'Admin Dashboard', 'Admin Panel menu'],
    ['a manager', buildUser({ role: 'manager' }), '/manager', 'Manager Dashboard', 'Manager Panel menu'],
    ['a moderator', buildUser({ role: 'moderator' }), '/moderation/content', 'Content Queue', 'Moderation menu'],
    ['an admin on a public page', buildUser({ role: 'admin', isAdmin: true }), '/faq', 'Frequently Asked Questions', 'Open menu'],
  ])('is never asked for by %s: staff have none', async (_who, person, path, heading, menu) => {
    setWindowWidth(375);
    mockContentReviewApi([]);
    const asked = countProfileRequests();
    signInAs(person);
    const { user } = renderRoutes(routes, path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
    await settle();
    expect(asked.count).toBe(0);

    // Nor when the menu with the account links opens, which offers neither Create Profile nor Edit Profile.
    await user.click(screen.getByRole('button', { name: menu }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    await settle();
    expect(asked.count).toBe(0);
    expect(screen.queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('is asked for a student, whose menu then offers Create Profile', async () => {
    setWindowWidth(375);
    const asked = countProfileRequests();
    signInAs(buildUser({ role: 'user' }));
    const { user } = renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitFor(() => expect(asked.count).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile/create');
  });
});
