import { CAPTION_MAX, characterCount, countTags, HASHTAGS_MAX, MENTIONS_MAX } from '@/utils/caption';

import type { SubmitFormValues } from '../types';

import { instagramCreditLine, MAX_PHOTOS } from './form';
import { SUBMISSION_MESSAGES } from './messages';

/** The fields of the submit form that can be wrong, as the server names them in `fields`. */
export const SUBMIT_FIELDS = ['university', 'photos', 'caption', 'credit', 'consent'] as const;
export type SubmitField = (typeof SUBMIT_FIELDS)[number];
export type SubmitFieldErrors = Partial<Record<SubmitField, string>>;

/** The server's words for each rule (quad_domain::submission and post, application submissions/submit.rs). */
export const SUBMIT_RULES = {
  chooseUniversity: 'Please choose your university',
  noPhotos: 'Please add at least one photo',
  tooManyPhotos: 'You can add at most 10 photos',
  captionMissing: 'Please enter a caption',
  captionTooLong: 'Captions can be at most 2,200 characters',
  tooManyHashtags: 'Instagram allows at most 30 hashtags in a caption',
  tooManyMentions: 'Instagram allows at most 20 @mentions in a caption',
  noHandle: 'Add your Instagram handle to your roommate profile to be credited by it, or choose your name',
  quadConsent: "Please agree to have it featured on your university's page on Quad",
  peopleConsent: 'Please confirm that everyone identifiable in the photos agreed to be featured',
  bothConsents:
    "Please agree to have it featured on your university's page on Quad, and confirm that everyone identifiable in the photos agreed to be featured",
} as const;

/** Why Instagram would refuse this caption (as `Caption::parse` on the server), or null. */
function captionProblem(raw: string): string | null {
  const caption = raw.trim();
  if (caption === '') return SUBMIT_RULES.captionMissing;
  if (characterCount(caption) > CAPTION_MAX) return SUBMIT_RULES.captionTooLong;
  if (countTags(caption, '#') > HASHTAGS_MAX) return SUBMIT_RULES.tooManyHashtags;
  if (countTags(caption, '@') > MENTIONS_MAX) return SUBMIT_RULES.tooManyMentions;
  return null;
}

interface ValidateOptions {
  /** "@handle" of the roommate profile, or null. */
  handle: string | null;
  /** The credit as it will be written ("@ada.l" or "Ada L."). */
  creditText: string;
}

/**
 * Every rule the server checks one at a time, checked at once before sending, so the student sees
 * all that is wrong together: an empty result means the form can be sent.
 */
export function validateSubmission(values: SubmitFormValues, { handle, creditText }: ValidateOptions): SubmitFieldErrors {
  const errors: SubmitFieldErrors = {};
  if (!values.universityId) errors.university = SUBMIT_RULES.chooseUniversity;

  if (values.photos.some((photo) => photo.uploading)) errors.photos = SUBMISSION_MESSAGES.waitForUploads;
  else if (values.photos.length === 0) errors.photos = SUBMIT_RULES.noPhotos;
  else if (values.photos.length > MAX_PHOTOS) errors.photos = SUBMIT_RULES.tooManyPhotos;

  const caption = captionProblem(values.caption);
  if (caption) errors.caption = caption;
  else if (values.consentInstagram) {
    const withCredit = captionProblem(`${values.caption.trim()}${instagramCreditLine(creditText)}`);
    if (withCredit) errors.caption = `With the credit added, the caption must stay within Instagram's limits: ${withCredit}`;
  }

  if (values.credit === 'instagram' && handle === null) errors.credit = SUBMIT_RULES.noHandle;

  if (!values.consentQuad && !values.consentPeople) errors.consent = SUBMIT_RULES.bothConsents;
  else if (!values.consentQuad) errors.consent = SUBMIT_RULES.quadConsent;
  else if (!values.consentPeople) errors.consent = SUBMIT_RULES.peopleConsent;
  return errors;
}
