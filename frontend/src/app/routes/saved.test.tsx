import { act, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildFeaturedPost, buildSavedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildMembership, mockMembershipApi } from '@/testing/mocks/membership';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateProfile, mockRoommatesApi } from '@/testing/mocks/roommates';
import { buildSavedRoommate, mockSavedApi } from '@/testing/mocks/saved';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path = '/saved') {
  signInAs(buildUser());
  return renderRoutes(routes, path);
}

/** The cards' names, in the order shown. */
async function shownNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Saved students, newest first' });
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

describe('/saved', () => {
  it('shows the saved students newest first, as the roommate cards, with when each was saved', async () => {
    mockProfileApi(buildProfile());
    const ada = buildSavedRoommate({ firstName: 'Ada', lastInitial: 'L.', match: 92 });
    const ben = buildSavedRoommate({ firstName: 'Ben', lastInitial: 'K.', match: null, reasons: [], savedAt: '2025-06-12T10:00:00Z' });
    const api = mockSavedApi([ada, ben]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    expect(await shownNames()).toEqual(['Ada L.', 'Ben K.']);
    expect(document.title).toBe('Saved · Quad');
    expect(screen.getByText(/2 saved students/)).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Ada L.' });
    expect(first).toHaveTextContent('92%');
    expect(first).toHaveTextContent('Saved today');
    expect(within(first).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/roommates/${ada.id}`);
    expect(within(first).getByRole('button', { name: 'Remove Ada from Saved' })).toHaveAttribute('aria-pressed', 'true');
    const second = screen.getByRole('article', { name: 'Ben K.' });
    expect(second).toHaveTextContent('Not enough to compare yet');
    expect(second).toHaveTextContent('Saved on Jun 12, 2025');
    expect(api.lists[0]!.searchParams.get('pageSize')).toBe('12');
    expect(api.lists[0]!.searchParams.get('page')).toBeNull();
  });

  it('says nothing is saved yet, with a way to find roommates', async () => {
    mockProfileApi(buildProfile());
    mockSavedApi([]);
    open();
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find roommates' })).toHaveAttribute('href', '/roommates');
  });

  it('removes a student at once, asks the server, and reads the page again', async () => {
    mockProfileApi(buildProfile());
    const saved = Array.from({ length: 13 }, (_, index) => buildSavedRoommate({ firstName: `S${index}` }));
    // The server takes its time: the card leaves before it answers.
    const api = mockSavedApi(saved, { latency: 300 });
    const { user } = open();
    expect(await shownNames()).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove S0 from Saved' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'S0 L.' })).not.toBeInTheDocument());
    expect(screen.getByText(/12 saved students/)).toBeInTheDocument();
    await waitFor(() => expect(api.changes).toEqual([{ method: 'DELETE', id: saved[0]!.id }]));
    expect(api.saved).toHaveLength(13);
    // Once the server has answered, the page is read again: the first of page 2 moves up.
    expect(await screen.findByRole('article', { name: 'S12 L.' })).toBeInTheDocument();
    expect(await shownNames()).toHaveLength(12);
    expect(api.lists.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('navigation', { name: 'Pages of saved students' })).not.toBeInTheDocument();
  });

  it('shows the empty state once the last saved student is removed', async () => {
    mockProfileApi(buildProfile());
    mockSavedApi([buildSavedRoommate({ firstName: 'Ada' })]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove Ada from Saved' }));
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
  });

  it('puts a student back and says why when the server refuses to remove them', async () => {
    mockProfileApi(buildProfile());
    const api = mockSavedApi([buildSavedRoommate({ firstName: 'Ada' })], {
      failChangesWith: { status: 500, error: 'Something went wrong' },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove Ada from Saved' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ada L.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Ada from Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.changes).toEqual([{ method: 'DELETE', id: api.saved[0]!.id }]);
  });

  it('reads the page from the address, and a student opened from it leads back to it', async () => {
    mockProfileApi(buildProfile());
    const saved = Array.from({ length: 14 }, (_, index) => buildSavedRoommate({ firstName: `S${index}` }));
    const student = buildRoommateProfile({ id: saved[13]!.id, firstName: 'S13', saved: true });
    const api = mockSavedApi(saved);
    mockRoommatesApi([], { details: [student] });
    const { user, router } = open('/saved?page=2');
    expect(await shownNames()).toEqual(['S12 L.', 'S13 L.']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.lists[0]!.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('link', { name: 'S13 L.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'S13 L.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove S13 from Saved' })).toHaveTextContent('Saved');
    await user.click(screen.getByRole('link', { name: 'Back to Saved' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(router.state.location.search).toBe('?page=2');

    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('explains a 403 from the server as /roommates does', async () => {
    mockProfileApi(buildProfile());
    mockSavedApi([], { failWith: { status: 403, error: 'Your profile must be approved before you can see other students' } });
    open();
    expect(await screen.findByRole('heading', { name: 'Your profile must be approved before you can see other students' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute('href', '/profile');
  });

  it('tells a student whose profile waits for review why, without asking for the list', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    const api = mockSavedApi([buildSavedRoommate()]);
    open();
    expect(await screen.findByRole('heading', { name: 'Your profile is waiting for review (usually 24 to 48 hours)' })).toBeInTheDocument();
    expect(api.lists).toHaveLength(0);
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/saved');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('starts on the Students tab, and keeps the tab in the address', async () => {
    mockProfileApi(buildProfile());
    mockSavedApi([buildSavedRoommate({ firstName: 'Ada', lastInitial: 'L.' })]);
    const featured = mockFeaturedApi([buildSavedPost({ credit: '@grace.h' })]);
    const { user, router } = open();
    expect(await screen.findByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'false');
    expect(await shownNames()).toEqual(['Ada L.']);
    expect(featured.savedLists).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(await screen.findByRole('article', { name: 'Photo by @grace.h' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=posts');
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved students, newest first' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Students' }));
    expect(await shownNames()).toEqual(['Ada L.']);
    expect(router.state.location.search).toBe('');
  });
});

describe('/saved?tab=posts', () => {
  /** The posts' credits, in the order shown. */
  async function shownCredits(): Promise<string[]> {
    const list = await screen.findByRole('list', { name: 'Saved posts, newest saved first' });
    return within(list)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent?.replace(/^📸 Photo by /, '') ?? '');
  }

  it('shows the saved posts newest saved first, as the featured cards, with their university and when each was saved', async () => {
    const older = buildSavedPost({ credit: '@ada.l', savedAt: '2025-06-12T10:00:00Z', likes: 4 });
    const newer = buildSavedPost({
      credit: 'Grace H.',
      caption: 'Sunset over the quad',
      university: { id: '0190c1a2-0000-7000-9000-000000000002', name: 'Ohio State University', slug: 'osu' },
    });
    const api = mockFeaturedApi([older, newer, buildFeaturedPost({ credit: '@not.saved' })]);
    // A student of Michigan (the posts' university unless told): they may like its posts.
    mockMembershipApi({ membership: buildMembership({ universities: [older.university] }) });
    open('/saved?tab=posts');
    expect(await screen.findByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(await shownCredits()).toEqual(['Grace H.', '@ada.l']);
    expect(screen.getByText(/2 saved posts/)).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Photo by Grace H.' });
    expect(first).toHaveTextContent('Sunset over the quad');
    expect(first).toHaveTextContent('Saved today');
    expect(within(first).getByRole('link', { name: 'Ohio State University' })).toHaveAttribute('href', '/osu');
    expect(within(first).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'true');
    const second = screen.getByRole('article', { name: 'Photo by @ada.l' });
    expect(second).toHaveTextContent('Saved on Jun 12, 2025');
    expect(within(second).getByRole('button', { name: 'Like (4 likes)' })).toBeInTheDocument();
    expect(api.savedLists[0]!.searchParams.get('pageSize')).toBe('12');
    expect(api.savedLists[0]!.searchParams.get('page')).toBeNull();
  });

  it('needs no approved profile: anyone signed in sees their saved posts', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    mockFeaturedApi([buildSavedPost({ credit: '@ada.l' })]);
    open('/saved?tab=posts');
    expect(await shownCredits()).toEqual(['@ada.l']);
    expect(screen.queryByRole('heading', { name: /waiting for review/ })).not.toBeInTheDocument();
  });

  it('takes a post out of Saved and off the list once it is read again', async () => {
    const keep = buildSavedPost({ credit: '@keep' });
    const drop = buildSavedPost({ credit: '@drop' });
    const api = mockFeaturedApi([drop, keep], { latency: 50 });
    const { user } = open('/saved?tab=posts');
    expect(await shownCredits()).toEqual(['@drop', '@keep']);

    const card = screen.getByRole('article', { name: 'Photo by @drop' });
    await user.click(within(card).getByRole('button', { name: 'Save post' }));
    // At once the toggle shows the post is no longer saved…
    expect(within(card).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'false');
    // …and once the server has answered, the list is read again without it.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Photo by @drop' })).not.toBeInTheDocument());
    expect(api.saves).toEqual([{ method: 'DELETE', id: drop.id }]);
    expect(await shownCredits()).toEqual(['@keep']);
    expect(screen.getByText(/1 saved post\b/)).toBeInTheDocument();
    expect(api.savedLists.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a like given on Saved once the server agrees', async () => {
    const post = buildSavedPost({ credit: '@ada.l', likes: 3 });
    const api = mockFeaturedApi([post], { latency: 30 });
    mockMembershipApi({ membership: buildMembership({ universities: [post.university] }) });
    const { user } = open('/saved?tab=posts');
    await user.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));
    await waitFor(() => expect(api.likes).toEqual([{ method: 'PUT', id: post.id }]));
    // The server's answer is in: the like stays (Saved's page holds the server's copy of the post).
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('button', { name: 'Like (4 likes)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says nothing is saved yet, leading to the universities', async () => {
    mockFeaturedApi([buildFeaturedPost()]);
    open('/saved?tab=posts');
    expect(await screen.findByRole('heading', { name: 'No saved posts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse universities' })).toHaveAttribute('href', '/universities');
  });

  it('says when the saved posts cannot be loaded, and tries again', async () => {
    const api = mockFeaturedApi([], { failSavedListWith: { status: 500, error: 'An error occurred' } });
    const { user } = open('/saved?tab=posts');
    expect(await screen.findByText('Failed to load your saved posts. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.savedLists).toHaveLength(2));
  });

  it('pages with ?page=, and another tab starts on its first page', async () => {
    const posts = Array.from({ length: 14 }, (_, index) =>
      buildSavedPost({ credit: `@s${index}`, savedAt: new Date(Date.UTC(2026, 0, 20 - index)).toISOString() }),
    );
    mockProfileApi(buildProfile());
    mockSavedApi([]);
    const api = mockFeaturedApi(posts);
    const { user, router } = open('/saved?tab=posts&page=2');
    expect(await shownCredits()).toEqual(['@s12', '@s13']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.savedLists[0]!.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Photo by @s0' })).toBeInTheDocument();
    expect(await shownCredits()).toHaveLength(12);
    expect(router.state.location.search).toBe('?tab=posts');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Photo by @s13' })).toBeInTheDocument();
    expect(await shownCredits()).toEqual(['@s12', '@s13']);
    await user.click(screen.getByRole('tab', { name: 'Students' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
  });

  it("lists a post once it is saved on its university's page", async () => {
    const michigan = buildUniversity({ name: 'University of Michigan', slug: 'umich' });
    mockUniversitiesApi([michigan]);
    const post = buildFeaturedPost({ credit: '@ada.l', university: { id: michigan.id, name: michigan.name, slug: 'umich' } });
    const api = mockFeaturedApi([post]);
    const { user, router } = open('/saved?tab=posts');
    expect(await screen.findByRole('heading', { name: 'No saved posts yet' })).toBeInTheDocument();

    await act(() => router.navigate('/umich'));
    await user.click(await screen.findByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(api.saves).toEqual([{ method: 'PUT', id: post.id }]));
    await act(() => router.navigate('/saved?tab=posts'));
    expect(await shownCredits()).toEqual(['@ada.l']);
  });
});
