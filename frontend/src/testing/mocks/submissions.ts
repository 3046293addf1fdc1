import { delay, http, HttpResponse } from 'msw';

import type { Submission, SubmissionDraft, SubmissionDraftBody, SubmissionPhoto } from '@/features/submissions/types';
import type { components } from '@/lib/api/generated/schema';

import { API } from './handlers';
import { server } from './server';

type SubmissionBodyDto = components['schemas']['SubmissionBody'];
type RevisionBodyDto = components['schemas']['RevisionBody'];

let sequence = 0;

/** A photo as an upload for a submission answers it (`/media/submission/<name>.jpg` and its thumbnail). */
export function buildSubmissionPhoto(name = 'photo'): SubmissionPhoto {
  return { url: `/media/submission/${name}.jpg`, thumbnailUrl: `/media/submission/${name}-thumb.jpg`, width: 1600, height: 1200 };
}

/** One of the student's submissions: waiting for review at Test University unless told. */
export function buildSubmission(overrides: Partial<Submission> = {}): Submission {
  sequence += 1;
  return {
    id: `0190c1a2-0000-7000-b000-${String(sequence).padStart(12, '0')}`,
    authorName: 'Sam R.',
    caption: 'Sunset on the Diag #GoBlue',
    consentInstagram: true,
    credit: { kind: 'name', text: 'Sam R.' },
    decidedAt: null,
    featuredAt: null,
    flags: [],
    instagram: null,
    likes: 0,
    photos: [buildSubmissionPhoto(`s${sequence}`)],
    reason: null,
    status: 'pending',
    submittedAt: '2026-03-01T10:00:00Z',
    submittedCaption: null,
    takedown: null,
    university: { id: 'uni-1', name: 'University of Michigan', slug: 'UMich' },
    version: 1,
    withdrawnAt: null,
    ...overrides,
  };
}

