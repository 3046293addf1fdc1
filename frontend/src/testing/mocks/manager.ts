import { delay, http, HttpResponse } from 'msw';

import type { InstagramAccount, ManagerPost, ManagerUniversity, PostStatus } from '@/features/manager/types';

import { API } from './handlers';
import { server } from './server';

let sequence = 0;
const nextId = (group: string) => {
  sequence += 1;
  return `0190c1a2-0000-7000-${group}-${String(sequence).padStart(12, '0')}`;
};

const HOUR_MS = 60 * 60 * 1000;

/** A university of GET /manager/universities (its counts are worked out by `mockManagerApi`). */
export function buildManagerUniversity(overrides: Partial<ManagerUniversity> = {}): ManagerUniversity {
  const id = overrides.id ?? nextId('c000');
  return {
    id,
    name: `Manager University ${sequence}`,
    slug: `manager-university-${sequence}`,
    location: 'Ann Arbor, MI',
    logoUrl: null,
    logoThumbnailUrl: null,
    instagramAccounts: 0,
    queuedPosts: 0,
    open: true,
    ...overrides,
  };
}

export function buildInstagramAccount(overrides: Partial<InstagramAccount> = {}): InstagramAccount {
  return {
    id: nextId('d000'),
    universityId: '',
    igUserId: '17841400000000123',
    username: 'umich',
    createdAt: '2026-11-01T12:00:00Z',
    tokenExpiresAt: '2027-01-20T12:00:00Z',
    tokenStatus: 'ok',
    tokenProblem: null,
    standIn: false,
    queuedPosts: 0,
    ...overrides,
  };
}

export function buildManagerPost(overrides: Partial<ManagerPost> = {}): ManagerPost {
  const id = overrides.id ?? nextId('e000');
  return {
    id,
    universityId: '',
    universityName: 'University of Michigan',
    accountId: null,
    accountUsername: 'umich',
    image: `/media/posts/${id}.jpg`,
    caption: 'Go Blue!',
    status: 'queued',
    attempts: 0,
    createdAt: '2026-11-20T09:00:00Z',
    scheduledTime: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    postedTime: null,
    lastAttempt: null,
    errorMessage: null,
    letterboxed: false,
    publishing: false,
    permalink: null,
    mediaUnknown: false,
    ...overrides,
  };
}

export interface ManagerRequest {
  method: string;
  url: URL;
  json?: unknown;
  form?: FormData;
}

interface ManagerApiOptions {
  universities?: ManagerUniversity[];
  accounts?: InstagramAccount[];
  posts?: ManagerPost[];
  publicMediaWarning?: string | null;
  latency?: number;
  /** Every call of this path (e.g. '/manager/dashboard') fails with this answer. */
  failures?: Record<string, { status: number; error: string }>;
}

/** The server's failure envelope: `{ success: false, error, fields? }`. */
const failure = (status: number, error: string, fields?: Record<string, string>) =>
  HttpResponse.json({ success: false, error, ...(fields ? { fields } : {}) }, { status });

/** When a post happens: when it was posted, or else when it is scheduled. */
const postTime = (post: ManagerPost) => Date.parse(post.postedTime ?? post.scheduledTime);

/**
 * An in-memory manager API for page tests, behaving as the server does: universities with their
 * counts, accounts (a token containing 'invalid' is refused), posts paged 6 at a time with the
 * one-hour spacing per account, cancel, retry, move and the schedule. Every call is recorded.
 */
