import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { getLandingFiguresQueryOptions } from '@/features/landing/api/get-landing-figures';
import type { Profile } from '@/features/profiles/types';
import { buildFeaturedPhoto, buildFeaturedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { mockLandingFigures } from '@/testing/mocks/site';
import { renderRoutes, signInAs } from '@/testing/test-utils';

/** Get Started (hero and closing), Create your profile, and the three Connect links. */
function callsToAction() {
  const hero = screen.getByRole('region', { name: /^find your people/i });
  const roommates = screen.getByRole('region', { name: 'Potential Roommates' });
  const closing = screen.getByRole('region', { name: 'Ready to find your people?' });
  return [
    within(hero).getByRole('link', { name: /get started/i }),
    within(roommates).getByRole('link', { name: 'Create your profile' }),
    ...within(roommates).getAllByRole('link', { name: /^Connect with / }),
    within(closing).getByRole('link', { name: /get started/i }),
  ];
}

describe('/ (landing)', () => {
  it("leads a guest's calls to action to /register", async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    const links = callsToAction();
    expect(links).toHaveLength(6);
    for (const link of links) expect(link).toHaveAttribute('href', '/register');
  });

  it.each<[string, Profile | null, string]>([
    ['without a profile', null, '/profile/create'],
    ['with a pending profile', buildProfile({ profileStatus: 'pending' }), '/profile'],
    ['with a rejected profile', buildProfile({ profileStatus: 'rejected' }), '/profile'],
    ['with an approved profile', buildProfile({ profileStatus: 'approved' }), '/home'],
  ])('leads a signed-in student %s to %s', async (_label, profile, target) => {
    mockProfileApi(profile);
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
    expect(within(section()).queryByText('Sample posts')).not.toBeInTheDocument();
    // Every university's, newest first, four of them.
    expect(api.lists[0]!.searchParams.get('pageSize')).toBe('4');
    expect(api.lists[0]!.searchParams.has('universityId')).toBe(false);
  });

  it('shows the labelled sample posts only while nothing is featured', async () => {
    mockFeaturedApi([]);
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(await within(section()).findByText('Sample posts', { selector: 'span' }, { timeout: 3000 })).toBeVisible();
    expect(within(section()).getAllByRole('article')).toHaveLength(4);
    expect(within(section()).getByRole('heading', { name: '@wolverine_views' })).toBeInTheDocument();
  });

  it('shows a skeleton, not samples, until the posts arrive', async () => {
    const api = mockFeaturedApi([buildFeaturedPost()], { latency: 200 });
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading featured posts...');
    expect(within(section()).queryByText('Sample posts')).not.toBeInTheDocument();
    await waitFor(() => expect(api.lists).toHaveLength(1), { timeout: 3000 });
    expect(await within(section()).findByRole('article', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(section()).queryByText('Sample posts')).not.toBeInTheDocument();
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
