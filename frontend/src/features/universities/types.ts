import type { components } from '@/lib/api/generated/schema';
import type { MultipartBody } from '@/lib/api/multipart';

/** A university as the server sends it (`UniversityDto`). */
export type University = components['schemas']['University'];
export type InstagramLink = components['schemas']['InstagramLink'];
/** A "Request Your University" entry, as admins see it. */
export type UniversityRequest = components['schemas']['UniversityRequest'];
/** Where a request stands: `open`, `added` (its university joined) or `declined`. */
export type UniversityRequestStatus = components['schemas']['UniversityRequestStatus'];

/** The orders GET /universities knows (`name`, the default, or `newest`). */
export type UniversitySort = components['schemas']['UniversitySort'];

/** The add form of POST /universities, as the document describes it (the logo, required, typed as a string). */
export type UniversityCreateForm = components['schemas']['UniversityCreateForm'];
/** The edit form of PUT /universities/{id}: the add form's fields, the logo optional. */
export type UniversityUpdateForm = components['schemas']['UniversityUpdateForm'];
/** The add form's body with the logo as a file. */
export type UniversityCreateBody = MultipartBody<UniversityCreateForm, 'logo'>;
/** The edit form's body with the logo, when there is a new one, as a file. */
export type UniversityUpdateBody = MultipartBody<UniversityUpdateForm, 'logo'>;
