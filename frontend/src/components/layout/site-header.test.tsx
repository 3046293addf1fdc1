import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';

import { useSession, type User } from '@/lib/auth';
import { buildUser } from '@/testing/mocks/handlers';
import { renderWithRouter } from '@/testing/test-utils';

import { ProfileStateContext, type ProfileState } from './profile-state';
import { SiteHeader } from './site-header';
import { UnreadMessagesContext } from './unread-messages';
import { UnreadNotificationsContext } from './unread-notifications';

function signIn(user: User) {
  localStorage.setItem('token', 'token');
  useSession.setState({ token: 'token', isAuthenticated: true, user, loading: false, error: null });
}

function signOut() {
  useSession.setState({ token: null, isAuthenticated: false, user: null, loading: false, error: null });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** What the app's provider tells the account menus once GET /profile/me has answered. */
function profileStateIs(state: ProfileState) {
  return function Provider({ children }: { children: ReactNode }) {
    return <ProfileStateContext value={state}>{children}</ProfileStateContext>;
  };
}
const NoProfile = profileStateIs('none');

/** What the app's provider tells the header once it knows how many notifications are unread. */
function unreadIs(count: number) {
  return function Provider({ children }: { children: ReactNode }) {
    return <UnreadNotificationsContext value={count}>{children}</UnreadNotificationsContext>;
  };
}
const HasProfile = profileStateIs('exists');

/** What the app's provider tells the header once it knows how many conversations are unread. */
function unreadConversationsAre(count: number) {
  return function Provider({ children }: { children: ReactNode }) {
    return <UnreadMessagesContext value={count}>{children}</UnreadMessagesContext>;
  };
}

async function openAccountMenu(header: ReactNode) {
  const { user } = renderWithRouter(<>{header}</>);
  await user.click(await screen.findByRole('button', { name: /account menu/i }));
  return document.getElementById('profile-menu')!;
}

describe('SiteHeader', () => {
  it('logged out shows the logo, Log In and Sign Up', () => {
    signOut();
    renderWithRouter(<SiteHeader />);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: /quad, home/i })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: /create post/i })).not.toBeInTheDocument();
  });

  it('offers Create Post to students only', async () => {
    signIn(buildUser({ role: 'manager' }));
    renderWithRouter(<SiteHeader accountProvider={unreadIs(0)} />);
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Universities' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Create Post' })).not.toBeInTheDocument();
  });

  it('logged in shows Create Post, Universities, the bell with the unread count and the envelope without one', async () => {
    signIn(buildUser());
    renderWithRouter(<SiteHeader accountProvider={unreadIs(3)} />);
    const nav = mainNav();
    // The signed-in links load when first shown.
    expect(await within(nav).findByRole('link', { name: 'Create Post' })).toHaveAttribute('href', '/submit');
    expect(within(nav).getByRole('link', { name: 'Universities' })).toHaveAttribute('href', '/universities');
    const bell = within(nav).getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
    const envelope = within(nav).getByRole('link', { name: 'Messages' });
    expect(envelope).toHaveAttribute('href', '/messages');
    expect(envelope).toHaveTextContent('');
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('hides the bell’s badge at 0 and caps it at 99+', async () => {
    signIn(buildUser());
    const { unmount } = renderWithRouter(<SiteHeader accountProvider={unreadIs(0)} />);
    const quiet = await within(mainNav()).findByRole('link', { name: 'Notifications' });
    expect(quiet).toHaveTextContent('');
    unmount();

    renderWithRouter(<SiteHeader accountProvider={unreadIs(120)} />);
    const busy = await within(mainNav()).findByRole('link', { name: 'Notifications, 120 unread' });
    expect(busy).toHaveTextContent('99+');
  });

  it('shows the unread conversations on the envelope: none at 0, the number up to 9, then 9+', async () => {
    signIn(buildUser());
    const { unmount } = renderWithRouter(<SiteHeader accountProvider={unreadConversationsAre(0)} />);
    const quiet = await within(mainNav()).findByRole('link', { name: 'Messages' });
    expect(quiet).toHaveTextContent('');
    unmount();

    const { unmount: unmountOne } = renderWithRouter(<SiteHeader accountProvider={unreadConversationsAre(1)} />);
    const one = await within(mainNav()).findByRole('link', { name: 'Messages, 1 unread conversation' });
    expect(one).toHaveAttribute('href', '/messages');
    expect(one).toHaveTextContent('1');
    unmountOne();

    const { unmount: unmountNine } = renderWithRouter(<SiteHeader accountProvider={unreadConversationsAre(9)} />);
    expect(await within(mainNav()).findByRole('link', { name: 'Messages, 9 unread conversations' })).toHaveTextContent('9');
    unmountNine();

    renderWithRouter(<SiteHeader accountProvider={unreadConversationsAre(10)} />);
    expect(await within(mainNav()).findByRole('link', { name: 'Messages, 10 unread conversations' })).toHaveTextContent('9+');
  });

  it('shows the unread conversations in the mobile menu too', async () => {
    signIn(buildUser());
    const { user } = renderWithRouter(<SiteHeader accountProvider={unreadConversationsAre(12)} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    const link = within(menu).getByRole('link', { name: 'Messages, 12 unread conversations' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('Messages9+, 12 unread conversations');
  });

  it('shows the unread count in the mobile menu too', async () => {
    signIn(buildUser());
    const { user } = renderWithRouter(<SiteHeader accountProvider={unreadIs(4)} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Notifications, 4 unread' })).toHaveAttribute('href', '/notifications');
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it.each([
    ['a student', buildUser({ role: 'user' }), false, false, false],
    ['a moderator', buildUser({ role: 'moderator' }), false, true, false],
    ['a manager', buildUser({ role: 'manager' }), false, false, true],
    ['an admin by role', buildUser({ role: 'admin' }), true, true, true],
    ['an admin by flag', buildUser({ role: 'user', isAdmin: true }), true, true, false],
  ])('the profile dropdown of %s shows the right links', async (_label, user, admin, moderation, manager) => {
    signIn(user);
    const menu = await openAccountMenu(<SiteHeader accountProvider={NoProfile} />);
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['My Profile', 'Create Profile', 'Saved', 'Connections', 'My submissions', 'Settings', 'Data Management']),
    );
    expect(within(menu).getByRole('link', { name: 'Data Management' })).toHaveAttribute('href', '/profile/data-management');
    expect(within(menu).getByRole('link', { name: 'Connections' })).toHaveAttribute('href', '/connections');
    // Connections sits next to Saved.
    expect(labels.indexOf('Connections')).toBe(labels.indexOf('Saved') + 1);
    expect(labels.includes('Admin Dashboard')).toBe(admin);
    expect(labels.includes('Moderation')).toBe(moderation);
    expect(labels.includes('Instagram Manager')).toBe(manager);
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('button', { name: /logout/i })).toBeInTheDocument();
  });

  it('offers Edit Profile, not Create Profile, to someone who has a roommate profile', async () => {
    signIn(buildUser());
    const menu = await openAccountMenu(<SiteHeader accountProvider={HasProfile} />);
    expect(within(menu).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(within(menu).queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
  });

  it('offers neither Create nor Edit Profile before it is known whether there is a profile', async () => {
    signIn(buildUser());
    const menu = await openAccountMenu(<SiteHeader />);
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it.each([
    ['a student', buildUser(), '/home'],
    ['an admin', buildUser({ role: 'admin', isAdmin: true }), '/admin'],
    ['a moderator', buildUser({ role: 'moderator' }), '/moderation'],
    ['a manager', buildUser({ role: 'manager' }), '/manager'],
  ])('logged in, the logo leads %s to their own home', (_label, user, home) => {
    signIn(user);
    renderWithRouter(<SiteHeader />);
    expect(within(mainNav()).getByRole('link', { name: /quad, home/i })).toHaveAttribute('href', home);
  });

  it('logged in links Find Roommates beside Universities', async () => {
    signIn(buildUser());
    renderWithRouter(<SiteHeader />);
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
    expect(within(nav).getByRole('link', { name: 'Universities' })).toHaveAttribute('href', '/universities');
  });

  it('logged out offers the places of the mobile menu too, Universities among them', () => {
    signOut();
    renderWithRouter(<SiteHeader />);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quad, home', '/'],
      ['Universities', '/universities'],
      ['About Quad', '/about'],
      ['How it works', '/guide'],
      ['FAQ', '/faq'],
      ['Log In', '/login'],
      ['Sign Up', '/register'],
    ]);
  });

  it('falls back to the placeholder avatar and the name User', async () => {
    signIn(buildUser({ firstName: '', lastName: '', username: '', profileImage: null }));
    const { user } = renderWithRouter(<SiteHeader />);
    const button = await screen.findByRole('button', { name: /account menu/i });
    expect(button).toHaveTextContent('User');
    expect(within(button).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/images/placeholder-avatar.svg',
    );
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the profile dropdown on a click outside', async () => {
    signIn(buildUser());
    const { user } = renderWithRouter(
      <>
        <SiteHeader />
        <p>Page content</p>
      </>,
    );
    const button = await screen.findByRole('button', { name: /account menu/i });
    await user.click(button);
    expect(document.getElementById('profile-menu')).toBeInTheDocument();
    await user.click(screen.getByText('Page content'));
    expect(document.getElementById('profile-menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout clears the session and goes to /login', async () => {
    signIn(buildUser());
    const { user, router } = renderWithRouter(<SiteHeader />, {
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('button', { name: /logout/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(useSession.getState().user).toBeNull();
  });
});

describe('SiteHeader mobile menu', () => {
  it('opens and closes with the toggle, and a click outside closes it', async () => {
    signOut();
    const { user } = renderWithRouter(
      <>
        <SiteHeader />
        <p>Page content</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu loads when first opened.
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByText('Page content'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('logged in adds Home and Data Management', async () => {
    signIn(buildUser({ role: 'admin' }));
    const { user } = renderWithRouter(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    // Issue 22: Home is the person's own home, for an admin their area.
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getAllByRole('link', { name: 'Data Management' })).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: 'Data Management' })).toHaveAttribute(
      'href',
      '/profile/data-management',
    );
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('link', { name: 'Instagram Manager' })).toHaveAttribute('href', '/manager');
  });

  it('logged out offers the same places as the wide header, and Home', async () => {
    signOut();
    const { user } = renderWithRouter(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Universities', '/universities'],
      ['About Quad', '/about'],
      ['How it works', '/guide'],
      ['FAQ', '/faq'],
      ['Log In', '/login'],
      ['Sign Up', '/register'],
    ]);
  });

  it('logged in leads a student Home to /home and offers Find Roommates and Edit Profile', async () => {
    signIn(buildUser());
    const { user } = renderWithRouter(<SiteHeader accountProvider={HasProfile} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(menu).getByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
    expect(within(menu).getByRole('link', { name: 'Universities' })).toHaveAttribute('href', '/universities');
    expect(within(menu).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(within(menu).queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
  });

  it('shows a moderator the way to their workspace', async () => {
    signIn(buildUser({ role: 'moderator' }));
    const { user } = renderWithRouter(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
    expect(within(menu).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('closes when a link in it is followed', async () => {
    signOut();
    const { user, router } = renderWithRouter(<SiteHeader />, {
      routes: [{ path: '/faq', element: <SiteHeader /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
