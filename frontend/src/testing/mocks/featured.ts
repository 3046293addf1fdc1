import { delay, http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';

import { API } from './handlers';
import { server } from './server';

type FeaturedPost = components['schemas']['FeaturedPost'];
type SavedFeaturedPost = components['schemas']['SavedFeaturedPost'];
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

/** A featured post of the University of Michigan, neither liked nor saved by the caller, with no Instagram yet. */
export function buildFeaturedPost(overrides: Partial<FeaturedPost> = {}): FeaturedPost {
  sequence += 1;
  return {
    id: `0190c1a2-0000-7000-f000-${String(sequence).padStart(12, '0')}`,
    caption: `Golden hour on the Diag ${sequence}`,
    credit: '@ada.l',
    featuredAt: '2026-11-20T09:00:00Z',
    liked: false,
    likes: 3,
    saved: false,
    photos: [buildFeaturedPhoto()],
    university: { id: '0190c1a2-0000-7000-9000-000000000001', name: 'University of Michigan', slug: 'umich' },
    instagram: null,
    ...overrides,
  };
}

/** A featured post the caller saved, as GET /saved/posts answers it: saved today unless told when. */
export function buildSavedPost(overrides: Partial<SavedFeaturedPost> = {}): SavedFeaturedPost {
  return { ...buildFeaturedPost(), saved: true, savedAt: new Date().toISOString(), ...overrides };
}

type Failure = { status: number; error: string };

interface MockFeaturedOptions {
  /** Answers GET /featured. */
  failWith?: Failure;
  /** Answers every PUT and DELETE of /featured/{id}/like. */
  failLikesWith?: Failure;
  /** Answers GET /saved/posts. */
  failSavedListWith?: Failure;
  /** Answers every PUT and DELETE of /saved/posts/{id}. */
  failSavesWith?: Failure;
  latency?: number;
}

/**
 * GET /featured (these posts, filtered by `universityId` and paged by `page` and `pageSize`);
 * PUT / DELETE /featured/{id}/like, which change the post's `liked` and `likes`; and Saved's posts,
 * kept in step with them: GET /saved/posts (the saved ones, newest saved first, paged), PUT and
 * DELETE /saved/posts/{id}, which change the post's `saved`. A post given with `saved: true` is
 * saved (at its `savedAt`, or now). The calls are recorded.
 */
export function mockFeaturedApi(
  posts: (FeaturedPost | SavedFeaturedPost)[] = [],
  { failWith, failLikesWith, failSavedListWith, failSavesWith, latency = 5 }: MockFeaturedOptions = {},
) {
  const savedAt = new Map<string, string>();
  const state = {
    posts: posts.map((entry) => {
      const { savedAt: when, ...post } = entry as SavedFeaturedPost;
      if (post.saved) savedAt.set(post.id, when ?? new Date().toISOString());
      return post;
    }),
    /** GET /featured, in order. */
    lists: [] as URL[],
    likes: [] as { method: 'PUT' | 'DELETE'; id: string }[],
    /** GET /saved/posts, in order. */
    savedLists: [] as URL[],
    /** Every PUT and DELETE of /saved/posts/{id}, in order. */
    saves: [] as { method: 'PUT' | 'DELETE'; id: string }[],
  };
  const fail = (failure: Failure) => HttpResponse.json({ success: false, error: failure.error }, { status: failure.status });
  const paged = <T,>(url: URL, items: T[]) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
    const data = items.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({ success: true, data, total: items.length, page, pageSize });
  };
  const replace = (updated: FeaturedPost) => {
    state.posts = state.posts.map((candidate) => (candidate.id === updated.id ? updated : candidate));
  };
  const like = (method: 'PUT' | 'DELETE') => async ({ params }: { params: Record<string, unknown> }) => {
    const id = String(params.id);
    state.likes.push({ method, id });
    await delay(latency);
    if (failLikesWith) return fail(failLikesWith);
    const post = state.posts.find((candidate) => candidate.id === id);
    if (!post) return fail({ status: 404, error: 'Post not found' });
    const liked = method === 'PUT';
    const updated = { ...post, liked, likes: post.likes + (post.liked === liked ? 0 : liked ? 1 : -1) };
    replace(updated);
    return HttpResponse.json({ success: true, data: updated });
  };
  const save = (method: 'PUT' | 'DELETE') => async ({ params }: { params: Record<string, unknown> }) => {
    const id = String(params.id);
    state.saves.push({ method, id });
    await delay(latency);
    if (failSavesWith) return fail(failSavesWith);
    const post = state.posts.find((candidate) => candidate.id === id);
    const saved = method === 'PUT';
    if (!post) return saved ? fail({ status: 404, error: 'Post not found' }) : HttpResponse.json({ success: true, data: { saved } });
    // Saving twice is saving once: it keeps its first time.
    if (saved && !savedAt.has(id)) savedAt.set(id, new Date().toISOString());
    if (!saved) savedAt.delete(id);
    replace({ ...post, saved });
    return HttpResponse.json({ success: true, data: { saved } });
  };

  server.use(
    http.get(`${API}/featured`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      if (failWith) return fail(failWith);
      const universityId = url.searchParams.get('universityId');
      return paged(url, state.posts.filter((post) => !universityId || post.university.id === universityId));
    }),
    http.put(`${API}/featured/:id/like`, like('PUT')),
    http.delete(`${API}/featured/:id/like`, like('DELETE')),
    http.get(`${API}/saved/posts`, async ({ request }) => {
      const url = new URL(request.url);
      state.savedLists.push(url);
      await delay(latency);
      if (failSavedListWith) return fail(failSavedListWith);
      const saved = state.posts
        .filter((post) => savedAt.has(post.id))
        .map((post) => ({ ...post, savedAt: savedAt.get(post.id)! }))
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
      return paged(url, saved);
    }),
    http.put(`${API}/saved/posts/:id`, save('PUT')),
    http.delete(`${API}/saved/posts/:id`, save('DELETE')),
  );
  return state;
}
