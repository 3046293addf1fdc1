import { paths } from '@/config/paths';

import type {
  CreditKind,
  FormPhoto,
  Submission,
  SubmissionBody,
  SubmissionDraft,
  SubmissionDraftBody,
  SubmissionPhoto,
  SubmitFormValues,
  SubmitUniversity,
} from '../types';

/** Instagram's carousel limit: a submission holds 1 to 10 photos. */
export const MAX_PHOTOS = 10;

/** The credit by name, as the server writes it: the first name and last initial ("Ada L."). */
export function nameCredit(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** A profile's Instagram handle as a credit ("@ada.l"), or null when the profile has none. */
export function handleCredit(handle: string | null | undefined): string | null {
  const bare = handle?.trim().replace(/^@+/, '') ?? '';
  return bare === '' ? null : `@${bare}`;
}

/** What Instagram gets after the caption: the credit on its own line (the server's `instagram_caption`). */
export function instagramCreditLine(credit: string): string {
  return `\n\n📸 ${credit}`;
}

export function photosFrom(photos: readonly SubmissionPhoto[]): FormPhoto[] {
  return photos.map((photo) => ({ id: photo.url, url: photo.url, thumbnailUrl: photo.thumbnailUrl, uploading: false }));
}

/** The universities' id when it is one of them (a draft's or the address's), else ''. */
function oneOf(universities: readonly SubmitUniversity[], id: string | null | undefined): string {
  return id && universities.some((university) => university.id === id) ? id : '';
}

interface StartOptions {
  universities: readonly SubmitUniversity[];
  /** `?university=` of the address: chosen when it is one of them. */
  requested: string | null;
  draft: SubmissionDraft | null;
  /** Whether the handle credit can be chosen (the profile has a handle). */
  hasHandle: boolean;
}

/**
 * A new submission's form: the draft's, with the address's university when given, or the only
 * university when there is one. A handle credit without a handle any more becomes the name.
 */
export function startValues({ universities, requested, draft, hasHandle }: StartOptions): SubmitFormValues {
  const single = universities.length === 1 ? universities[0]!.id : '';
  const credit: CreditKind = draft?.credit === 'instagram' && hasHandle ? 'instagram' : 'name';
  return {
    universityId: oneOf(universities, requested) || oneOf(universities, draft?.universityId) || single,
    caption: draft?.caption ?? '',
    credit,
    photos: photosFrom(draft?.photos ?? []),
    consentQuad: false,
    consentInstagram: draft?.consentInstagram ?? false,
    consentPeople: false,
  };
}

/** The form of a revision: the submission as it is; consent to Quad's page stands, the people's is asked again. */
export function revisionValues(submission: Submission): SubmitFormValues {
  return {
    universityId: submission.university.id,
    caption: submission.caption,
    credit: submission.credit.kind,
    photos: photosFrom(submission.photos),
    consentQuad: true,
    consentInstagram: submission.consentInstagram,
    consentPeople: false,
  };
}

function uploadedUrls(photos: readonly FormPhoto[]): string[] {
  return photos.flatMap((photo) => (photo.url && !photo.uploading ? [photo.url] : []));
}

/** The draft as PUT /submission-draft takes it: the photos uploaded so far. */
export function draftBody(values: SubmitFormValues): SubmissionDraftBody {
  return {
    universityId: values.universityId || null,
    caption: values.caption,
    credit: values.credit,
    photos: uploadedUrls(values.photos),
    consentInstagram: values.consentInstagram,
  };
}

/** The draft the server holds, as `draftBody` would send it (the same fields in the same order). */
export function heldDraftBody(draft: SubmissionDraft): SubmissionDraftBody {
  return {
    universityId: draft.universityId ?? null,
    caption: draft.caption,
    credit: draft.credit,
    photos: draft.photos.map((photo) => photo.url),
    consentInstagram: draft.consentInstagram,
  };
}

/** The body of POST /submissions (and of PUT /submissions/{id}, with the version). */
export function submissionBody(values: SubmitFormValues): SubmissionBody {
  return {
    universityId: values.universityId,
    caption: values.caption,
    credit: values.credit,
    photos: uploadedUrls(values.photos),
    consent: { quad: values.consentQuad, instagram: values.consentInstagram, peopleAgreed: values.consentPeople },
  };
}

/** The photos with the one at `index` moved by `by` places (-1 earlier, +1 later); unchanged at an end. */
export function movePhoto<T>(photos: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= photos.length) return [...photos];
  const next = [...photos];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The submit form changing one of the student's submissions. */
export function revisePath(id: string): string {
  return `${paths.submit}?revise=${encodeURIComponent(id)}`;
}
