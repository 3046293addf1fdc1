import { act, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildFeaturedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const michigan = buildUniversity({
  name: 'University of Michigan',
  slug: 'umich',
  logoUrl: '/media/logos/umich.png',
  logoThumbnailUrl: '/media/logos/umich.thumb.png',
  description: 'Home of the Wolverines.',
  instagramUrl: 'https://www.instagram.com/umich',
  instagramLinks: [{ url: 'https://www.instagram.com/umich', channelName: 'umich' }],
  emailDomains: ['umich.edu'],
});

describe("a university's own page, /{slug}", () => {
  it('shows the logo, name, Submit Content and Find Roommates, the description and the Instagram link', async () => {
    const api = mockUniversitiesApi([michigan]);
    renderRoutes(routes, '/UMich');
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Michigan' })).toBeInTheDocument();
    expect(document.title).toBe('University of Michigan · Quad');
    expect(document.querySelector('main img')).toHaveAttribute('src', '/media/logos/umich.png');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Submit Content' })).toHaveAttribute('href', `/submit?university=${michigan.id}`);
    expect(within(main).getByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
    expect(screen.getByText('Home of the Wolverines.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@umich on Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/umich');
    // The address is looked up lower-cased.
    expect(api.requests[0]!.url.pathname).toBe('/api/v1/universities/slug/umich');
    expect(screen.queryByText('Not open yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tell me when it opens/ })).not.toBeInTheDocument();
  });

  describe('for a university nobody can join yet', () => {
    const reed = buildUniversity({ name: 'Reed College', slug: 'reed', proposedEmailDomains: ['reed.edu'] });

    it('says "Not open yet" and why, and asks a guest for an address to tell', async () => {
      const api = mockUniversitiesApi([reed]);
      const { user } = renderRoutes(routes, '/reed');
      const notice = await screen.findByRole('region', { name: 'Not open yet' });
      expect(notice).toHaveTextContent("Nobody can join Reed College yet: Quad has no e-mail domain for it yet.");

      const form = within(notice).getByRole('form', { name: 'Tell me when Reed College opens' });
      await user.click(within(form).getByRole('button', { name: 'Tell me when it opens' }));
      expect(await within(form).findByText('Please enter your email address')).toBeInTheDocument();
      await user.type(within(form).getByLabelText('Email address'), 'maya@example.com');
      await user.click(within(form).getByRole('button', { name: 'Tell me when it opens' }));
      expect(await within(notice).findByRole('status')).toHaveTextContent("We'll let you know when Reed College opens on Quad.");
      expect(within(notice).queryByRole('form')).not.toBeInTheDocument();
      expect(api.requests.at(-1)).toMatchObject({ method: 'POST', json: { email: 'maya@example.com' } });
    });

    it("shows the server's word when it opened meanwhile, and then the page as it is", async () => {
      const api = mockUniversitiesApi([reed]);
      signInAs(buildUser());
      const { user } = renderRoutes(routes, '/reed');
      const notice = await screen.findByRole('region', { name: 'Not open yet' });
      // An admin confirms the domain in the meantime.
      api.universities[0] = buildUniversity({ ...reed, emailDomains: ['reed.edu'], proposedEmailDomains: [], open: true });
      await user.click(within(notice).getByRole('button', { name: 'Tell me when it opens: Reed College' }));
      expect(await within(notice).findByRole('alert')).toHaveTextContent('Reed College is open: you can join it now');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Not open yet' })).not.toBeInTheDocument());
      // What the server said stays on screen.
      expect(screen.getByText('Reed College is open: you can join it now')).toBeInTheDocument();
    });
  });

  it("shows what its students got featured, newest first, with a way to submit one's own", async () => {
    mockUniversitiesApi([michigan]);
    const api = mockFeaturedApi([
      buildFeaturedPost({ caption: 'Golden hour on the Diag', credit: '@ada.l', likes: 12, university: { id: michigan.id, name: michigan.name, slug: 'umich' } }),
    ]);
    renderRoutes(routes, '/umich');
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(await within(featured).findByRole('article', { name: 'Photo by @ada.l' })).toBeInTheDocument();
    expect(within(featured).getByText('Golden hour on the Diag')).toBeInTheDocument();
    expect(within(featured).getByText('12 likes')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Submit your photos' })).toHaveAttribute('href', `/submit?university=${michigan.id}`);
    expect(api.lists[0]!.searchParams.get('universityId')).toBe(michigan.id);
  });

  it('says when nothing is featured yet, leading a student to submit photos', async () => {
    signInAs(buildUser());
    mockUniversitiesApi([michigan]);
    mockFeaturedApi([]);
    renderRoutes(routes, '/umich');
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(await within(featured).findByText('No featured posts yet.')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: /be the first/i })).toHaveAttribute('href', `/submit?university=${michigan.id}`);
  });

  it('shows an initials avatar when there is no logo', async () => {
    mockUniversitiesApi([{ ...michigan, logoUrl: null, logoThumbnailUrl: null }]);
    renderRoutes(routes, '/umich');
    await screen.findByRole('heading', { level: 1, name: 'University of Michigan' });
    expect(document.querySelector('main img')).toBeNull();
    expect(screen.getByText('UM')).toBeInTheDocument();
  });

  it('shows the 404 page when no university has that address', async () => {
    const api = mockUniversitiesApi([michigan]);
    renderRoutes(routes, '/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Quad');
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/api/v1/universities/slug/atlantis']);
  });

  it('does not ask the server about addresses that cannot be a university', async () => {
    const api = mockUniversitiesApi([michigan]);
    renderRoutes(routes, '/favicon.ico');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("leaves the app's own pages alone", async () => {
    const api = mockUniversitiesApi([michigan]);
    renderRoutes(routes, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: /campus life starts/i })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  describe('saving a featured post', () => {
    const ofMichigan = (overrides: Parameters<typeof buildFeaturedPost>[0] = {}) =>
      buildFeaturedPost({ credit: '@ada.l', university: { id: michigan.id, name: michigan.name, slug: 'umich' }, ...overrides });

    it('saves a post at once and keeps it when the server agrees; taking it back works the same', async () => {
      signInAs(buildUser());
      mockUniversitiesApi([michigan]);
      const post = ofMichigan();
      const api = mockFeaturedApi([post], { latency: 50 });
      const { user } = renderRoutes(routes, '/umich');
      const card = await screen.findByRole('article', { name: 'Photo by @ada.l' });
      const save = within(card).getByRole('button', { name: 'Save post' });
      expect(save).toHaveAttribute('aria-pressed', 'false');
      expect(save).toHaveTextContent('Save');

      await user.click(save);
      expect(within(card).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(card).getByRole('button', { name: 'Save post' })).toHaveTextContent('Saved');
      await waitFor(() => expect(api.saves).toEqual([{ method: 'PUT', id: post.id }]));
      // Once the server has answered, the post stays saved.
      await waitFor(() => expect(api.posts[0]!.saved).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(within(card).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(card).getByRole('button', { name: 'Save post' }));
      expect(within(card).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(api.saves).toHaveLength(2));
      expect(api.saves[1]).toEqual({ method: 'DELETE', id: post.id });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(within(card).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'false');
      // The like beside it is untouched.
      expect(api.likes).toHaveLength(0);
    });

    it('shows a post already saved as saved', async () => {
      signInAs(buildUser());
      mockUniversitiesApi([michigan]);
      mockFeaturedApi([ofMichigan({ saved: true })]);
      renderRoutes(routes, '/umich');
      const card = await screen.findByRole('article', { name: 'Photo by @ada.l' });
      expect(within(card).getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('puts the post back and says why when the server refuses it (the 500-item limit)', async () => {
      signInAs(buildUser());
      mockUniversitiesApi([michigan]);
      const api = mockFeaturedApi([ofMichigan()], {
        latency: 30,
        failSavesWith: { status: 409, error: 'You can save up to 500 items. Remove some from Saved first.' },
      });
      const { user } = renderRoutes(routes, '/umich');
      await user.click(await screen.findByRole('button', { name: 'Save post' }));
      expect(screen.getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('You can save up to 500 items. Remove some from Saved first.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'false'));
      expect(api.saves).toHaveLength(1);
    });

    it('offers a guest a way to sign in instead of a save button', async () => {
      mockUniversitiesApi([michigan]);
      const api = mockFeaturedApi([ofMichigan()]);
      const { user, router } = renderRoutes(routes, '/umich');
      const card = await screen.findByRole('article', { name: 'Photo by @ada.l' });
      expect(within(card).queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
      const signIn = within(card).getByRole('link', { name: 'Sign in to save' });
      expect(signIn).toHaveAttribute('href', '/login?next=%2Fumich');
      await user.click(signIn);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(api.saves).toHaveLength(0);
    });
  });
});
