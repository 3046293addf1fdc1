import { delay, http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';

import { API, pageOf } from './handlers';
import { buildManagerPost } from './manager';
import { server } from './server';
import { buildSubmission } from './submissions';

type Submission = components['schemas']['Submission'];
type TakedownTask = components['schemas']['TakedownTaskDto'];
type DecisionBody = components['schemas']['DecisionBody'];
type QueueBody = components['schemas']['QueueSubmissionBody'];
type ReviewStatus = 'pending' | 'changes_requested' | 'approved' | 'rejected';

const CHANGED = 'This submission was changed after you opened it. Review the new version.';
const NOT_QUEUEABLE = 'Only an approved submission whose creator agreed to Instagram, and not queued already, can be queued';
const WORD_SHAPE = /^[\p{L}\p{N}_-]{1,64}$/u;

let sequence = 0;

/** An open takedown task for a withdrawn submission that was posted on Instagram. */
export function buildTakedownTask(overrides: Partial<TakedownTask> = {}): TakedownTask {
  sequence += 1;
  const permalink = `https://www.instagram.com/p/takedown${sequence}/`;
  const submission = buildSubmission({
    status: 'withdrawn',
    withdrawnAt: '2026-11-21T10:00:00Z',
    photos: [],
    instagram: { status: 'posted', scheduledTime: '2026-11-20T10:00:00Z', postedTime: '2026-11-20T10:00:05Z', permalink },
  });
  return {
    id: `0190c1a2-0000-7000-c100-${String(sequence).padStart(12, '0')}`,
    openedAt: '2026-11-21T10:00:00Z',
    doneAt: null,
    permalink,
    university: submission.university,
    caption: `${submission.caption}\n\n📸 ${submission.credit.text}`,
    submission,
    ...overrides,
  };
}

type Failure = { status: number; error: string };

interface ContentReviewOptions {
  takedowns?: TakedownTask[];
  words?: string[];
  /** Answers every decision with this failure. */
  failDecisionsWith?: Failure;
  /** Answers every queueing with this failure. */
  failQueueWith?: Failure;
  latency?: number;
}

/**
 * The review screen's calls over these submissions (each in the tab of its `status`): the lists with
 * their counts, decisions (409 for a `version` not the submission's, 400 for a missing reason),
 * takedowns and their completion, queueing to Instagram (409 without consent) and the flagged words.
 * Every change is recorded and moves the submission as the server would.
 */
export function mockContentReviewApi(submissions: Submission[] = [], options: ContentReviewOptions = {}) {
  const { failDecisionsWith, failQueueWith, latency = 5 } = options;
  const state = {
    submissions: [...submissions],
    takedowns: [...(options.takedowns ?? [])],
    words: [...(options.words ?? [])],
    lists: [] as URL[],
    decisions: [] as { id: string; body: DecisionBody }[],
    queued: [] as { id: string; body: QueueBody }[],
    done: [] as string[],
    wordChanges: [] as { method: 'POST' | 'DELETE'; word: string }[],
  };
  const fail = (failure: Failure, fields?: Record<string, string>) =>
    HttpResponse.json({ success: false, error: failure.error, ...(fields ? { fields } : {}) }, { status: failure.status });
  const count = (status: ReviewStatus) => state.submissions.filter((submission) => submission.status === status).length;
  const words = () => HttpResponse.json({ success: true, data: { words: state.words } });

  server.use(
    http.get(`${API}/review/submissions`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      const status = (url.searchParams.get('status') ?? 'pending') as ReviewStatus;
      const matching = state.submissions.filter((submission) => submission.status === status);
      return HttpResponse.json({
        ...pageOf(matching, url),
        counts: {
          pending: count('pending'),
          changesRequested: count('changes_requested'),
          approved: count('approved'),
          rejected: count('rejected'),
          openTakedowns: state.takedowns.length,
        },
      });
    }),
    http.post(`${API}/review/submissions/:id/decision`, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as DecisionBody;
      state.decisions.push({ id, body });
      await delay(latency);
      if (failDecisionsWith) return fail(failDecisionsWith);
      const submission = state.submissions.find((candidate) => candidate.id === id);
      if (!submission) return fail({ status: 404, error: 'Submission not found' });
      if (submission.version !== body.version) return fail({ status: 409, error: CHANGED });
      if (body.decision !== 'approve' && !body.reason?.trim()) return fail({ status: 400, error: 'Please provide a reason for rejection' });
      const status: ReviewStatus =
        body.decision === 'approve' ? 'approved' : body.decision === 'reject' ? 'rejected' : 'changes_requested';
      const decided: Submission = {
        ...submission,
        status,
        version: submission.version + 1,
        decidedAt: new Date().toISOString(),
        reason: body.reason ?? null,
        ...(body.caption ? { caption: body.caption, submittedCaption: submission.caption } : {}),
      };
      state.submissions = state.submissions.map((candidate) => (candidate.id === id ? decided : candidate));
      return HttpResponse.json({ success: true, data: decided });
    }),
    http.get(`${API}/review/takedowns`, async () => {
      await delay(latency);
      return HttpResponse.json({ success: true, data: state.takedowns });
    }),
    http.post(`${API}/review/takedowns/:id/done`, async ({ params }) => {
      const id = String(params.id);
      state.done.push(id);
      await delay(latency);
      const task = state.takedowns.find((candidate) => candidate.id === id);
      if (!task) return fail({ status: 404, error: 'Takedown task not found' });
      state.takedowns = state.takedowns.filter((candidate) => candidate.id !== id);
      const { submission: _submission, ...takedown } = task;
      return HttpResponse.json({ success: true, data: { ...takedown, doneAt: new Date().toISOString() } });
    }),
    http.post(`${API}/manager/submissions/:id/queue`, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as QueueBody;
      state.queued.push({ id, body });
      await delay(latency);
      if (failQueueWith) return fail(failQueueWith);
      const submission = state.submissions.find((candidate) => candidate.id === id);
      if (!submission) return fail({ status: 404, error: 'Submission not found' });
      if (submission.status !== 'approved' || !submission.consentInstagram || submission.instagram) {
        return fail({ status: 409, error: NOT_QUEUEABLE });
      }
      const scheduledTime = body.scheduledTime ?? '2026-12-01T15:00:00.000Z';
      state.submissions = state.submissions.map((candidate) =>
        candidate.id === id ? { ...candidate, instagram: { status: 'queued', scheduledTime } } : candidate,
      );
      return HttpResponse.json({ success: true, data: buildManagerPost({ caption: submission.caption, scheduledTime }) }, { status: 201 });
    }),
    http.get(`${API}/review/flagged-words`, async () => {
      await delay(latency);
      return words();
    }),
    http.post(`${API}/admin/flagged-words`, async ({ request }) => {
      const { word } = (await request.json()) as { word: string };
      state.wordChanges.push({ method: 'POST', word });
      await delay(latency);
      const message = "A flagged word is one word of letters, digits, '-' or '_', at most 64 characters";
      if (!WORD_SHAPE.test(word.trim())) return fail({ status: 400, error: message }, { word: message });
      const lower = word.trim().toLowerCase();
      if (!state.words.includes(lower)) state.words.push(lower);
      return words();
    }),
    http.delete(`${API}/admin/flagged-words/:word`, async ({ params }) => {
      const word = String(params.word);
      state.wordChanges.push({ method: 'DELETE', word });
      await delay(latency);
      state.words = state.words.filter((kept) => kept !== word);
      return words();
    }),
  );
  return state;
}
