import { screen, within } from '@testing-library/react';
import { http } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildInstagramAccount, buildManagerPost, buildManagerUniversity, mockManagerApi } from '@/testing/mocks/manager';
import { server } from '@/testing/mocks/server';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

// Journeys through the add modal: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const michigan = buildManagerUniversity({ name: 'University of Michigan', location: 'Ann Arbor, MI', logoUrl: '/media/logos/umich.png', logoThumbnailUrl: '/media/logos/umich.thumb.png' });
const oxford = buildManagerUniversity({ name: 'Oxford', location: null });
const cornell = buildManagerUniversity({ name: 'Cornell University', location: 'Ithaca, NY' });

/** Michigan: 2 connected accounts and 3 queued posts (a posted and a failed one besides); Cornell: 1 and 1; Oxford: none. */
function connected() {
  const umich = buildInstagramAccount({ universityId: michigan.id, username: 'umich', igUserId: '17841400000000001' });
  const athletics = buildInstagramAccount({ universityId: michigan.id, username: 'umichathletics', igUserId: '17841400000000002' });
  const bigRed = buildInstagramAccount({ universityId: cornell.id, username: 'cornell', igUserId: '17841400000000003' });
  const post = (universityId: string, accountId: string, status: 'queued' | 'posted' | 'failed') =>
    buildManagerPost({ universityId, accountId, status });
  return {
    accounts: [umich, athletics, bigRed],
    posts: [
      post(michigan.id, umich.id, 'queued'),
      post(michigan.id, umich.id, 'queued'),
      post(michigan.id, athletics.id, 'queued'),
      post(michigan.id, umich.id, 'posted'),
      post(michigan.id, athletics.id, 'failed'),
      post(cornell.id, bigRed.id, 'queued'),
    ],
  };
}

/**
 * The same universities as GET /universities lists them, with Instagram profile links that do not match
 * the connected accounts: a screen counting links would show other numbers.
 */
function publicUniversities() {
  return mockUniversitiesApi([
    buildUniversity({
      id: michigan.id,
      name: michigan.name,
      location: michigan.location,
      instagramLinks: [{ url: 'https://www.instagram.com/umich', channelName: 'umich' }],
    }),
    buildUniversity({
      id: oxford.id,
      name: oxford.name,
      location: null,
      instagramLinks: [
        { url: 'https://www.instagram.com/oxford', channelName: 'oxford' },
        { url: 'https://www.instagram.com/oxfordsport', channelName: 'oxfordsport' },
      ],
    }),
    buildUniversity({ id: cornell.id, name: cornell.name, location: cornell.location, instagramUrl: null, instagramLinks: [] }),
  ]);
}

function open(path = '/manager/universities') {
  signInAs(buildUser({ role: 'manager' }));
  return renderRoutes(routes, path);
}