export function mockManagerApi({
  universities = [],
  accounts = [],
  posts = [],
  publicMediaWarning = null,
  latency = 5,
  failures = {},
}: ManagerApiOptions = {}) {
  const state = {
    universities: [...universities],
    accounts: [...accounts],
    posts: [...posts],
    requests: [] as ManagerRequest[],
  };

  const record = async (request: Request, body?: 'json' | 'form') => {
    const entry: ManagerRequest = { method: request.method, url: new URL(request.url) };
    if (body === 'json') entry.json = await request.json();
    if (body === 'form') entry.form = await request.formData();
    state.requests.push(entry);
    await delay(latency);
    const path = entry.url.pathname.replace('/api/v1', '');
    const failed = Object.entries(failures).find(([pattern]) => path === pattern || path.startsWith(`${pattern}?`));
    return { entry, failed: failed?.[1] };
  };

  const withCounts = (university: ManagerUniversity): ManagerUniversity => ({
    ...university,
    instagramAccounts: state.accounts.filter((account) => account.universityId === university.id).length,
    queuedPosts: state.posts.filter((post) => post.universityId === university.id && post.status === 'queued').length,
  });
  const accountWithCount = (account: InstagramAccount): InstagramAccount => ({
    ...account,
    queuedPosts: state.posts.filter((post) => post.accountId === account.id && post.status === 'queued').length,
  });
  /** The account's other queued or posted times. */
  const takenSlots = (accountId: string | null | undefined, except?: string) =>
    state.posts
      .filter((post) => (post.accountId ?? null) === (accountId ?? null))
      .filter((post) => post.id !== except && post.status !== 'failed')
      .map(postTime);
  const slotProblem = (at: number, accountId: string | null | undefined, except?: string) => {
    if (at < Date.now() - 60_000) return 'A post cannot be scheduled in the past';
    if (takenSlots(accountId, except).some((taken) => Math.abs(taken - at) < HOUR_MS)) {
      return 'Posts to one Instagram account must be at least an hour apart';
    }
    return null;
  };
  const nextFreeSlot = (accountId: string | null | undefined) => {
    const latest = Math.max(...takenSlots(accountId), -Infinity);
    return latest === -Infinity ? Date.now() : Math.max(Date.now(), latest + HOUR_MS);
  };

  server.use(
    http.get(`${API}/manager/dashboard`, async ({ request }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const count = (status: PostStatus) => state.posts.filter((post) => post.status === status).length;
      return HttpResponse.json({
        success: true,
        data: {
          universities: state.universities.length,
          instagramAccounts: state.accounts.length,
          scheduledPosts: count('queued'),
          postedPosts: count('posted'),
          failedPosts: count('failed'),
        },
      });
    }),
    http.get(`${API}/manager/universities`, async ({ request }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      return HttpResponse.json({ success: true, data: state.universities.map(withCounts) });
    }),
    http.post(`${API}/manager/test-instagram`, async ({ request }) => {
      const { entry, failed } = await record(request, 'json');
      if (failed) return failure(failed.status, failed.error);
      const { accessToken, igUserId } = entry.json as { accessToken: string; igUserId: string };
      if (accessToken.includes('invalid')) return failure(400, 'Invalid OAuth access token - Cannot parse access token');
      return HttpResponse.json({ success: true, data: { id: igUserId, username: 'quad_standin', media_count: 0 } });
    }),
    http.get(`${API}/manager/universities/:id/instagram`, async ({ request, params }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const list = state.accounts.filter((account) => account.universityId === params.id).map(accountWithCount);
      return HttpResponse.json({ success: true, data: list, publicMediaWarning });
    }),
    http.post(`${API}/manager/universities/:id/instagram`, async ({ request, params }) => {
      const { entry, failed } = await record(request, 'json');
      if (failed) return failure(failed.status, failed.error);
      const { accessToken, igUserId } = entry.json as { accessToken: string; igUserId: string };
      if (accessToken.includes('invalid')) return failure(400, 'Invalid OAuth access token - Cannot parse access token');
      const universityId = String(params.id);
      // igUserId is unique per university: saving it again replaces that account's token (same id, same place).
      const index = state.accounts.findIndex(
        (known) => known.igUserId === igUserId && known.universityId === universityId,
      );
      const known = state.accounts[index];
      const account = known
        ? { ...known, username: 'quad_standin', tokenStatus: 'ok' as const, tokenProblem: null }
        : buildInstagramAccount({ universityId, igUserId, username: 'quad_standin', standIn: true });
      if (known) state.accounts[index] = account;
      else state.accounts.push(account);
      return HttpResponse.json({ success: true, data: accountWithCount(account) }, { status: 201 });
    }),
    http.post(`${API}/manager/instagram/:id/test`, async ({ request, params }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const account = state.accounts.find((known) => known.id === params.id);
      if (!account) return failure(404, 'Instagram account not found');
      return HttpResponse.json({
        success: true,
        data: { account: accountWithCount(account), response: { id: account.igUserId } },
      });
    }),
    http.delete(`${API}/manager/instagram/:id`, async ({ request, params }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      if (state.posts.some((post) => post.accountId === params.id && post.status === 'queued')) {
        return failure(409, 'This account has queued posts. Cancel or move them first.');
      }
      state.accounts = state.accounts.filter((account) => account.id !== params.id);
      return HttpResponse.json({ success: true, data: null });
    }),
    http.get(`${API}/manager/universities/:id/posts`, async ({ request, params }) => {
      const { entry, failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const status = entry.url.searchParams.get('status');
      const page = Number(entry.url.searchParams.get('page') ?? 1);
      const pageSize = Number(entry.url.searchParams.get('pageSize') ?? 6);
      const found = state.posts
        .filter((post) => post.universityId === params.id && (!status || post.status === status))
        .sort((a, b) => (status === 'queued' ? postTime(a) - postTime(b) : postTime(b) - postTime(a)));
      return HttpResponse.json({
        success: true,
        data: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
      });
    }),
    http.post(`${API}/manager/universities/:id/posts`, async ({ request, params }) => {
      const { entry, failed } = await record(request, 'form');
      if (failed) return failure(failed.status, failed.error);
      const form = entry.form!;
      const rawCaption = form.get('caption');
      const caption = typeof rawCaption === 'string' ? rawCaption.trim() : '';
      // A file (of the test runner's own File class, not the page's).
      const image = form.get('image');
      if (image === null || typeof image === 'string') {
        return failure(400, 'Please select an image', { image: 'Please select an image' });
      }
      if (caption === '') return failure(400, 'Please enter a caption');
      const universityAccounts = state.accounts.filter((account) => account.universityId === params.id);
      if (universityAccounts.length === 0) {
        return failure(409, 'Connect an Instagram account for this university before uploading posts');
      }
      const account = universityAccounts.find((known) => known.id === form.get('accountId')) ?? universityAccounts[0]!;
      const asked = form.get('scheduledTime');
      const at = typeof asked === 'string' ? Date.parse(asked) : nextFreeSlot(account.id);
      const problem = typeof asked === 'string' ? slotProblem(at, account.id) : null;
      if (problem) return failure(400, problem);
      const university = state.universities.find((known) => known.id === params.id);
      const post = buildManagerPost({
        universityId: String(params.id),
        universityName: university?.name ?? '',
        accountId: account.id,
        accountUsername: account.username,
        caption,
        scheduledTime: new Date(at).toISOString(),
        createdAt: new Date().toISOString(),
      });
      state.posts.push(post);
      return HttpResponse.json({ success: true, data: post, message: 'Post uploaded successfully' }, { status: 201 });
    }),
    http.delete(`${API}/manager/posts/:id`, async ({ request, params }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const post = state.posts.find((known) => known.id === params.id);
      if (!post) return failure(404, 'Post not found');
      if (post.status !== 'queued') return failure(409, 'Only queued posts can be cancelled');
      if (post.publishing) return failure(409, 'This post is being published right now');
      state.posts = state.posts.filter((known) => known.id !== params.id);
      return HttpResponse.json({ success: true, data: null });
    }),
    http.post(`${API}/manager/posts/:id/retry`, async ({ request, params }) => {
      const { failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const index = state.posts.findIndex((known) => known.id === params.id);
      const post = state.posts[index];
      if (!post) return failure(404, 'Post not found');
      if (post.status !== 'failed') return failure(409, 'Only failed posts can be retried');
      const scheduledTime = new Date(nextFreeSlot(post.accountId)).toISOString();
      const again: ManagerPost = { ...post, status: 'queued', errorMessage: null, scheduledTime };
      state.posts[index] = again;
      return HttpResponse.json({ success: true, data: again });
    }),
    http.patch(`${API}/manager/posts/:id`, async ({ request, params }) => {
      const { entry, failed } = await record(request, 'json');
      if (failed) return failure(failed.status, failed.error);
      const index = state.posts.findIndex((known) => known.id === params.id);
      const post = state.posts[index];
      if (!post) return failure(404, 'Post not found');
      if (post.status !== 'queued') return failure(409, 'Only queued posts can be moved');
      const { scheduledTime } = entry.json as { scheduledTime: string };
      const problem = slotProblem(Date.parse(scheduledTime), post.accountId, post.id);
      if (problem) return failure(400, problem);
      const moved = { ...post, scheduledTime };
      state.posts[index] = moved;
      return HttpResponse.json({ success: true, data: moved });
    }),
    http.get(`${API}/manager/schedule`, async ({ request }) => {
      const { entry, failed } = await record(request);
      if (failed) return failure(failed.status, failed.error);
      const from = Date.parse(entry.url.searchParams.get('from') ?? '');
      const to = Date.parse(entry.url.searchParams.get('to') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to)) return failure(400, 'from and to are required');
      const found = state.posts
        .filter((post) => postTime(post) >= from && postTime(post) < to)
        .sort((a, b) => postTime(a) - postTime(b));
      return HttpResponse.json({ success: true, data: found });
    }),
  );
  return state;
}
