import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildNotification, mockNotificationsApi } from '@/testing/mocks/notifications';
import { server } from '@/testing/mocks/server';
import { renderRoutes, setWindowWidth, signInAs } from '@/testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff shell', () => {
  it.each([
    [1280, true],
    [768, true],
    [767, false],
    [375, false],
  ])('at %i px starts with the sidebar expanded: %s', async (width, expanded) => {
    setWindowWidth(width);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    const toggle = screen.getByRole('button', { name: expanded ? 'Collapse sidebar' : 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', String(expanded));
    expect(screen.getByTestId('staff-sidebar')).toHaveAttribute('data-collapsed', String(!expanded));
  });

  it('collapses and expands with the toggle, keeping every menu item named', async () => {
    setWindowWidth(1280);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    const { user } = renderRoutes(routes, '/admin/universities');
    await screen.findByRole('heading', { level: 1, name: 'Universities' });
    const sidebar = screen.getByRole('navigation', { name: 'Admin Panel' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Universities', '/admin/universities'],
      ['Users', '/admin/users'],
      ['Profile Approvals', '/admin/profiles'],
      ['Analytics', '/admin/analytics'],
      ['Newsletter', '/admin/newsletter'],
      ['Activity', '/admin/activity'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Universities' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('staff-sidebar')).toHaveAttribute('data-collapsed', 'true');
    // Collapsed, the labels are visually hidden but still name the links.
    expect(within(sidebar).getByRole('link', { name: 'Profile Approvals' })).toHaveAttribute('title', 'Profile Approvals');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByTestId('staff-sidebar')).toHaveAttribute('data-collapsed', 'false');
  });

  it('has a popup menu on small screens that closes on Escape and after choosing', async () => {
    setWindowWidth(375);
    signInAs(buildUser({ role: 'manager' }));
    const { user, router } = renderRoutes(routes, '/manager');
    await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' });
    const menuButton = screen.getByRole('button', { name: 'Manager Panel menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const menu = screen.getByRole('navigation', { name: 'Manager Panel menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Instagram Posts',
      'Universities',
      'Post Schedule',
      'Content Queue',
    ]);
    expect(menu.parentElement).toHaveClass('max-h-[400px]');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Manager Panel menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(screen.getByRole('navigation', { name: 'Manager Panel menu' })).getByRole('link', { name: 'Post Schedule' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Schedule' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/schedule');
    expect(screen.queryByRole('navigation', { name: 'Manager Panel menu' })).not.toBeInTheDocument();
  });

  it("is the page's one menu on small screens, carrying the site's links", async () => {
    setWindowWidth(375);
    mockNotificationsApi([buildNotification(), buildNotification(), buildNotification()]);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    const { user } = renderRoutes(routes, '/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    // The header shows no menu of its own in a staff area.
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Admin Panel menu' }));
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(await within(site).findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications');
    expect(within(site).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Find Roommates', '/roommates'],
      // Not a second "Universities" beside the area's own.
      ['Browse Universities', '/universities'],
      // No Create Post: staff review and publish content in their areas.
      // The unread count (its badge, and its words for screen readers); none for messages yet.
      ['Notifications3, 3 unread', '/notifications'],
      ['Messages', '/messages'],
      ['My Profile', '/profile'],
      // No Create Profile or Edit Profile: roommate profiles are students' (nobody asks for an admin's).
      ['Saved', '/saved'],
      ['Connections', '/connections'],
      ['My submissions', '/submissions'],
      // Admin Dashboard is the area's own Dashboard.
      ['Moderation', '/moderation'],
      ['Instagram Manager', '/manager'],
      ['Settings', '/settings'],
      ['Data Management', '/profile/data-management'],
    ]);
  });

  it('gives the header its menu back on leaving the staff area', async () => {
    setWindowWidth(375);
    signInAs(buildUser({ role: 'manager' }));
    const { user } = renderRoutes(routes, '/manager');
    await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Manager Panel menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Saved' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('logs out to /login', async () => {
    setWindowWidth(1280);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    const { user, router } = renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await user.click(within(screen.getByTestId('staff-sidebar')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('still logs out to /login when the server fails to end the session, and says "Logout failed"', async () => {
    setWindowWidth(1280);
    server.use(http.get(`${API}/auth/logout`, () => HttpResponse.json({ success: false, error: '' }, { status: 503 })));
    signInAs(buildUser({ role: 'manager' }));
    const { user, router } = renderRoutes(routes, '/manager');
    await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' });
    await user.click(within(screen.getByTestId('staff-sidebar')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  });
});
