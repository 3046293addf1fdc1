import { delay, http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';

import { API } from './handlers';
import { server } from './server';

type FeaturedPost = components['schemas']['FeaturedPost'];
type SubmissionPhoto = components['schemas']['SubmissionPhoto'];

let sequence = 0;

/** A featured photo: a 1080×1350 upload and its 400 px thumbnail. */
export function buildFeaturedPhoto(overrides: Partial<SubmissionPhoto> = {}): SubmissionPhoto {
  sequence += 1;
  return {
    url: `/media/submissions/photo-${sequence}.jpg`,
    thumbnailUrl: `/media/submissions/photo-${sequence}.thumb.jpg`,
    width: 1080,
    height: 1350,
    ...overrides,
  };
}

/** A featured post of the University of Michigan, not liked by the caller, with no Instagram yet. */
export function buildFeaturedPost(overrides: Partial<FeaturedPost> = {}): FeaturedPost {
  sequence += 1;
  return {
    id: `0190c1a2-0000-7000-f000-${String(sequence).padStart(12, '0')}`,
    caption: `Golden hour on the Diag ${sequence}`,
    credit: '@ada.l',
    featuredAt: '2026-11-20T09:00:00Z',
    liked: false,
    likes: 3,
    photos: [buildFeaturedPhoto()],
    university: { id: '0190c1a2-0000-7000-9000-000000000001', name: 'University of Michigan', slug: 'umich' },
    instagram: null,
    ...overrides,
  };
}

type Failure = { status: number; error: string };

/**
 * GET /featured (these posts, filtered by `universityId` and paged by `page` and `pageSize`), and
 * PUT / DELETE /featured/{id}/like, which change the post's `liked` and `likes` unless
 * `failLikesWith` answers them. The calls are recorded.
 */
export function mockFeaturedApi(
  posts: FeaturedPost[] = [],
  { failWith, failLikesWith, latency = 5 }: { failWith?: Failure; failLikesWith?: Failure; latency?: number } = {},
) {
  const state = { posts: [...posts], lists: [] as URL[], likes: [] as { method: 'PUT' | 'DELETE'; id: string }[] };
  const fail = (failure: Failure) => HttpResponse.json({ success: false, error: failure.error }, { status: failure.status });
  const like = (method: 'PUT' | 'DELETE') => async ({ params }: { params: Record<string, unknown> }) => {
    const id = String(params.id);
    state.likes.push({ method, id });
    await delay(latency);
    if (failLikesWith) return fail(failLikesWith);
    const post = state.posts.find((candidate) => candidate.id === id);
    if (!post) return fail({ status: 404, error: 'Post not found' });
    const liked = method === 'PUT';
    const updated = { ...post, liked, likes: post.likes + (post.liked === liked ? 0 : liked ? 1 : -1) };
    state.posts = state.posts.map((candidate) => (candidate.id === id ? updated : candidate));
    return HttpResponse.json({ success: true, data: updated });
  };

  server.use(
    http.get(`${API}/featured`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      if (failWith) return fail(failWith);
      const universityId = url.searchParams.get('universityId');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
      const matching = state.posts.filter((post) => !universityId || post.university.id === universityId);
      const data = matching.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data, total: matching.length, page, pageSize });
    }),
    http.put(`${API}/featured/:id/like`, like('PUT')),
    http.delete(`${API}/featured/:id/like`, like('DELETE')),
  );
  return state;
}
