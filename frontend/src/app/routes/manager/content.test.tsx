import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildTakedownTask, mockContentReviewApi } from '@/testing/mocks/content-review';
import { buildUser } from '@/testing/mocks/handlers';
import { buildSubmission } from '@/testing/mocks/submissions';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { formatDateTime } from '@/utils/date-time';

const manager = buildUser({ role: 'manager' });

const consenting = buildSubmission({ id: 'sub-ig', authorName: 'Ada Lovelace', status: 'approved', consentInstagram: true });
const notConsenting = buildSubmission({ id: 'sub-no', authorName: 'Grace Hopper', status: 'approved', consentInstagram: false });
const posted = buildSubmission({
  id: 'sub-posted',
  authorName: 'Alan Turing',
  status: 'approved',
  consentInstagram: true,
  instagram: {
    status: 'posted',
    scheduledTime: '2026-11-20T15:00:00Z',
    postedTime: '2026-11-20T15:00:04Z',
    permalink: 'https://www.instagram.com/p/abc123/',
    likes: 120,
    comments: 8,
  },
});

async function openContent(path = '/manager/content?tab=approved') {
  signInAs(manager);
  const view = renderRoutes(routes, path);
  // The first test also loads the manager shell and the screen's code.
  await screen.findByRole('heading', { level: 1, name: 'Content Queue' }, { timeout: 5000 });
  return view;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/manager/content', () => {
  it('offers Queue to Instagram only for a submission whose student agreed to it and that is not queued yet', async () => {
    mockContentReviewApi([consenting, notConsenting, posted]);
    await openContent();
    expect(within(await card('Ada Lovelace')).getByRole('button', { name: 'Queue to Instagram' })).toBeInTheDocument();

    const grace = await card('Grace Hopper');
    expect(within(grace).queryByRole('button', { name: 'Queue to Instagram' })).not.toBeInTheDocument();
    expect(within(grace).getByText('The student did not agree to Instagram.')).toBeInTheDocument();

    const alan = await card('Alan Turing');
    expect(within(alan).queryByRole('button', { name: 'Queue to Instagram' })).not.toBeInTheDocument();
    expect(within(alan).getByText('Posted')).toBeInTheDocument();
    expect(within(alan).getByText('120 likes · 8 comments')).toBeInTheDocument();
    expect(within(alan).getByRole('link', { name: /Open on Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/p/abc123/');
    expect(document.title).toBe('Content Queue · Manager · Quad');
  });

  it('queues to the next free slot and shows when it goes out', async () => {
    const api = mockContentReviewApi([consenting]);
    const { user } = await openContent();
    await user.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Queue to Instagram' }));
    const when = formatDateTime('2026-12-01T15:00:00.000Z');
    expect(await screen.findByText(`Queued to Instagram for ${when}`)).toBeInTheDocument();
    expect(api.queued).toEqual([{ id: 'sub-ig', body: {} }]);
    const ada = await card('Ada Lovelace');
    await waitFor(() => expect(within(ada).getByText('Queued')).toBeInTheDocument());
    expect(within(ada).getByText(when)).toBeInTheDocument();
  });

  it('queues at a chosen time', async () => {
    const api = mockContentReviewApi([consenting]);
    const { user } = await openContent();
    const ada = await card('Ada Lovelace');
    await user.type(within(ada).getByLabelText(/Publish at/), '2026-12-24T18:30');
    await user.click(within(ada).getByRole('button', { name: 'Queue to Instagram' }));
    await waitFor(() => expect(api.queued).toHaveLength(1));
    expect(api.queued[0]!.body).toEqual({ scheduledTime: new Date('2026-12-24T18:30').toISOString() });
  });

  it("shows the server's refusal", async () => {
    const error = 'Connect an Instagram account for this university before uploading posts';
    mockContentReviewApi([consenting], { failQueueWith: { status: 409, error } });
    const { user } = await openContent();
    const ada = await card('Ada Lovelace');
    await user.click(within(ada).getByRole('button', { name: 'Queue to Instagram' }));
    expect(await within(ada).findByRole('alert')).toHaveTextContent(error);
    expect(within(ada).getByRole('button', { name: 'Queue to Instagram' })).toBeEnabled();
  });

  it('lists the open takedowns from the notification’s link and marks one done after a warning', async () => {
    const task = buildTakedownTask({ id: 'task-1', openedAt: '2026-11-21T10:00:00Z' });
    const api = mockContentReviewApi([], { takedowns: [task] });
    const { user } = await openContent('/manager/content?tab=takedowns');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Takedowns');
    expect(await screen.findByRole('tab', { name: 'Takedowns (1)' })).toBeInTheDocument();
    const takedown = await card(`Takedown: ${task.submission!.authorName}`);
    expect(within(takedown).getByText(task.caption, { collapseWhitespace: false })).toBeInTheDocument();
    expect(within(takedown).getByText(formatDateTime('2026-11-21T10:00:00Z'))).toBeInTheDocument();
    expect(within(takedown).getByRole('link', { name: /Open on Instagram/ })).toHaveAttribute('href', task.permalink);

    await user.click(within(takedown).getByRole('button', { name: 'Mark as taken down' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as taken down?' });
    expect(dialog).toHaveTextContent('Delete the post in the Instagram app first');
    expect(api.done).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as taken down' }));

    expect(await screen.findByText('Takedown marked as done')).toBeInTheDocument();
    expect(api.done).toEqual(['task-1']);
    expect(await screen.findByText('No open takedowns: nothing to delete from Instagram.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Takedowns (0)' })).toBeInTheDocument();
  });

  it('lists the takedown of a post whose creator deleted their account, by its caption', async () => {
    const task = buildTakedownTask({ id: 'task-2', submission: null, caption: 'Homecoming parade\n\n📸 Sam K.' });
    mockContentReviewApi([], { takedowns: [task] });
    await openContent('/manager/content?tab=takedowns');
    const takedown = await card('Takedown: a deleted account');
    expect(within(takedown).getByText(/Homecoming parade/)).toBeInTheDocument();
    expect(within(takedown).getByText(task.university.name, { exact: false })).toBeInTheDocument();
    expect(within(takedown).getByRole('link', { name: /Open on Instagram/ })).toHaveAttribute('href', task.permalink);
  });

  it('is in the manager menu', async () => {
    mockContentReviewApi([]);
    await openContent('/manager/content');
    const menu = screen.getByRole('navigation', { name: 'Manager Panel' });
    expect(within(menu).getByRole('link', { name: 'Content Queue' })).toHaveAttribute('href', '/manager/content');
  });
});
