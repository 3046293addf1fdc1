import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateProfile, mockRoommatesApi } from '@/testing/mocks/roommates';
import { buildSavedRoommate, mockSavedApi } from '@/testing/mocks/saved';
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
});
