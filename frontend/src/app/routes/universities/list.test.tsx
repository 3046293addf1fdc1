import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUniversity } from '@/testing/mocks/handlers';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes } from '@/testing/test-utils';

const michigan = buildUniversity({
  name: 'University of Michigan',
  slug: 'umich',
  location: 'Ann Arbor, MI',
  abbreviation: 'UMich',
  website: 'https://umich.edu',
  studentCount: 48000,
  description: 'Home of the Wolverines.',
  instagramUrl: 'https://www.instagram.com/umich',
  instagramLinks: [{ url: 'https://www.instagram.com/umich', channelName: 'umich' }],
});
const ucla = buildUniversity({ name: 'UCLA', slug: 'ucla', location: 'Los Angeles, CA' });

describe('/universities', () => {
  it('lists universities as cards leading to /universities/{id}', async () => {
    mockUniversitiesApi([michigan, ucla]);
    renderRoutes(routes, '/universities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universities' })).toBeInTheDocument();
    expect(document.title).toBe('Universities · Quad');
    const link = await screen.findByRole('link', { name: 'University of Michigan' });
    expect(link).toHaveAttribute('href', `/universities/${michigan.id}`);
    const card = link.closest('article')!;
    expect(within(card).getByText('Ann Arbor, MI')).toBeInTheDocument();
    expect(within(card).getByText('@umich')).toBeInTheDocument();
  });

  it('holds the grid with placeholder cards while the list loads, so the footer stays put', async () => {
    mockUniversitiesApi([michigan, ucla], { latency: 200 });
    renderRoutes(routes, '/universities');
    const loading = (await screen.findByText('Loading universities...')).closest('[role="status"]')!;
    const placeholders = loading.querySelector('ul[aria-hidden="true"]')!;
    expect(placeholders.children).toHaveLength(6);
    const grid = (await screen.findByRole('link', { name: 'UCLA' })).closest('ul')!;
    expect(grid.className).toBe(placeholders.className);
    expect(screen.queryByText('Loading universities...')).not.toBeInTheDocument();
  });

  it("loads each logo's thumbnail at its shown size, lazily", async () => {
    mockUniversitiesApi([
      buildUniversity({ name: 'Oxford', logoUrl: '/media/oxford.png', logoThumbnailUrl: '/media/oxford.thumb.png' }),
    ]);
    const { container } = renderRoutes(routes, '/universities');
    await screen.findByRole('link', { name: 'Oxford' });
    expect(container.querySelector('img[src="/media/oxford.png"]')).toBeNull();
    const logo = container.querySelector('img[src="/media/oxford.thumb.png"]');
    expect(logo).toHaveAttribute('width', '56');
    expect(logo).toHaveAttribute('height', '56');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('decoding', 'async');
  });

  it('falls back to the logo when its thumbnail cannot be loaded, then to the initials', async () => {
    mockUniversitiesApi([
      buildUniversity({ name: 'Oxford', abbreviation: 'OX', logoUrl: '/media/oxford.png', logoThumbnailUrl: '/media/gone.thumb.png' }),
    ]);
    const { container } = renderRoutes(routes, '/universities');
    await screen.findByRole('link', { name: 'Oxford' });

    fireEvent.error(container.querySelector('img[src="/media/gone.thumb.png"]')!);
    const logo = container.querySelector('img[src="/media/oxford.png"]');
    expect(logo).not.toBeNull();

    fireEvent.error(logo!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('OX')).toBeInTheDocument();
  });

  it('searches, says "No universities found", and Clear search brings everyone back', async () => {
    const api = mockUniversitiesApi([michigan, ucla]);
    const { user, router } = renderRoutes(routes, '/universities');
    await screen.findByRole('link', { name: 'UCLA' });
    const box = screen.getByRole('searchbox', { name: /search universities/i });
    expect(box).toHaveAttribute('placeholder', 'Search universities...');

    await user.type(box, 'los angeles');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'University of Michigan' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'UCLA' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “los angeles”' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'atlantis');
    expect(await screen.findByText('No universities found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=atlantis');
    await user.click(screen.getByRole('button', { name: 'Request Your University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Your University' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'University of Michigan' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(router.state.location.search).toBe('');
    // The full list comes back from the cache.
    expect(api.requests.map((r) => r.url.searchParams.get('search'))).toEqual([null, 'los angeles', 'atlantis']);
  });

  it('shows no Clear search button when there is simply nothing yet', async () => {
    mockUniversitiesApi([]);
    renderRoutes(routes, '/universities');
    expect(await screen.findByText('No universities found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Your University' })).toBeInTheDocument();
  });

  it('starts from the search in the address', async () => {
    const api = mockUniversitiesApi([michigan, ucla]);
    renderRoutes(routes, '/universities?search=ann');
    expect(await screen.findByRole('link', { name: 'University of Michigan' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /search universities/i })).toHaveValue('ann');
    expect(api.requests.map((r) => r.url.searchParams.get('search'))).toEqual(['ann']);
  });
});

describe('/universities/{id}', () => {
  it("shows the university's details and links to its own page", async () => {
    mockUniversitiesApi([michigan]);
    renderRoutes(routes, `/universities/${michigan.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Michigan' })).toBeInTheDocument();
    expect(document.title).toBe('University of Michigan · Quad');
    expect(screen.getByText('Home of the Wolverines.')).toBeInTheDocument();
    expect(screen.getByText('48,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /umich\.edu/ })).toHaveAttribute('href', 'https://umich.edu');
    expect(screen.getByRole('link', { name: /@umich/ })).toHaveAttribute('href', 'https://www.instagram.com/umich');
    expect(screen.getByRole('link', { name: /go to the university page/i })).toHaveAttribute('href', '/umich');
    // Without a logo, an initials avatar.
    expect(screen.getByText('UM')).toBeInTheDocument();
  });

  it('says when there is no such university', async () => {
    mockUniversitiesApi([]);
    renderRoutes(routes, '/universities/0190c1a2-0000-7000-9000-999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'University not found' })).toBeInTheDocument();
    expect(document.title).toBe('University not found · Quad');
    expect(screen.getByRole('link', { name: 'Browse universities' })).toHaveAttribute('href', '/universities');
  });
});
