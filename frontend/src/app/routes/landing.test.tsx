import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { getLandingFiguresQueryOptions } from '@/features/landing/api/get-landing-figures';
import type { Profile } from '@/features/profiles/types';
import { buildFeaturedPhoto, buildFeaturedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { API, buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, buildRoommateProfile, lowers, mockRoommatesApi, raises } from '@/testing/mocks/roommates';
import { server } from '@/testing/mocks/server';
import { mockLandingFigures } from '@/testing/mocks/site';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

/** Get Started, in the hero and at the close. */
function callsToAction() {
  const hero = screen.getByRole('region', { name: /^find your people/i });
  const closing = screen.getByRole('region', { name: 'Ready to find your people?' });
  return [within(hero).getByRole('link', { name: /get started/i }), within(closing).getByRole('link', { name: /get started/i })];
}

describe('/ (landing)', () => {
  it("leads a guest's calls to action to /register", async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    const roommates = screen.getByRole('region', { name: 'How roommate matching works' });
    const links = [...callsToAction(), within(roommates).getByRole('link', { name: 'Create your account' })];
    for (const link of links) expect(link).toHaveAttribute('href', '/register');
  });

  it.each<[string, Profile | null, string]>([
    ['without a profile', null, '/profile/create'],
    ['with a pending profile', buildProfile({ profileStatus: 'pending' }), '/profile'],
    ['with a rejected profile', buildProfile({ profileStatus: 'rejected' }), '/profile'],
    ['with an approved profile', buildProfile({ profileStatus: 'approved' }), '/home'],
  ])('leads a signed-in student %s to %s', async (_label, profile, target) => {
    mockProfileApi(profile);
    mockRoommatesApi([]);
    // /home, where an approved student goes on to, shows their university.
    mockUniversitiesApi([buildUniversity({ id: 'uni-1' })]);
    signInAs(buildUser());
    const { user, router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    // The signed-in landing is a lazy chunk: the first case of the file loads it cold.
    await waitFor(
      () => {
        for (const link of callsToAction()) expect(link).toHaveAttribute('href', target);
      },
      { timeout: 5000 },
    );
    await user.click(callsToAction()[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('shows the real figures once the page has painted', async () => {
    mockLandingFigures({ universities: 12, verifiedStudents: 597519, approvedProfiles: null });
    renderRoutes(routes, '/');
    // The section first reads without numbers, then the figures arrive.
    const figure = await screen.findByText('597,519');
    const stats = screen.getByRole('region', { name: 'Built for verified students' });
    expect(stats).toContainElement(figure);
    expect(within(stats).getByText('12')).toBeInTheDocument();
    expect(within(stats).getAllByRole('term').map((term) => term.textContent)).toEqual(['Universities', 'Verified students']);
  });

  it('shows the real figures to a signed-in student too', async () => {
    mockLandingFigures({ approvedProfiles: 250 });
    mockProfileApi(null);
    signInAs(buildUser());
    renderRoutes(routes, '/');
    const figure = await screen.findByText('250');
    expect(screen.getByRole('region', { name: 'Built for verified students' })).toContainElement(figure);
  });

  it('keeps the wording without numbers when the figures cannot be had', async () => {
    server.use(http.get(`${API}/landing-figures`, () => HttpResponse.json({ success: false, error: 'Down' }, { status: 500 })));
    renderRoutes(routes, '/');
    await waitFor(() =>
      expect(appQueryClient.getQueryState(getLandingFiguresQueryOptions().queryKey)?.status).toBe('error'),
    );
    const stats = screen.getByRole('region', { name: 'Built for verified students' });
    expect(within(stats).queryByRole('term')).not.toBeInTheDocument();
    expect(within(stats).getByText(/university e-mail address/)).toBeInTheDocument();
  });
});

describe('/ (landing), Recently Featured', () => {
  const section = () => screen.getByRole('region', { name: 'Recently Featured' });

  it("shows the newest featured posts of every university, each leading to its university's page", async () => {
    const api = mockFeaturedApi([
      buildFeaturedPost({
        credit: '@ada.l',
        caption: 'Golden hour on the Diag',
        likes: 42,
        instagram: { likes: 1200, comments: 87, permalink: 'https://www.instagram.com/p/abc/' },
        photos: [buildFeaturedPhoto({ url: '/media/a.jpg', thumbnailUrl: '/media/a.thumb.jpg', width: 1080, height: 1350 })],
        university: { id: 'u1', name: 'University of Michigan', slug: 'UMich' },
      }),
      buildFeaturedPost({ credit: 'Grace H.', university: { id: 'u2', name: 'Wayne State University', slug: 'wayne' } }),
    ]);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    const ada = (await within(section()).findAllByRole('article', {}, { timeout: 3000 }))[0]!;
    expect(within(ada).getByText('@ada.l')).toBeInTheDocument();
    expect(within(ada).getByText('Golden hour on the Diag')).toBeInTheDocument();
    expect(within(ada).getByText('42')).toBeInTheDocument();
    expect(within(ada).getByText('87')).toBeInTheDocument();
    expect(within(ada).getByText('comments on Instagram')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'University of Michigan' })).toHaveAttribute('href', '/umich');
    const image = within(ada).getByRole('img', { name: 'Photo by @ada.l: Golden hour on the Diag' });
    expect(image).toHaveAttribute('src', '/media/a.thumb.jpg');
    expect(image).toHaveAttribute('srcset', '/media/a.thumb.jpg 320w, /media/a.jpg 1080w');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1080');
    expect(within(section()).getAllByRole('article')).toHaveLength(2);
    expect(within(section()).queryByText(/nothing is featured/i)).not.toBeInTheDocument();
    // Every university's, newest first, four of them.
    expect(api.lists[0]!.searchParams.get('pageSize')).toBe('4');
    expect(api.lists[0]!.searchParams.has('universityId')).toBe(false);
  });

  it('says nothing is featured yet, with no sample post, while nothing is', async () => {
    mockFeaturedApi([]);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(await within(section()).findByText(/^Nothing is featured yet\./, {}, { timeout: 3000 })).toBeVisible();
    expect(within(section()).queryByRole('article')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('img')).not.toBeInTheDocument();
    expect(section()).not.toHaveTextContent(/sample|wolverine_views|\d/i);
  });

  it('says the posts cannot be shown when the server fails, with no sample post', async () => {
    mockFeaturedApi([buildFeaturedPost()], { failWith: { status: 500, error: 'Down' } });
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(await within(section()).findByText(/^Featured posts cannot be shown right now\./, {}, { timeout: 3000 })).toBeVisible();
    expect(within(section()).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a skeleton, not samples, until the posts arrive', async () => {
    const api = mockFeaturedApi([buildFeaturedPost()], { latency: 200 });
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading featured posts...');
    expect(within(section()).queryByText(/nothing is featured/i)).not.toBeInTheDocument();
    await waitFor(() => expect(api.lists).toHaveLength(1), { timeout: 3000 });
    expect(await within(section()).findByRole('article', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(section()).queryByText(/nothing is featured/i)).not.toBeInTheDocument();
  });

  it('shows the real posts to a signed-in student too', async () => {
    mockFeaturedApi([buildFeaturedPost({ credit: '@ada.l' })]);
    mockProfileApi(null);
    signInAs(buildUser());
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(await within(section()).findByText('@ada.l', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

/** Names, quotes and figures the page once showed and no student wrote or counted (issue 37). */
const INVENTED = /Maya Thompson|Jordan Lee|Priya Patel|Sofia Martinez|Ethan Walker|Marcus Johnson|94%|lifestyle match|thousand likes|wolverine_views|1,243|Suggested for you|Sample profiles|Sample posts|Rated \d out of 5/i;

describe('/ (landing), roommates', () => {
  const topMatches = () => screen.findByRole('region', { name: 'Your top matches' }, { timeout: 5000 });

  it("shows a guest no sample person, quote, rating or invented figure, and asks nothing about roommates", async () => {
    const roommatesApi = mockRoommatesApi([buildRoommateCard({ firstName: 'Ada' })]);
    mockFeaturedApi([]);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    // Once everything that loads after the first paint has come: the hero's decoration, the figures, Recently Featured.
    await screen.findByTestId('particles', {}, { timeout: 3000 });
    await within(screen.getByRole('region', { name: 'Recently Featured' })).findByText(/^Nothing is featured yet/, {}, { timeout: 3000 });
    expect(document.body).not.toHaveTextContent(INVENTED);
    expect(screen.queryByRole('region', { name: /testimonials|students love/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Connect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your top matches' })).not.toBeInTheDocument();
    const roommates = screen.getByRole('region', { name: 'How roommate matching works' });
    expect(within(roommates).queryByRole('article')).not.toBeInTheDocument();
    expect(within(roommates).getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    expect(roommatesApi.requests).toEqual([]);
  });

  it('shows a signed-in student their own three best matches from the roommates API, with the match, reasons, Save and Connect', async () => {
    const ada = buildRoommateCard({
      firstName: 'Ada',
      match: 91,
      reasons: [raises('Ada is a night owl, which you marked very important'), lowers('Ada drinks socially')],
    });
    const ben = buildRoommateCard({ firstName: 'Ben', lastInitial: 'K.', match: 80, connected: true });
    const cleo = buildRoommateCard({ firstName: 'Cleo', match: null, reasons: [] });
    const dan = buildRoommateCard({ firstName: 'Dan', match: 55 });
    mockProfileApi(buildProfile());
    const api = mockRoommatesApi([ada, ben, cleo, dan], { details: [buildRoommateProfile({ id: ada.id })] });
    signInAs(buildUser());
    const { user, router } = renderRoutes(routes, '/');

    const top = await topMatches();
    const list = await within(top).findByRole('list', { name: 'Your best matches' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ada L.', 'Ben K.', 'Cleo L.']);
    expect(api.requests[0]!.searchParams.get('pageSize')).toBe('3');

    const adaCard = within(list).getByRole('article', { name: 'Ada L.' });
    expect(within(adaCard).getByText('91%')).toBeInTheDocument();
    const reasons = within(adaCard).getByRole('list', { name: 'Why you match Ada L.' });
    expect(reasons).toHaveTextContent('Raises the match: Ada is a night owl, which you marked very important');
    expect(reasons).toHaveTextContent('Lowers the match: Ada drinks socially');
    expect(within(adaCard).getByRole('button', { name: 'Save Ada' })).toBeInTheDocument();
    expect(within(within(list).getByRole('article', { name: 'Cleo L.' })).getByText('Not enough to compare yet')).toBeInTheDocument();
    // Ben is already connected: his card says so, without Connect.
    const benCard = within(list).getByRole('article', { name: 'Ben K.' });
    expect(within(benCard).getByText('Connected')).toBeInTheDocument();
    expect(within(benCard).queryByRole('link', { name: /^Connect/ })).not.toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'See all matches' })).toHaveAttribute('href', '/roommates');
    expect(screen.queryByRole('region', { name: 'How roommate matching works' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(INVENTED);

    // Connect opens Ada's page, where connecting works as from /roommates.
    const connect = within(adaCard).getByRole('link', { name: 'Connect with Ada L.' });
    expect(connect).toHaveAttribute('href', `/roommates/${ada.id}`);
    await user.click(connect);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/roommates/${ada.id}`));
    expect(await screen.findByRole('button', { name: 'Send request' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('tells a signed-in student with no match yet so, with the way to Find Roommates, and no sample students', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi([]);
    signInAs(buildUser());
    renderRoutes(routes, '/');
    const top = await topMatches();
    expect(await within(top).findByText(/^No student at your university is looking for a roommate yet\./)).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Open Find Roommates' })).toHaveAttribute('href', '/roommates');
    expect(within(top).queryByRole('link', { name: 'See all matches' })).not.toBeInTheDocument();
    expect(within(top).queryByRole('article')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(INVENTED);
  });

  it.each<[string, Profile | null, RegExp, string, string]>([
    ['without a profile', null, /^Create your profile to see students/, 'Create your profile', '/profile/create'],
    ['with a pending profile', buildProfile({ profileStatus: 'pending' }), /^Your profile is waiting for review/, 'View your profile', '/profile'],
    ['with a rejected profile', buildProfile({ profileStatus: 'rejected' }), /^Your profile was not approved/, 'Edit and resubmit', '/profile/create'],
  ])('tells a signed-in student %s why they see no matches yet, with the next step', async (_label, profile, title, action, target) => {
    mockProfileApi(profile);
    const api = mockRoommatesApi([buildRoommateCard()]);
    signInAs(buildUser());
    renderRoutes(routes, '/');
    const notice = await screen.findByRole('region', { name: title }, { timeout: 5000 });
    expect(within(notice).getByRole('link', { name: action })).toHaveAttribute('href', target);
    expect(screen.queryByRole('list', { name: 'Your best matches' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('asks an approved student without a verified address at their university to add one, as /roommates does', async () => {
    const message = 'To see other students at University of Michigan, verify an address at umich.edu: add it as your university e-mail in Settings';
    mockProfileApi(buildProfile());
    mockRoommatesApi([buildRoommateCard()], { failWith: { status: 403, error: message } });
    signInAs(buildUser());
    renderRoutes(routes, '/');
    const notice = await screen.findByRole('region', { name: message }, { timeout: 5000 });
    expect(within(notice).getByRole('link', { name: 'Add your university e-mail' })).toHaveAttribute('href', '/settings?universityEmail=add');
    expect(screen.queryByRole('list', { name: 'Your best matches' })).not.toBeInTheDocument();
  });

  it('leaves the roommate band out for staff', async () => {
    const api = mockRoommatesApi([buildRoommateCard()]);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/');
    const hero = await screen.findByRole('region', { name: /^find your people/i });
    await waitFor(() => expect(within(hero).getByRole('link', { name: /get started/i })).toHaveAttribute('href', '/admin'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('region', { name: 'How roommate matching works' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your top matches' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
