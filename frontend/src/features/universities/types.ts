import type { components, operations } from '@/lib/api/generated/schema';
import type { MultipartBody } from '@/lib/api/multipart';

/** A university as the server sends it (`UniversityDto`). */
export type University = components['schemas']['UniversityDto'];
export type InstagramLink = components['schemas']['InstagramLinkDto'];
/** A "Request Your University" entry, as admins see it. */
export type UniversityRequest = components['schemas']['UniversityRequestDto'];

/** The orders GET /universities knows (`name`, the default, or `newest`). */
export type UniversitySort = NonNullable<NonNullable<operations['listUniversities']['parameters']['query']>['sort']>;

/** The add/edit form of POST and PUT /universities, as the document describes it (the logo typed as a string). */
export type UniversityFormData = components['schemas']['UniversityFormData'];
/** The same body with the logo as a file. */
export type UniversityFormBody = MultipartBody<UniversityFormData, 'logo'>;
