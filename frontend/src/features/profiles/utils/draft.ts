import type { Catalogues } from '@/lib/catalogues';
import { SOCIAL_NETWORKS } from '@/lib/social-networks';

import {
  type DraftPhoto,
  type ProfileDraft,
  type ProfileDraftBody,
  type ProfileDraftDto,
  type SocialMediaDto,
} from '../types';

import { expectationsFrom, expectationsToSend, readExpectations } from './expectations';
import { BIO_MAX_LENGTH, graduationYears, handleSchema } from './info-input';
import { MAX_PHOTOS, photosFromUrls } from './photos';
import { preferencesFrom, readPreferences } from './preferences';
import { socialMediaFrom } from './social-media';

/**
 * The wizard's draft as the server keeps it (PUT /profile/draft), and back. The server holds every
 * field to the submission's rule, so only what would pass is sent: a photo that finished uploading, a
 * handle the form accepts, a year the form offers, a major of the catalogues. Nothing else is kept.
 */

/** The URLs of the photos that finished uploading (one still uploading, or whose upload failed, has a file). */
export function uploadedPhotoUrls(photos: readonly DraftPhoto[]): string[] {
  return photos.filter((photo) => !photo.file && photo.url !== '').map((photo) => photo.url);
}

/** The handles that pass the form's rule; a blank or a wrong one is left out. */
function validHandles(socialMedia: ProfileDraft['socialMedia']): SocialMediaDto {
  const handles: SocialMediaDto = {};
  for (const { key } of SOCIAL_NETWORKS) {
    const parsed = handleSchema.safeParse(socialMedia[key]);
    if (parsed.success && parsed.data !== '') handles[key] = parsed.data;
  }
  return handles;
}

/** What PUT /profile/draft is sent for this draft on this step. */
export function draftBody(draft: ProfileDraft, step: number, catalogues: Catalogues): ProfileDraftBody {
  const year = draft.graduationYear === '' ? null : draft.graduationYear;
  return {
    step,
    university: draft.university === '' ? null : draft.university,
    // The document types the majors as an enum; the catalogues are the server's own list.
    major: (catalogues.majors.includes(draft.major) ? draft.major : '') as ProfileDraftBody['major'],
    graduationYear: year !== null && graduationYears().includes(year) ? year : null,
    bio: draft.bio.slice(0, BIO_MAX_LENGTH),
    socialMedia: validHandles(draft.socialMedia),
    profileImages: uploadedPhotoUrls(draft.photos).slice(0, MAX_PHOTOS),
    // As submitProfile sends them: the server checks every key and option.
    roommatePreferences: draft.roommatePreferences,
    roommateExpectations: expectationsToSend(draft.roommateExpectations),
  };
}

/** The draft's fields as they would be kept, as text: equal texts are the same draft, whatever the step. */
export function serializeDraft(draft: ProfileDraft, catalogues: Catalogues): string {
  const { step: _step, ...fields } = draftBody(draft, 1, catalogues);
  return JSON.stringify(fields);
}

/**
 * The wizard's draft read from the server's, over the catalogues, and the step it was on. A university
 * that has gone since (no name) is left out, so the wizard asks for one again.
 */
export function draftFromServer(dto: ProfileDraftDto, catalogues: Catalogues): { draft: ProfileDraft; step: number } {
  const university = dto.university !== null && dto.universityName !== null ? dto.university : '';
  const major = dto.major ?? '';
  const draft: ProfileDraft = {
    university,
    universityName: university === '' ? '' : (dto.universityName ?? ''),
    major: catalogues.majors.includes(major) ? major : '',
    graduationYear: dto.graduationYear ?? '',
    bio: dto.bio,
    socialMedia: socialMediaFrom(dto.socialMedia),
    photos: photosFromUrls(dto.profileImages),
    roommatePreferences: preferencesFrom(readPreferences(dto.roommatePreferences), catalogues.preferences),
    roommateExpectations: expectationsFrom(readExpectations(dto.roommateExpectations), catalogues.preferences),
  };
  return { draft, step: dto.step };
}
