import { act, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, lowers, mockRoommatesApi, raises } from '@/testing/mocks/roommates';
import { mockSavedApi } from '@/testing/mocks/saved';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path = '/roommates') {
  signInAs(buildUser());
  return renderRoutes(routes, path);
}

/** The cards' names, in the order shown. */
async function shownNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Students, best match first' });
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

const VERIFY_MESSAGE =
  'To see other students at Reed College, verify an address at reed.edu: add it as your university e-mail in Settings';

const ada = buildRoommateCard({
  firstName: 'Ada',
  lastInitial: 'L.',
  match: 92,
  reasons: [
    raises('Ada is a night owl, which you marked very important'),
    raises('You keep things neat, which Ada marked somewhat important', 'them'),
    raises('You both like Reading', 'both'),
  ],
});
const ben = buildRoommateCard({ firstName: 'Ben', lastInitial: 'K.', match: 74, housing: 'Apartment', reasons: [raises('You both study Physics', 'both')] });
const cleo = buildRoommateCard({ firstName: 'Cleo', lastInitial: 'M.', match: 51, photo: null, housing: null, reasons: [] });

describe('/roommates', () => {
  it('shows the students in the order the server ranked them, with their match and reasons', async () => {
    mockProfileApi(buildProfile());
    const api = mockRoommatesApi([ada, ben, cleo]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Roommates' })).toBeInTheDocument();
    expect(await shownNames()).toEqual(['Ada L.', 'Ben K.', 'Cleo M.']);
    expect(screen.getByText(/3 students/)).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Ada L.' });
    expect(first).toHaveTextContent('92%');
    expect(first).toHaveTextContent('Computer Science');
    expect(first).toHaveTextContent('Class of 2028');
    expect(first).toHaveTextContent('Dorm');
    const reasons = within(first).getByRole('list', { name: 'Why you match Ada L.' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Raises the match: Ada is a night owl, which you marked very important',
      'Raises the match: You keep things neat, which Ada marked somewhat important',
      'Raises the match: You both like Reading',
    ]);
    expect(within(first).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/roommates/${ada.id}`);
    // Without a photo, the initials stand in.
    expect(within(screen.getByRole('article', { name: 'Cleo M.' })).getByText('CM')).toBeInTheDocument();
    expect(api.requests[0]!.searchParams.get('pageSize')).toBe('12');
    expect(document.title).toBe('Find Roommates · Quad');
  });

  it('saves a student from their card without opening their page, and removes them again', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([ada, ben]);
    const saved = mockSavedApi([], { known: [ada, ben], latency: 100 });
    const { user, router } = open();
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    const save = within(card).getByRole('button', { name: 'Save Ada' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    // A sibling of the card's link, not inside it.
    expect(within(card).getByRole('link', { name: 'Ada L.' })).not.toContainElement(save);

    await user.click(save);
    // At once, before the server answers.
    const remove = await within(card).findByRole('button', { name: 'Remove Ada from Saved' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saved.changes).toEqual([{ method: 'PUT', id: ada.id }]));
    expect(router.state.location.pathname).toBe('/roommates');
    await waitFor(() => expect(saved.saved.map((entry) => entry.id)).toEqual([ada.id]));
    expect(within(screen.getByRole('article', { name: 'Ben K.' })).getByRole('button', { name: 'Save Ben' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(card).getByRole('button', { name: 'Remove Ada from Saved' }));
    expect(await within(card).findByRole('button', { name: 'Save Ada' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(saved.saved).toEqual([]));
    expect(saved.changes.map((change) => change.method)).toEqual(['PUT', 'DELETE']);
    expect(router.state.location.pathname).toBe('/roommates');
  });

  it('puts the bookmark back and says why when the server refuses a save', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([ada]);
    mockSavedApi([], { failChangesWith: { status: 409, error: 'You can save up to 500 items. Remove some from Saved first.' } });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    await user.click(within(card).getByRole('button', { name: 'Save Ada' }));
    expect(await screen.findByText('You can save up to 500 items. Remove some from Saved first.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save Ada' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows what lowers a low match on its card, even past the first three reasons', async () => {
    mockProfileApi(buildProfile());
    const aiden = buildRoommateCard({
      firstName: 'Aiden',
      lastInitial: 'H.',
      match: 0,
      reasons: [
        raises('Aiden keeps things neat, which you marked very important'),
        raises('Aiden has guests over occasionally, which you marked very important'),
        raises('Aiden is substance free, which you marked very important'),
        lowers("Aiden is looking for someone who is an early bird; you're a night owl"),
      ],
    });
    mockRoommatesApi([aiden]);
    open();
    const card = await screen.findByRole('article', { name: 'Aiden H.' });
    expect(card).toHaveTextContent('0%');
    const reasons = within(card).getByRole('list', { name: 'Why the match with Aiden H. is low' });
    const items = within(reasons).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items).toContain("Lowers the match: Aiden is looking for someone who is an early bird; you're a night owl");
  });

  it('says "Not enough to compare yet" for a student with no percentage', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([buildRoommateCard({ firstName: 'Riley', lastInitial: 'P.', match: null, reasons: [] })]);
    open();
    const card = await screen.findByRole('article', { name: 'Riley P.' });
    expect(card).toHaveTextContent('Not enough to compare yet');
    expect(card).not.toHaveTextContent('%');
  });

  it('reads the filters and the page from the address and asks the server with them', async () => {
    mockProfileApi(buildProfile());
    const many = Array.from({ length: 14 }, (_, index) => buildRoommateCard({ firstName: `Student${index}` }));
    const api = mockRoommatesApi(many);
    const year = new Date().getFullYear() + 2;
    open(`/roommates?graduationYear=${year}&housing=Dorm&gender=Female&major=Economics&minMatch=70&page=2`);
    expect(await shownNames()).toEqual(['Student12 L.', 'Student13 L.']);
    const query = Object.fromEntries(api.requests[0]!.searchParams);
    expect(query).toEqual({
      graduationYear: String(year),
      housing: 'Dorm',
      gender: 'Female',
      major: 'Economics',
      minMatch: '70',
      page: '2',
      pageSize: '12',
    });
    expect(screen.getByLabelText('Class year')).toHaveValue(String(year));
    expect(await screen.findByRole('option', { name: 'Apartment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Housing')).toHaveValue('Dorm');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Minimum match')).toHaveValue('70');
    expect(screen.getByRole('combobox', { name: 'Major' })).toHaveValue('Economics');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('writes a changed filter to the address and goes back to the first page', async () => {
    mockProfileApi(buildProfile());
    const api = mockRoommatesApi(Array.from({ length: 14 }, () => buildRoommateCard()));
    const { user, router } = open('/roommates?page=2');
    await screen.findByText('Page 2 of 2');
    await screen.findByRole('option', { name: 'Apartment' });

    await user.selectOptions(screen.getByLabelText('Housing'), 'Apartment');
    await waitFor(() => expect(router.state.location.search).toBe('?housing=Apartment'));
    await waitFor(() => expect(api.requests.at(-1)!.searchParams.get('housing')).toBe('Apartment'));
    expect(api.requests.at(-1)!.searchParams.get('page')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Minimum match'), '80');
    await waitFor(() => expect(router.state.location.search).toBe('?housing=Apartment&minMatch=80'));

    const major = screen.getByRole('combobox', { name: 'Major' });
    await user.type(major, 'comp');
    await user.click(screen.getByRole('option', { name: 'Computer Science' }));
    await waitFor(() => expect(router.state.location.search).toBe('?housing=Apartment&minMatch=80&major=Computer+Science'));
    await waitFor(() => expect(api.requests.at(-1)!.searchParams.get('major')).toBe('Computer Science'));

    // Back undoes the last change.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?housing=Apartment&minMatch=80');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Major' })).toHaveValue(''));
    expect(screen.getByLabelText('Minimum match')).toHaveValue('80');
  });

  it('pages with Previous and Next, keeping the filters', async () => {
    mockProfileApi(buildProfile());
    const many = Array.from({ length: 30 }, (_, index) => buildRoommateCard({ firstName: `S${index}` }));
    const api = mockRoommatesApi(many);
    const { user, router } = open('/roommates?gender=Male');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/30 students/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?gender=Male&page=2');
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-label', 'S12 L.'));
    expect(api.requests.at(-1)!.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('counts one student who matches the filters in the singular', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([buildRoommateCard({ firstName: 'Ada' })]);
    open('/roommates?housing=Apartment');
    const count = (text: string) => (_: string, element: Element | null) => element?.textContent === text;
    expect(await screen.findByText(count('1 student matches these filters, best match first'))).toBeInTheDocument();
  });

  it('says when nobody matches the filters, and Clear filters clears them', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([]);
    const { user, router } = open('/roommates?housing=House&minMatch=90');
    expect(await screen.findByRole('heading', { name: 'No students match these filters' })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows the server's message for a filter it does not know", async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([], { failWith: { status: 400, error: 'housing must be one of the catalogue options' } });
    open('/roommates?housing=Castle');
    expect(await screen.findByRole('alert')).toHaveTextContent('housing must be one of the catalogue options');
  });

  describe('without an approved profile', () => {
    it('asks a student without a profile to create one', async () => {
      mockProfileApi(null);
      const api = mockRoommatesApi([ada]);
      open();
      expect(await screen.findByRole('heading', { name: 'Create your profile to see students looking for a roommate' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/profile/create');
      expect(api.requests).toHaveLength(0);
    });

    it('says a pending profile is waiting for review', async () => {
      mockProfileApi(buildProfile({ profileStatus: 'pending' }));
      const api = mockRoommatesApi([ada]);
      open();
      expect(await screen.findByRole('heading', { name: 'Your profile is waiting for review (usually 24 to 48 hours)' })).toBeInTheDocument();
      expect(api.requests).toHaveLength(0);
    });

    it('shows why a profile was rejected, with Edit and resubmit', async () => {
      mockProfileApi(buildProfile({ profileStatus: 'rejected', profileRejectionReason: 'Please add a clear photo.' }));
      mockRoommatesApi([ada]);
      open();
      expect(await screen.findByText('Please add a clear photo.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute('href', '/profile/create');
    });

    it('shows the list while an edit of an approved profile waits for review', async () => {
      mockProfileApi(buildProfile({ profileStatus: 'pending', visibleToRoommates: true }));
      mockRoommatesApi([ada]);
      open();
      expect(await shownNames()).toEqual(['Ada L.']);
    });

    it('explains a 403 from the server the same way', async () => {
      mockProfileApi(buildProfile());
      mockRoommatesApi([], { failWith: { status: 403, error: 'Your profile must be approved before you can see other students' } });
      open();
      expect(await screen.findByRole('heading', { name: 'Your profile must be approved before you can see other students' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View your profile' })).toHaveAttribute('href', '/profile');
      expect(screen.queryByRole('link', { name: 'Add your university e-mail' })).not.toBeInTheDocument();
    });

    it.each([VERIFY_MESSAGE, 'Reed College no longer takes students without a university e-mail'])(
      'asks an approved student without a verified address at their university to add one: %s',
      async (message) => {
        mockProfileApi(buildProfile());
        mockRoommatesApi([ada], { failWith: { status: 403, error: message } });
        open();
        expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Add your university e-mail' })).toHaveAttribute('href', '/settings?universityEmail=add');
        expect(screen.queryByRole('link', { name: 'View your profile' })).not.toBeInTheDocument();
        expect(screen.queryByText(/must be approved/)).not.toBeInTheDocument();
      },
    );
  });

  it('marks the students the viewer is connected with as Connected', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([{ ...ada, connected: true }, ben]);
    open();
    expect(await shownNames()).toEqual(['Ada L.', 'Ben K.']);
    expect(within(screen.getByRole('article', { name: 'Ada L.' })).getByText('Connected')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Ben K.' })).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/roommates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
