import { act, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildNotification, mockNotificationsApi } from '@/testing/mocks/notifications';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path = '/notifications', options: Parameters<typeof renderRoutes>[2] = {}) {
  signInAs(buildUser());
  return renderRoutes(routes, path, options);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The header's bell, whatever its count says. */
const bell = () => within(mainNav()).getByRole('link', { name: /^Notifications/ });

/** A time yesterday at noon, in the browser's time zone. */
function yesterdayNoon(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12, 0).toISOString();
}

/** The days shown, each with the titles of its notifications, in order. */
function shownDays(): [string, string[]][] {
  return screen
    .getAllByRole('region')
    .filter((section) => section.getAttribute('aria-labelledby')?.startsWith('notifications-day-'))
    .map((section) => [
      within(section).getByRole('heading', { level: 2 }).textContent ?? '',
      within(section)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label') ?? ''),
    ]);
}

describe('/notifications', () => {
  it('shows the notifications newest first, grouped by day, the unread ones marked', async () => {
    const approved = buildNotification({ title: 'Your profile is approved', body: 'Other students can see it now.' });
    const post = buildNotification({
      kind: 'postPublished',
      title: 'Your post is on Instagram',
      link: 'https://www.instagram.com/p/abc123/',
      createdAt: yesterdayNoon(),
      readAt: yesterdayNoon(),
    });
    const device = buildNotification({
      kind: 'newDeviceSignIn',
      title: 'New sign-in on Firefox',
      link: '/settings',
      createdAt: '2025-06-12T10:00:00Z',
    });
    const api = mockNotificationsApi([approved, post, device]);
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Your profile is approved' });
    expect(document.title).toBe('Notifications · Quad');
    expect(shownDays()).toEqual([
      ['Today', ['Your profile is approved']],
      ['Yesterday', ['Your post is on Instagram']],
      ['Jun 12, 2025', ['New sign-in on Firefox']],
    ]);
    expect(api.lists[0]!.searchParams.get('pageSize')).toBe('20');
    expect(api.lists[0]!.searchParams.get('page')).toBeNull();

    const first = screen.getByRole('article', { name: 'Your profile is approved' });
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Unread: Your profile is approved');
    expect(first).toHaveTextContent('Other students can see it now.');
    expect(within(first).getByRole('link', { name: 'Your profile is approved' })).toHaveAttribute('href', '/profile');
    expect(within(first).getByRole('button', { name: 'Mark as read: Your profile is approved' })).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', approved.createdAt);

    const read = screen.getByRole('article', { name: 'Your post is on Instagram' });
    expect(within(read).getByRole('heading', { level: 3 })).not.toHaveTextContent('Unread');
    expect(within(read).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    const instagram = within(read).getByRole('link', { name: 'Your post is on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/p/abc123/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');

    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('shows the unread count on the bell, and none on the envelope', async () => {
    mockNotificationsApi([buildNotification(), buildNotification(), buildNotification({ readAt: '2026-01-01T00:00:00Z' })]);
    open();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveAttribute('href', '/notifications');
    expect(bell()).toHaveTextContent('2');
    const envelope = within(mainNav()).getByRole('link', { name: 'Messages' });
    expect(envelope).toHaveAttribute('href', '/messages');
    expect(envelope).toHaveTextContent('');
  });

  it('marks one notification read: at once on the page and the bell, then on the server', async () => {
    const first = buildNotification({ title: 'First' });
    const second = buildNotification({ title: 'Second' });
    const api = mockNotificationsApi([first, second], { latency: 200 });
    const { user } = open();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    await user.click(await screen.findByRole('button', { name: 'Mark as read: First' }));
    const item = screen.getByRole('article', { name: 'First' });
    expect(within(item).getByRole('heading', { level: 3 })).not.toHaveTextContent('Unread');
    expect(within(item).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await waitFor(() => expect(api.reads).toEqual([first.id]));
    await waitFor(() => expect(api.unread()).toBe(1));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks a notification read when its link is followed', async () => {
    const answered = buildNotification({ title: 'Your university was added', link: '/universities' });
    const api = mockNotificationsApi([answered]);
    const { user, router } = open();
    await user.click(await screen.findByRole('link', { name: 'Your university was added' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/universities'));
    await waitFor(() => expect(api.reads).toEqual([answered.id]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('marks everything read, and offers it only while something is unread', async () => {
    const api = mockNotificationsApi([buildNotification({ title: 'One' }), buildNotification({ title: 'Two' })]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByRole('button', { name: /Mark as read:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    await waitFor(() => expect(api.reads).toEqual(['all']));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(bell()).queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('puts a notification back and says why when the server refuses to mark it read', async () => {
    mockNotificationsApi([buildNotification({ title: 'First' })], { failReadsWith: { status: 500, error: 'Something went wrong' } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: First' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read: First' })).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('adds a notification from the live stream at the top, and raises the count', async () => {
    const api = mockNotificationsApi([buildNotification({ title: 'Older', createdAt: yesterdayNoon() })]);
    open();
    await screen.findByRole('article', { name: 'Older' });
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.streams[0]!.headers.get('Authorization')).toBe('Bearer session-token');

    api.add(buildNotification({ title: 'Your university request was answered', kind: 'universityRequestAnswered' }), '5');
    expect(await screen.findByRole('article', { name: 'Your university request was answered' })).toBeInTheDocument();
    expect(shownDays()).toEqual([
      ['Today', ['Your university request was answered']],
      ['Yesterday', ['Older']],
    ]);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('clears the badge and the marks when another tab reads them', async () => {
    const one = buildNotification({ title: 'One' });
    const two = buildNotification({ title: 'Two' });
    const api = mockNotificationsApi([one, two]);
    open();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await waitFor(() => expect(api.streams).toHaveLength(1));

    api.streams[0]!.send('read', { ids: [one.id], unread: 1 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(within(screen.getByRole('article', { name: 'One' })).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Two' })).getByRole('button', { name: /Mark as read/ })).toBeInTheDocument();

    api.streams[0]!.send('read', { ids: null, unread: 0 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByRole('button', { name: /Mark as read:/ })).not.toBeInTheDocument();
  });

  it('reads the list again when the stream says it could not replay what was missed', async () => {
    const api = mockNotificationsApi([buildNotification({ title: 'One' })]);
    open();
    await screen.findByRole('article', { name: 'One' });
    await waitFor(() => expect(api.streams).toHaveLength(1));
    const lists = api.lists.length;

    api.notifications.unshift(buildNotification({ title: 'Missed' }));
    api.streams[0]!.send('hello', { unread: 2, fresh: true, unreadConversations: 0 });
    expect(await screen.findByRole('article', { name: 'Missed' })).toBeInTheDocument();
    expect(api.lists.length).toBeGreaterThan(lists);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('pages through 20 at a time, the page in the address', async () => {
    const api = mockNotificationsApi(Array.from({ length: 25 }, (_, index) => buildNotification({ title: `N${index}` })));
    const { user, router } = open();
    await screen.findByRole('article', { name: 'N0' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Pages of notifications' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('article', { name: 'N20' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(api.lists.at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('says there is nothing yet, and what will show up here', async () => {
    mockNotificationsApi([]);
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'No notifications yet' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/profile/i);
    expect(text).toMatch(/university requests/i);
    expect(text).toMatch(/security notices/i);
    expect(text).toMatch(/posts/i);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const api = mockNotificationsApi([], { failWith: { status: 500, error: 'Something went wrong' } });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your notifications. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.lists).toHaveLength(2));
  });

  it('asks for the count every 30 s while the server refuses another live stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests: string[] = [];
      const api = mockNotificationsApi([buildNotification()], { eventsStatus: 429 });
      server.events.on('request:start', ({ request }) => {
        const { pathname } = new URL(request.url);
        if (pathname.endsWith('/unread-count') || pathname.endsWith('/events')) requests.push(pathname.replace('/api/v1', ''));
      });
      open('/notifications', { fakeTimers: true });
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
      await waitFor(() => expect(requests).toContain('/events'));
      const counts = () => requests.filter((path) => path === '/notifications/unread-count').length;
      const before = counts();

      const streams = () => requests.filter((path) => path === '/events').length;
      const refusedStreams = streams();

      // 30 s on, the count is asked again and shows what came meanwhile.
      api.notifications.unshift(buildNotification());
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
      expect(counts()).toBeGreaterThan(before);

      // The stream is tried again 30 to 45 s after the refusal.
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(streams()).toBeGreaterThan(refusedStreams);
    } finally {
      server.events.removeAllListeners();
      vi.useRealTimers();
    }
  });

  it('keeps one live stream while moving between pages, and closes it on sign-out', async () => {
    const api = mockNotificationsApi([buildNotification({ title: 'One' })]);
    const { user, router } = open();
    await screen.findByRole('article', { name: 'One' });
    await waitFor(() => expect(api.streams).toHaveLength(1));

    await user.click(within(mainNav()).getByRole('link', { name: 'Universities' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/universities'));
    await user.click(bell());
    await screen.findByRole('article', { name: 'One' });
    expect(api.streams).toHaveLength(1);
    expect(api.streams[0]!.closed).toBe(false);

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('button', { name: /logout/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(api.streams[0]!.closed).toBe(true));
    expect(api.streams).toHaveLength(1);
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