/** A draft as GET /submission-draft answers it: nothing chosen unless told. */
export function buildSubmissionDraft(overrides: Partial<SubmissionDraft> = {}): SubmissionDraft {
  return {
    universityId: null,
    caption: '',
    credit: 'name',
    photos: [],
    consentInstagram: false,
    updatedAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

type Failure = { status: number; error: string; fields?: Record<string, string> };

interface MockSubmissionsOptions {
  /** The student's submissions, newest first (paged by `page` and `pageSize`). */
  submissions?: Submission[];
  /** The draft the student starts with (none: 404). */
  draft?: SubmissionDraft | null;
  /** Answers POST /submissions (and PUT /submissions/{id}) with this failure. */
  failSubmitWith?: Failure;
  /** Answers the n-th POST /upload (from 1, in the order sent) with this failure. */
  failUploads?: Record<number, Failure>;
  /** Answers POST /submissions/{id}/withdraw with this; `takedownOpened` and `cancelledPost` otherwise. */
  withdrawal?: { takedownOpened: boolean; cancelledPost: boolean };
  latency?: number;
}

const fail = ({ status, error, fields }: Failure) =>
  HttpResponse.json({ success: false, error, ...(fields ? { fields } : {}) }, { status });

/**
 * The student's side of submissions over state kept for the test: the list (GET /submissions/mine),
 * POST /submissions and PUT /submissions/{id} (the new one joins the head; the draft goes),
 * POST /submissions/{id}/withdraw, the draft (GET, PUT, DELETE /submission-draft) and
 * POST /upload?uploadType=submission (the n-th upload answers `/media/submission/upload-<n>.jpg`).
 * Answers the state and what was sent, to assert on.
 */
export function mockSubmissionsApi({
  submissions = [],
  draft = null,
  failSubmitWith,
  failUploads = {},
  withdrawal = { takedownOpened: false, cancelledPost: false },
  latency = 5,
}: MockSubmissionsOptions = {}) {
  const state = {
    submissions: [...submissions],
    draft,
    /** Every list query, in order. */
    lists: [] as URL[],
    created: [] as SubmissionBodyDto[],
    revised: [] as { id: string; body: RevisionBodyDto }[],
    withdrawn: [] as string[],
    /** Every PUT /submission-draft body, in order. */
    saved: [] as SubmissionDraftBody[],
    /** Of the saves, how many were keepalive requests (sent as the page goes away). */
    keptAlive: 0,
    discarded: 0,
    /** How many files were uploaded. */
    uploads: 0,
  };
  const photoOf = (url: string): SubmissionPhoto => ({ url, thumbnailUrl: url.replace(/(\.\w+)?$/, '-thumb$1'), width: 1600, height: 1200 });

  server.use(
    http.get(`${API}/submissions/mine`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const data = state.submissions.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data, total: state.submissions.length, page, pageSize });
    }),
    http.post(`${API}/submissions`, async ({ request }) => {
      const body = (await request.json()) as SubmissionBodyDto;
      state.created.push(body);
      await delay(latency);
      if (failSubmitWith) return fail(failSubmitWith);
      const created = buildSubmission({
        caption: body.caption.trim(),
        consentInstagram: body.consent.instagram ?? false,
        photos: body.photos.map(photoOf),
      });
      state.submissions.unshift(created);
      state.draft = null;
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    }),
    http.put(`${API}/submissions/:id`, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as RevisionBodyDto;
      state.revised.push({ id, body });
      await delay(latency);
      if (failSubmitWith) return fail(failSubmitWith);
      const index = state.submissions.findIndex((submission) => submission.id === id);
      if (index < 0) return fail({ status: 404, error: 'Submission not found' });
      const revised: Submission = {
        ...state.submissions[index]!,
        caption: body.caption.trim(),
        photos: body.photos.map(photoOf),
        status: 'pending',
        reason: null,
        version: body.version + 1,
      };
      state.submissions[index] = revised;
      return HttpResponse.json({ success: true, data: revised });
    }),
    http.post(`${API}/submissions/:id/withdraw`, async ({ params }) => {
      const id = String(params.id);
      state.withdrawn.push(id);
      await delay(latency);
      const index = state.submissions.findIndex((submission) => submission.id === id);
      if (index < 0) return fail({ status: 404, error: 'Submission not found' });
      const withdrawn: Submission = { ...state.submissions[index]!, status: 'withdrawn', withdrawnAt: '2026-03-02T10:00:00Z', photos: [] };
      state.submissions[index] = withdrawn;
      return HttpResponse.json({ success: true, data: { submission: withdrawn, ...withdrawal } });
    }),
    http.get(`${API}/submission-draft`, () =>
      state.draft ? HttpResponse.json({ success: true, data: state.draft }) : fail({ status: 404, error: 'No draft' }),
    ),
    http.put(`${API}/submission-draft`, async ({ request }) => {
      const body = (await request.json()) as SubmissionDraftBody;
      state.saved.push(body);
      if (request.keepalive) state.keptAlive += 1;
      state.draft = buildSubmissionDraft({
        universityId: body.universityId ?? null,
        caption: body.caption ?? '',
        credit: body.credit,
        photos: (body.photos ?? []).map(photoOf),
        consentInstagram: body.consentInstagram ?? false,
      });
      return HttpResponse.json({ success: true, data: state.draft });
    }),
    http.delete(`${API}/submission-draft`, () => {
      state.discarded += 1;
      state.draft = null;
      return HttpResponse.json({ success: true, data: null });
    }),
    http.post(`${API}/upload`, async ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('uploadType') !== 'submission') return fail({ status: 400, error: 'Unknown uploadType' });
      if (!(await request.formData()).has('file')) return fail({ status: 400, error: 'Please select an image file' });
      state.uploads += 1;
      const n = state.uploads;
      await delay(latency);
      const failure = failUploads[n];
      if (failure) return fail(failure);
      const fileUrl = `/media/submission/upload-${n}.jpg`;
      return HttpResponse.json({ success: true, fileUrl, thumbnailUrl: photoOf(fileUrl).thumbnailUrl }, { status: 201 });
    }),
  );
  return state;
}
