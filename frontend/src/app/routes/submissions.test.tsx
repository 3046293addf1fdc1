import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildSubmission, mockSubmissionsApi } from '@/testing/mocks/submissions';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { formatDateTime } from '@/utils/date-time';

function open(path = '/submissions') {
  signInAs(buildUser());
  return renderRoutes(routes, path);
}

/** A submission's card, found by its university and time. */
async function card(submittedAt = '2026-03-01T10:00:00Z', university = 'University of Michigan') {
  return screen.findByRole('article', { name: `${university}, submitted ${formatDateTime(submittedAt)}` });
}

/** The steps of a card's timeline, as read. */
function steps(article: HTMLElement): string[] {
  return within(within(article).getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const at = (value: string) => formatDateTime(value);

describe('/submissions', () => {
  it('says there are none yet, with the way to submit', async () => {
    mockSubmissionsApi();
    open();
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit your first photos' })).toHaveAttribute('href', '/submit');
    expect(document.title).toBe('My submissions · Quad');
  });

  it('shows a pending one with its photos, caption, credit and the way to edit it', async () => {
    mockSubmissionsApi({ submissions: [buildSubmission({ credit: { kind: 'instagram', text: '@sam.r' } })] });
    open();
    const article = await card();
    expect(article).toHaveTextContent('Status: Waiting for review');
    expect(within(within(article).getByRole('list', { name: 'Photos' })).getAllByRole('img')).toHaveLength(1);
    expect(article).toHaveTextContent('Sunset on the Diag #GoBlue');
    expect(article).toHaveTextContent('Credited as @sam.r');
    expect(steps(article)).toEqual([`Submitted ${at('2026-03-01T10:00:00Z')}`, 'Waiting for review']);
    expect(within(article).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', expect.stringMatching(/^\/submit\?revise=/));
    expect(article).not.toHaveTextContent(/likes?$/);
  });

  it('shows an approved one featured on the university page, scheduled on Instagram, with its likes', async () => {
    mockSubmissionsApi({
      submissions: [
        buildSubmission({
          status: 'approved',
          decidedAt: '2026-03-02T09:00:00Z',
          featuredAt: '2026-03-02T09:00:00Z',
          likes: 12,
          caption: 'Sunset on the Diag',
          submittedCaption: 'sunset on the diag!!!',
          instagram: { status: 'queued', scheduledTime: '2026-03-04T18:00:00Z' },
        }),
      ],
    });
    open();
    const article = await card();
    expect(steps(article)).toEqual([
      `Submitted ${at('2026-03-01T10:00:00Z')}`,
      `Approved ${at('2026-03-02T09:00:00Z')}Featured on /umich`,
      `Scheduled on Instagram estimated ${at('2026-03-04T18:00:00Z')}`,
    ]);
    expect(within(article).getByRole('link', { name: '/umich' })).toHaveAttribute('href', '/umich');
    expect(article).toHaveTextContent('Reviewer edited your caption; you wrote: sunset on the diag!!!');
    expect(article).toHaveTextContent('12 likes');
  });

  it('links a published post on Instagram, and says when it could not be published', async () => {
    const decided = { status: 'approved' as const, decidedAt: '2026-03-02T09:00:00Z', featuredAt: '2026-03-02T09:00:00Z' };
    mockSubmissionsApi({
      submissions: [
        buildSubmission({
          ...decided,
          submittedAt: '2026-03-01T10:00:00Z',
          instagram: {
            status: 'posted',
            scheduledTime: '2026-03-04T18:00:00Z',
            postedTime: '2026-03-04T18:01:00Z',
            permalink: 'https://www.instagram.com/p/abc/',
          },
        }),
        buildSubmission({ ...decided, submittedAt: '2026-02-01T10:00:00Z', instagram: { status: 'failed', scheduledTime: '2026-03-04T18:00:00Z' } }),
      ],
    });
    open();
    const posted = await card('2026-03-01T10:00:00Z');
    expect(steps(posted).at(-1)).toBe(`Published ${at('2026-03-04T18:01:00Z')}View on Instagram (opens in a new tab)`);
    expect(within(posted).getByRole('link', { name: /View on Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/p/abc/');
    const failed = await card('2026-02-01T10:00:00Z');
    expect(steps(failed).at(-1)).toMatch(/^Could not be published yet/);
  });

  it('shows the reason of a rejection, and of a request for changes with the way to send it again', async () => {
    const sentBack = buildSubmission({
      status: 'changes_requested',
      decidedAt: '2026-03-02T09:00:00Z',
      reason: 'Please crop out the licence plate',
    });
    mockSubmissionsApi({
      submissions: [
        sentBack,
        buildSubmission({ status: 'rejected', submittedAt: '2026-02-01T10:00:00Z', decidedAt: '2026-02-02T09:00:00Z', reason: 'Not on campus' }),
      ],
    });
    open();
    const changes = await card();
    expect(steps(changes)[1]).toBe(`Changes asked ${at('2026-03-02T09:00:00Z')}Please crop out the licence plateChange and send again`);
    expect(within(changes).getByRole('link', { name: 'Change and send again' })).toHaveAttribute('href', `/submit?revise=${sentBack.id}`);
    const rejected = await card('2026-02-01T10:00:00Z');
    expect(steps(rejected)[1]).toBe(`Rejected ${at('2026-02-02T09:00:00Z')}Not on campus`);
    expect(within(rejected).queryByRole('link', { name: 'Change and send again' })).not.toBeInTheDocument();
  });

  it('shows a withdrawn one with the removal it asked for, and no Withdraw button', async () => {
    const featured = { decidedAt: '2026-03-02T09:00:00Z', featuredAt: '2026-03-02T09:00:00Z' };
    const instagram = { status: 'posted', scheduledTime: '2026-03-04T18:00:00Z', postedTime: '2026-03-04T18:01:00Z', permalink: null };
    mockSubmissionsApi({
      submissions: [
        buildSubmission({
          ...featured,
          status: 'withdrawn',
          instagram,
          withdrawnAt: '2026-03-05T08:00:00Z',
          takedown: { id: 't1', openedAt: '2026-03-05T08:00:00Z', doneAt: null },
        }),
        buildSubmission({
          ...featured,
          submittedAt: '2026-02-01T10:00:00Z',
          status: 'withdrawn',
          instagram,
          withdrawnAt: '2026-03-05T08:00:00Z',
          takedown: { id: 't2', openedAt: '2026-03-05T08:00:00Z', doneAt: '2026-03-06T08:00:00Z' },
        }),
      ],
    });
    open();
    const waiting = await card();
    expect(steps(waiting).slice(-3)).toEqual([
      `Withdrawn ${at('2026-03-05T08:00:00Z')}`,
      `Removal from Instagram requested ${at('2026-03-05T08:00:00Z')}`,
      "Removal from InstagramWaiting for the university's managers",
    ]);
    expect(within(waiting).queryByRole('link', { name: /\/umich/ })).not.toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const removed = await card('2026-02-01T10:00:00Z');
    expect(steps(removed).at(-1)).toBe(`Removed from Instagram ${at('2026-03-06T08:00:00Z')}`);
  });

  it('withdraws after saying what happens, tells what was done, and reads the list again', async () => {
    const api = mockSubmissionsApi({
      submissions: [buildSubmission({ status: 'approved', decidedAt: '2026-03-02T09:00:00Z', featuredAt: '2026-03-02T09:00:00Z' })],
      withdrawal: { takedownOpened: true, cancelledPost: false },
    });
    const { user } = open();
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this submission?' });
    expect(dialog).toHaveTextContent('leave Quad at once');
    expect(dialog).toHaveTextContent("If it is queued for your university's Instagram, the post is cancelled.");
    expect(dialog).toHaveTextContent('Instagram does not let Quad delete it');

    // Keeping it asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.withdrawn).toEqual([]);

    await user.click(within(article).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText("Withdrawn: it left Quad, and the university's managers were asked to remove it from Instagram."),
    ).toBeInTheDocument();
    expect(api.withdrawn).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(article).toHaveTextContent('Status: Withdrawn'));
    expect(api.lists.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the page in the address', async () => {
    const submissions = Array.from({ length: 12 }, (_, i) =>
      buildSubmission({ submittedAt: `2026-03-${String(20 - i).padStart(2, '0')}T10:00:00Z` }),
    );
    const api = mockSubmissionsApi({ submissions });
    const { user, router } = open('/submissions?page=2');
    expect(await card('2026-03-10T10:00:00Z')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.lists[0]!.searchParams.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await card('2026-03-20T10:00:00Z')).toBeInTheDocument();
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/submissions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
