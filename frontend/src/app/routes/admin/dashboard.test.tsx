import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildAnalytics } from '@/testing/mocks/insights';
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
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Dashboard · Quad');
  });

  it('sends a guest to /login', async () => {
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['a student', buildUser()],
    ['a manager', buildUser({ role: 'manager' })],
    ['a moderator', buildUser({ role: 'moderator' })],
  ])('tells %s that the page is for admins, without leaving it', async (_who, person) => {
    signInAs(person);
    const { router } = renderRoutes(routes, '/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.getByText(/This page is for admins\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(document.title).toBe('No access · Quad');
  });

  it('lets an admin by flag in, to the analytics too', async () => {
    signInAs(buildUser({ role: 'user', isAdmin: true }));
    server.use(
      http.get(`${API}/admin/analytics`, () => HttpResponse.json({ success: true, data: buildAnalytics('2026-11-01', '2026-11-30') })),
    );
    renderRoutes(routes, '/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByText('No registrations or verifications in this range.')).toBeInTheDocument();
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
    // Issue 22: a student's own home is /home.
    ['a student', buildUser(), '/home'],
    ['a moderator', buildUser({ role: 'moderator' }), '/moderation'],
  ])('tells %s that the page is for managers and admins, with a way to their own home', async (_who, person, home) => {
    signInAs(person);
    const { router } = renderRoutes(routes, '/manager/schedule');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.getByText(/This page is for Instagram managers and admins\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', home);
    expect(router.state.location.pathname).toBe('/manager/schedule');
  });
});
