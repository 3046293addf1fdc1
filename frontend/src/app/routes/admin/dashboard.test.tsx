import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

describe('the admin area guard', () => {
  it('shows a spinner while the session loads, then the dashboard to an admin', async () => {
    localStorage.setItem('token', 'admin-token');
    useSession.setState({ loading: true });
    server.use(
      http.get(`${API}/auth/me`, () =>
        HttpResponse.json({ success: true, data: buildUser({ role: 'admin', isAdmin: true, firstName: 'Alex', lastName: 'Morgan' }) }),
      ),
    );
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument();

    await act(() => useSession.getState().init());

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Alex Morgan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage Profiles/ })).toHaveAttribute('href', '/admin/profiles');
    expect(screen.getByRole('link', { name: /Manage Instagram Posts/ })).toHaveAttribute('href', '/manager');
    expect(document.title).toBe('Admin Dashboard · Quad');
  });

  it('sends a guest to /login', async () => {
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['a student', buildUser()],
    ['a manager', buildUser({ role: 'manager' })],
  ])('sends %s to /', async (_who, person) => {
    signInAs(person);
    const { router } = renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets an admin by flag in, to the sections that come later too', async () => {
    signInAs(buildUser({ role: 'user', isAdmin: true }));
    renderRoutes(routes, '/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});

describe('the manager area guard', () => {
  it.each([
    ['a manager', buildUser({ role: 'manager' })],
    ['an admin', buildUser({ role: 'admin', isAdmin: true })],
  ])('lets %s in', async (_who, person) => {
    signInAs(person);
    renderRoutes(routes, '/manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeInTheDocument();
    // The landing's card and the sidebar both lead to the schedule.
    const scheduleLinks = screen.getAllByRole('link', { name: /Post Schedule/ });
    expect(scheduleLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of scheduleLinks) expect(link).toHaveAttribute('href', '/manager/schedule');
  });

  it('sends a guest to /login', async () => {
    const { router } = renderRoutes(routes, '/manager/schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Quad' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['a student', buildUser()],
    ['a moderator', buildUser({ role: 'moderator' })],
  ])('sends %s to /login, which sends a signed-in person on to their next step', async (_who, person) => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    signInAs(person);
    const { router } = renderRoutes(routes, '/manager/schedule');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(visited).toContain('/login');
  });
});