/** The names on the grid's cards, in order. */
const names = () =>
  within(screen.getByRole('list', { name: 'Universities' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The card of the university named `name`. */
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article')!;

const png = (name = 'logo.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
const logoInput = () => screen.getByLabelText('University Logo', { selector: 'input' });

describe('/manager/universities', () => {
  it("shows a card per university with its connected Instagram accounts, queued posts and a Manage link", async () => {
    const api = mockManagerApi({ universities: [michigan, oxford, cornell], ...connected() });
    const links = publicUniversities();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Universities' })).toBeInTheDocument();
    expect(document.title).toBe('Universities · Manager · Quad');
    expect(screen.getByText('Loading universities...')).toBeInTheDocument();

    await screen.findByRole('heading', { level: 2, name: 'University of Michigan' });
    expect(names()).toEqual(['University of Michigan', 'Oxford', 'Cornell University']);

    const umich = card('University of Michigan');
    expect(within(umich).getByText('Ann Arbor, MI')).toBeInTheDocument();
    expect(within(umich).getByText('2 Instagram accounts · 3 queued posts')).toBeInTheDocument();
    expect(umich.querySelector('img')).toHaveAttribute('src', '/media/logos/umich.thumb.png');
    expect(within(umich).getByRole('link', { name: 'Manage University of Michigan' })).toHaveAttribute(
      'href',
      `/manager/instagram?university=${michigan.id}`,
    );
    // Oxford has two Instagram profile links but no connected account.
    expect(within(card('Oxford')).getByText('0 Instagram accounts · 0 queued posts')).toBeInTheDocument();
    expect(within(card('Oxford')).getByText('Location not set')).toBeInTheDocument();
    expect(card('Oxford').querySelector('img')).toBeNull();
    // Cornell has no profile link but a connected account.
    expect(within(card('Cornell University')).getByText('1 Instagram account · 1 queued post')).toBeInTheDocument();

    // The counts come from GET /manager/universities alone, not from the public list's links.
    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['GET /api/v1/manager/universities']);
    expect(links.requests).toEqual([]);

    // Managers may add but not edit or delete.
    expect(screen.getByRole('button', { name: 'Add University' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('marks a university nobody can join yet, and says what it waits for', async () => {
    mockManagerApi({ universities: [michigan, { ...oxford, open: false }], ...connected() });
    open();
    await screen.findByRole('heading', { level: 2, name: 'Oxford' });
    expect(within(card('Oxford')).getByText('Not open yet')).toBeInTheDocument();
    expect(
      within(card('Oxford')).getByText('Students cannot join it until an admin confirms its e-mail domains.'),
    ).toBeInTheDocument();
    expect(within(card('University of Michigan')).queryByText('Not open yet')).not.toBeInTheDocument();
  });

  it('Manage opens the Instagram screen with the university chosen', async () => {
    mockManagerApi({ universities: [michigan, oxford, cornell], ...connected() });
    const { user, router } = open();
    await user.click(await screen.findByRole('link', { name: 'Manage Cornell University' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/instagram');
    expect(router.state.location.search).toBe(`?university=${cornell.id}`);
  });

  it('searches the universities by name or location, keeping the search in the address', async () => {
    const api = mockManagerApi({ universities: [michigan, oxford, cornell] });
    const { user, router } = open();
    await screen.findByRole('heading', { level: 2, name: 'University of Michigan' });
    const search = screen.getByRole('searchbox', { name: 'Search universities' });

    await user.type(search, 'ithaca');
    expect(router.state.location.search).toBe('?search=ithaca');
    expect(names()).toEqual(['Cornell University']);

    await user.clear(search);
    await user.type(search, 'UNIVERSITY');
    expect(names()).toEqual(['University of Michigan', 'Cornell University']);

    await user.clear(search);
    await user.type(search, 'Cambridge');
    expect(screen.getByText('No universities match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Universities' })).not.toBeInTheDocument();

    await user.clear(search);
    expect(router.state.location.search).toBe('');
    expect(names()).toEqual(['University of Michigan', 'Oxford', 'Cornell University']);
    // Searching filters what was read once: the server is not asked again.
    expect(api.requests).toHaveLength(1);
  });

  it('starts from the search in the address', async () => {
    mockManagerApi({ universities: [michigan, oxford, cornell] });
    open('/manager/universities?search=oxford');
    expect(await screen.findByRole('heading', { level: 2, name: 'Oxford' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search universities' })).toHaveValue('oxford');
    expect(names()).toEqual(['Oxford']);
  });

  it('tells a manager who looks after no university yet whom to ask, and that one they add is theirs', async () => {
    mockManagerApi({ universities: [] });
    open();
    expect(await screen.findByText("You don't look after any university yet.")).toBeInTheDocument();
    expect(screen.getByText('Ask an admin to assign you one in Users.')).toBeInTheDocument();
    expect(screen.getByText('A university you add is yours at once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add University' })).toBeInTheDocument();
    // Nothing to search.
    expect(screen.queryByRole('searchbox', { name: 'Search universities' })).not.toBeInTheDocument();
  });

  it('says "No universities found." to an admin when there are none at all', async () => {
    mockManagerApi({ universities: [] });
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/manager/universities');
    expect(await screen.findByText('No universities found.')).toBeInTheDocument();
    expect(screen.queryByText("You don't look after any university yet.")).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search universities' })).toBeInTheDocument();
  });

  it('offers Try again when loading fails', async () => {
    mockManagerApi({ universities: [], failures: { '/manager/universities': { status: 500, error: 'Boom' } } });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load universities');
    // The server answers again (the later handlers come first).
    mockManagerApi({ universities: [michigan] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'University of Michigan' })).toBeInTheDocument();
  });

  it('opens the same Add University modal, and the new university joins the grid', async () => {
    const api = mockManagerApi({ universities: [oxford] });
    const links = mockUniversitiesApi([]);
    // The server lists the new university under /manager/universities once it is added.
    server.use(
      http.post(`${API}/universities`, () => {
        api.universities.push(buildManagerUniversity({ name: 'Quad State University', location: 'Springfield' }));
      }),
    );
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Oxford' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add University' }));
    const dialog = screen.getByRole('dialog', { name: 'Add University' });
    expect(within(dialog).getByRole('button', { name: 'Upload Logo' })).toBeInTheDocument();
    // A manager proposes the e-mail domains, which an admin confirms; only admins open it to everyone.
    expect(within(dialog).getByLabelText('University e-mail domains')).toHaveAccessibleDescription(
      /A proposal: an admin confirms these domains, and until then nobody can join\./,
    );
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('University e-mail domains'), 'quadstate.edu');
    await user.type(within(dialog).getByLabelText('Name'), 'Quad State University');
    await user.type(within(dialog).getByLabelText('Instagram URL'), '@quadstate');
    await user.upload(logoInput(), png('quad.png'));
    await user.type(within(dialog).getByLabelText('Description/Bio'), 'Home of the Quadrangles.');
    await user.type(within(dialog).getByLabelText('Location'), 'Springfield');
    await user.click(within(dialog).getByRole('button', { name: 'Add University' }));

    expect(await screen.findByText('University added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = links.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.form!.get('emailDomains')).toBe('quadstate.edu');
    expect(posts[0]!.form!.has('joinWithoutUniversityEmail')).toBe(false);
    const added = (await screen.findByRole('heading', { level: 2, name: 'Quad State University' })).closest('article')!;
    // Its Instagram link is not a connected account.
    expect(within(added).getByText('0 Instagram accounts · 0 queued posts')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname === '/api/v1/manager/universities')).toHaveLength(2);
  });
});
