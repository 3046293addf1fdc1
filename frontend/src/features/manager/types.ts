/**
 * The manager API (issue 11) as the server's OpenAPI document describes it (`just gen-api`). Where the
 * document is wider than the screens need (`status` and `tokenStatus` are strings with a pattern),
 * the field is narrowed to its union here, and answers are narrowed once where they are read
 * (`readPost`, `readAccount`).
 */
import type { components, paths } from '@/lib/api/generated/schema';
import type { MultipartBody } from '@/lib/api/multipart';

type Schemas = components['schemas'];

/** `expiring`: expires within 10 days and not yet refreshed; `refused`: Instagram refused it on the last try. */
export type TokenStatus = 'ok' | 'expiring' | 'refused';

/** A university's connected Instagram account (`InstagramAccountDto`). */
export type InstagramAccount = Omit<Schemas['InstagramAccount'], 'tokenStatus'> & { tokenStatus: TokenStatus };

export type PostStatus = 'queued' | 'posted' | 'failed';
export const POST_STATUSES: readonly PostStatus[] = ['queued', 'posted', 'failed'];

/** A post of a university's Instagram account (`ManagerPostDto`, spec 3). */
export type ManagerPost = Omit<Schemas['ManagerPost'], 'status'> & { status: PostStatus };

/** GET /manager/dashboard: real counts over all universities. */
export type DashboardCounts = Schemas['ManagerDashboard'];

/** A university as GET /manager/universities lists it. */
export type ManagerUniversity = Schemas['ManagedUniversity'];

/** What POST /manager/test-instagram and POST /manager/universities/{id}/instagram take. */
export type InstagramCredentials = Schemas['TestInstagramBody'];

/** Instagram's own JSON, shown raw. */
export type InstagramResponse = Schemas['AccountTest']['response'];

/** POST /manager/instagram/{id}/test. */
export type AccountTest = Omit<Schemas['AccountTest'], 'account'> & { account: InstagramAccount };

/** GET /manager/universities/{id}/instagram. */
export type InstagramAccountList = Schemas['Success_InstagramAccountList'];

/** GET /manager/universities/{id}/posts. */
export type PostPage = Schemas['Paged_ManagerPost'];

/** POST /manager/universities/{id}/posts. */
export type PostUploaded = Schemas['Success_PostUploaded'];

/** PATCH /manager/posts/{id}. */
export type MovePostBody = Schemas['MovePostBody'];

/** GET /manager/schedule: ISO times, the range at most 31 days. */
export type ScheduleQuery = paths['/api/v1/manager/schedule']['get']['parameters']['query'];

/** The multipart form of POST /manager/universities/{id}/posts (the image typed as the document does: a string). */
export type UploadPostForm = Schemas['PostUploadForm'];
/** The upload form's body with the image as a file. */
export type UploadPostBody = MultipartBody<UploadPostForm, 'image'>;

/** A post as the server sends it; its `status` matches `^(queued|posted|failed)$`. */
export function readPost(post: Schemas['ManagerPost']): ManagerPost {
  return { ...post, status: post.status as PostStatus };
}

/** An account as the server sends it; its `tokenStatus` matches `^(ok|expiring|refused)$`. */
export function readAccount(account: Schemas['InstagramAccount']): InstagramAccount {
  return { ...account, tokenStatus: account.tokenStatus as TokenStatus };
}
