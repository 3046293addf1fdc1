import type { components } from '@/lib/api/generated/schema';

/** A submission as its creator sees it (GET /submissions/mine). */
export type Submission = components['schemas']['Submission'];
export type SubmissionPhoto = components['schemas']['SubmissionPhoto'];
/** `pending`, `changes_requested`, `approved`, `rejected` or `withdrawn`. */
export type SubmissionStatus = components['schemas']['SubmissionStatus'];
/** `instagram` (the profile's handle) or `name` (first name and last initial). */
export type CreditKind = components['schemas']['CreditKind'];
/** The body of POST /submissions. */
export type SubmissionBody = components['schemas']['SubmissionBody'];
/** The body of PUT /submissions/{id}: the same, with the `version` it was made on. */
export type RevisionBody = components['schemas']['RevisionBody'];
/** The draft as the server keeps it (GET and PUT /submission-draft answer it). */
export type SubmissionDraft = components['schemas']['SubmissionDraft'];
/** The body of PUT /submission-draft. */
export type SubmissionDraftBody = components['schemas']['SubmissionDraftBody'];
/** What withdrawing did (POST /submissions/{id}/withdraw). */
export type Withdrawal = components['schemas']['Envelope_WithdrawalDto']['data'];
/** The multipart body of POST /upload. */
export type UploadForm = components['schemas']['UploadForm'];

/** One page of the student's submissions, newest first. */
export interface SubmissionsPage {
  submissions: Submission[];
  total: number;
  page: number;
  pageSize: number;
}

/** A university the student may submit to (a verified address of theirs is at it). */
export interface SubmitUniversity {
  id: string;
  name: string;
}

/**
 * A photo of the form: uploaded (its URLs kept, so the draft keeps it) or on its way (a preview of the
 * chosen file).
 */
export interface FormPhoto {
  id: string;
  url: string | null;
  thumbnailUrl: string;
  uploading: boolean;
}

/** A chosen file that could not be added or uploaded, with the reason (the server's words when it answered). */
export interface PhotoProblem {
  id: string;
  fileName: string;
  message: string;
}

/** The form as the student fills it in. */
export interface SubmitFormValues {
  universityId: string;
  caption: string;
  credit: CreditKind;
  photos: FormPhoto[];
  consentQuad: boolean;
  consentInstagram: boolean;
  consentPeople: boolean;
}
