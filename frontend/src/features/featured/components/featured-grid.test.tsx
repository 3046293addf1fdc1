import { screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';

import { buildFeaturedPhoto, buildFeaturedPost, mockFeaturedApi } from '@/testing/mocks/featured';
import { buildUser } from '@/testing/mocks/handlers';
import { renderWithRouter, signInAs } from '@/testing/test-utils';

import type { FeaturedPost, LikeAccess } from '../types';
import { FEATURED_IMAGE_SIZES } from '../utils/images';


import { FeaturedCardExtrasProvider } from './featured-card-extras';
import { FeaturedGrid } from './featured-grid';

const MICHIGAN = '0190c1a2-0000-7000-9000-000000000001';

function renderGrid(path = '/umich') {
  return renderWithRouter(
    <>
      <FeaturedGrid universityId={MICHIGAN} />
      <ToastContainer />
    </>,
    { path },
  );
}

const longCaption = `${'Golden hour over the Diag, with the whole floor out on the grass after finals. '.repeat(3)}The end.`;

/** The grid inside the app's extras, saying whether the person may like each post. */
const withLikeAccess = (likeAccess: (post: FeaturedPost) => LikeAccess) => (
  <FeaturedCardExtrasProvider extras={{ likeAccess }}>
    <FeaturedGrid universityId={MICHIGAN} />
  </FeaturedCardExtrasProvider>
);

describe('FeaturedGrid', () => {
  it('asks for the university’s posts, twelve a page, and draws responsive images that do not shift the layout', async () => {
    const first = buildFeaturedPost({
      credit: '@ada.l',
      caption: 'Golden hour on the Diag',
      photos: [buildFeaturedPhoto({ url: '/media/a.jpg', thumbnailUrl: '/media/a.thumb.jpg', width: 1080, height: 1350 })],
    });
    const second = buildFeaturedPost({ credit: 'Grace H.' });
    const api = mockFeaturedApi([first, second]);
    renderGrid();
    const images = await screen.findAllByRole('img');
    expect(api.lists[0]!.searchParams.get('universityId')).toBe(MICHIGAN);
    expect(api.lists[0]!.searchParams.get('pageSize')).toBe('12');

    const [firstImage, secondImage] = images;
    expect(firstImage).toHaveAttribute('src', '/media/a.thumb.jpg');
    expect(firstImage).toHaveAttribute('srcset', '/media/a.thumb.jpg 320w, /media/a.jpg 1080w');
    expect(firstImage).toHaveAttribute('sizes', FEATURED_IMAGE_SIZES);
    expect(firstImage).toHaveAttribute('width', '1080');
    expect(firstImage).toHaveAttribute('height', '1350');
    expect(firstImage).toHaveAccessibleName('Photo by @ada.l: Golden hour on the Diag');
    // The grid sits below the first screen on a phone: every photo waits until it nears the screen.
    expect(firstImage).toHaveAttribute('loading', 'lazy');
    expect(firstImage).not.toHaveAttribute('fetchpriority');
    expect(secondImage).toHaveAttribute('loading', 'lazy');
    expect(secondImage).toHaveAttribute('decoding', 'async');
    expect(secondImage).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('article', { name: 'Photo by @ada.l' })).toBeInTheDocument();
  });

  it('shows the other photos of a post one at a time', async () => {
    const photos = [buildFeaturedPhoto(), buildFeaturedPhoto(), buildFeaturedPhoto()];
    mockFeaturedApi([buildFeaturedPost({ photos })]);
    const { user } = renderGrid();
    const image = await screen.findByRole('img');
    expect(image).toHaveAttribute('src', photos[0]!.thumbnailUrl);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', photos[1]!.thumbnailUrl);
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('clamps a long caption, with More and Less', async () => {
    mockFeaturedApi([buildFeaturedPost({ caption: longCaption }), buildFeaturedPost({ caption: 'Short one' })]);
    const { user } = renderGrid();
    const more = await screen.findByRole('button', { name: 'More' });
    expect(screen.getAllByRole('button', { name: /^(More|Less)$/ })).toHaveLength(1);
    const caption = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(caption).toHaveTextContent('The end.');
    expect(caption).toHaveClass('line-clamp-3');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(caption).not.toHaveClass('line-clamp-3');
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(caption).toHaveClass('line-clamp-3');
  });

  it("says which counts are Instagram's and links to the post there", async () => {
    mockFeaturedApi([
      buildFeaturedPost({ instagram: { likes: 1243, comments: 87, permalink: 'https://www.instagram.com/p/xyz/' } }),
    ]);
    renderGrid();
    expect(await screen.findByText('On Instagram: 1,243 likes · 87 comments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/p/xyz/');
  });

  it('shows a guest the likes and a way to sign in to like', async () => {
    mockFeaturedApi([buildFeaturedPost({ likes: 1 })]);
    renderGrid();
    expect(await screen.findByText('1 like')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to like' })).toHaveAttribute('href', '/login?next=%2Fumich');
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  });

  it('shows a like at once and keeps it when the server agrees; unliking works the same', async () => {
    signInAs(buildUser());
    const api = mockFeaturedApi([buildFeaturedPost({ id: 'p1', likes: 3 })], { latency: 50 });
    const { user } = renderGrid();
    const like = await screen.findByRole('button', { name: 'Like (3 likes)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(screen.getByRole('button', { name: 'Like (4 likes)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.likes).toEqual([{ method: 'PUT', id: 'p1' }]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Like (4 likes)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Like (4 likes)' }));
    expect(screen.getByRole('button', { name: 'Like (3 likes)' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.likes).toHaveLength(2));
    expect(api.likes[1]).toEqual({ method: 'DELETE', id: 'p1' });
  });

  it('offers no like to someone the app says may not like, saying who can; the count alone while that is read', async () => {
    signInAs(buildUser());
    const api = mockFeaturedApi([buildFeaturedPost({ id: 'p1', likes: 3 }), buildFeaturedPost({ id: 'p2', likes: 1 })]);
    renderWithRouter(withLikeAccess((post) => (post.id === 'p1' ? 'not-member' : 'unknown')));
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('3 likes')).toBeInTheDocument();
    expect(within(first!).getByText('Only students of University of Michigan can like')).toBeInTheDocument();
    expect(within(second!).getByText('1 like')).toBeInTheDocument();
    expect(within(second!).queryByText(/can like/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to like' })).not.toBeInTheDocument();
    expect(api.likes).toEqual([]);
  });

  it('keeps the toggle on a post liked before, so the like can be taken back', async () => {
    signInAs(buildUser());
    const api = mockFeaturedApi([buildFeaturedPost({ id: 'p1', likes: 4, liked: true })]);
    const { user } = renderWithRouter(withLikeAccess(() => 'not-member'));
    await user.click(await screen.findByRole('button', { name: 'Like (4 likes)' }));
    await waitFor(() => expect(api.likes).toEqual([{ method: 'DELETE', id: 'p1' }]));
  });

  it('shows a guest the way to sign in whatever the app says', async () => {
    mockFeaturedApi([buildFeaturedPost({ likes: 2 })]);
    renderWithRouter(withLikeAccess(() => 'not-member'));
    expect(await screen.findByRole('link', { name: 'Sign in to like' })).toBeInTheDocument();
    expect(screen.queryByText(/can like/)).not.toBeInTheDocument();
  });

  it("rolls a like back when the server refuses it, and says why", async () => {
    signInAs(buildUser());
    mockFeaturedApi([buildFeaturedPost({ likes: 3 })], {
      latency: 30,
      failLikesWith: { status: 403, error: 'Only students of University of Michigan can like its posts' },
    });
    const { user } = renderGrid();
    await user.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));
    expect(screen.getByRole('button', { name: 'Like (4 likes)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Only students of University of Michigan can like its posts')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Like (3 likes)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages with ?featuredPage=, leaving any other page parameter alone', async () => {
    const posts = Array.from({ length: 14 }, (_, index) => buildFeaturedPost({ caption: `Post number ${index + 1}` }));
    const api = mockFeaturedApi(posts);
    const { user, router } = renderGrid('/umich?page=3');
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(within(screen.getByRole('navigation', { name: 'Featured pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Post number 13')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(new URLSearchParams(router.state.location.search).get('featuredPage')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(api.lists.at(-1)!.searchParams.get('page')).toBe('2');
    // Only the first page's first image is fetched eagerly.
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
  });

  it('says when nothing is featured, and leads a signed-in student to submit photos for this university', async () => {
    signInAs(buildUser());
    mockFeaturedApi([]);
    renderGrid();
    expect(await screen.findByText('No featured posts yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /submit your photos/i })).toHaveAttribute('href', `/submit?university=${MICHIGAN}`);
  });

  it('offers a guest no submit link in the empty state', async () => {
    mockFeaturedApi([]);
    renderGrid();
    expect(await screen.findByText('No featured posts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the posts cannot be loaded, and tries again', async () => {
    mockFeaturedApi([], { failWith: { status: 500, error: 'An error occurred' } });
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
