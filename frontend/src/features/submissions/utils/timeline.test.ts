import { buildSubmission } from '@/testing/mocks/submissions';

import { timelineOf } from './timeline';

const labels = (submission: Parameters<typeof timelineOf>[0]) => timelineOf(submission).map((step) => step.label);

describe('timelineOf', () => {
  it('waits for review after it is submitted', () => {
    expect(labels(buildSubmission())).toEqual(['Submitted', 'Waiting for review']);
  });

  it('follows an approved one to Instagram: scheduled (an estimate while queued), then published or not', () => {
    const approved = { status: 'approved' as const, decidedAt: '2026-03-02T09:00:00Z', featuredAt: '2026-03-02T09:00:00Z' };
    expect(labels(buildSubmission(approved))).toEqual(['Submitted', 'Approved']);
    const queued = timelineOf(buildSubmission({ ...approved, instagram: { status: 'queued', scheduledTime: '2026-03-04T18:00:00Z' } }));
    expect(queued.at(-1)).toMatchObject({ label: 'Scheduled on Instagram', at: '2026-03-04T18:00:00Z', estimated: true });
    const posted = buildSubmission({ ...approved, instagram: { status: 'posted', scheduledTime: '2026-03-04T18:00:00Z', postedTime: '2026-03-04T18:01:00Z' } });
    expect(timelineOf(posted).slice(-2)).toMatchObject([
      { label: 'Scheduled on Instagram', estimated: false },
      { label: 'Published', at: '2026-03-04T18:01:00Z' },
    ]);
    const failed = buildSubmission({ ...approved, instagram: { status: 'failed', scheduledTime: '2026-03-04T18:00:00Z' } });
    expect(timelineOf(failed).at(-1)).toMatchObject({ label: 'Could not be published yet', tone: 'bad' });
  });

  it('gives the reason of a rejection and of a request for changes', () => {
    expect(timelineOf(buildSubmission({ status: 'rejected', reason: 'Blurry' })).at(-1)).toMatchObject({ label: 'Rejected', detail: 'Blurry' });
    expect(timelineOf(buildSubmission({ status: 'changes_requested', reason: 'Crop it' })).at(-1)).toMatchObject({
      label: 'Changes asked',
      detail: 'Crop it',
      tone: 'action',
    });
  });

  it('ends a withdrawn one with its removal from Instagram, waiting or done', () => {
    const withdrawn = {
      status: 'withdrawn' as const,
      featuredAt: '2026-03-02T09:00:00Z',
      decidedAt: '2026-03-02T09:00:00Z',
      withdrawnAt: '2026-03-05T08:00:00Z',
    };
    expect(labels(buildSubmission({ ...withdrawn, featuredAt: null, decidedAt: null }))).toEqual(['Submitted', 'Withdrawn']);
    const waiting = buildSubmission({ ...withdrawn, takedown: { id: 't', openedAt: '2026-03-05T08:00:00Z' } });
    expect(labels(waiting)).toEqual(['Submitted', 'Approved', 'Withdrawn', 'Removal from Instagram requested', 'Removal from Instagram']);
    expect(timelineOf(waiting).at(-1)).toMatchObject({ tone: 'waiting', detail: "Waiting for the university's managers" });
    const done = buildSubmission({ ...withdrawn, takedown: { id: 't', openedAt: '2026-03-05T08:00:00Z', doneAt: '2026-03-06T08:00:00Z' } });
    expect(timelineOf(done).at(-1)).toMatchObject({ label: 'Removed from Instagram', at: '2026-03-06T08:00:00Z' });
  });
});
