import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildReport, mockReportsApi } from '@/testing/mocks/reports';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { formatDateTime } from '@/utils/date-time';

const moderator = buildUser({ role: 'moderator', firstName: 'Riley', lastName: 'Moderator' });
const admin = buildUser({ role: 'admin', isAdmin: true });

const harassing = buildReport({
  id: 'report-1',
  kind: 'message',
  category: 'harassment',
  details: 'Keeps insulting me after I said no.',
  reporters: 3,
  hidden: true,
  snapshot: {
    authorId: 'user-9',
    authorName: 'Alex Stone',
    text: 'You will regret this.',
    photos: ['https://cdn.quad.test/a.jpg', 'https://cdn.quad.test/b.jpg'],
  },
  createdAt: '2026-03-01T10:00:00Z',
});
const spam = buildReport({
  id: 'report-2',
  kind: 'post',
  category: 'spam',
  university: null,
  reporterMember: false,
  reporterDismissedReports: 2,
  snapshot: { authorId: null, authorName: 'Sam Lee', text: 'Buy followers!', photos: [] } });
const resolved = buildReport({
  id: 'report-3',
  kind: 'profile',
  category: 'fakeProfile',
  status: 'warned',
  snapshot: { authorId: 'user-7', authorName: 'Chris Doe', text: 'Hi', photos: [] },
  resolvedAt: '2026-03-02T09:00:00Z',
  resolvedBy: 'Riley Moderator',
  note: 'Please use your own photos.',
});

async function openReports(person = moderator, path = '/moderation/reports') {
  signInAs(person);
  const view = renderRoutes(routes, path);
  // The first test also loads the moderation shell and the screen's code.
  await screen.findByRole('heading', { level: 1, name: 'Reports' }, { timeout: 5000 });
  return view;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/moderation/reports', () => {
  it('lists the open reports with what was reported, by how many, and the reporter’s words', async () => {
    mockReportsApi([harassing, spam, resolved]);
    await openReports();
    const report = await card('Message: Harassment or hate');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Open', 'Resolved']);
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(within(report).getByText('Reported by 3 students')).toBeInTheDocument();
    expect(within(report).getByText('Hidden until reviewed')).toBeInTheDocument();
    expect(within(report).getByText('Reporter: verified member · no earlier reports dismissed')).toBeInTheDocument();
    expect(
      within(await card('Featured post: Spam')).getByText(
        'Reporter: not a member (does not count toward hiding) · 2 earlier reports dismissed',
      ),
    ).toBeInTheDocument();
    expect(within(report).getByText(/University of Michigan/)).toHaveTextContent(formatDateTime('2026-03-01T10:00:00Z'));
    expect(within(report).getByText('Alex Stone')).toBeInTheDocument();
    expect(within(report).getByText('You will regret this.')).toBeInTheDocument();
    expect(within(report).getByText('Keeps insulting me after I said no.')).toBeInTheDocument();
    const photos = within(within(report).getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(photos.map((photo) => photo.getAttribute('aria-label'))).toEqual([
      'View photo 1 of 2 full size',
      'View photo 2 of 2 full size',
    ]);
    expect(photos[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.quad.test/a.jpg');

    const post = await card('Featured post: Spam');
    expect(within(post).getByText('Reported by 1 student')).toBeInTheDocument();
    expect(within(post).queryByText('Hidden until reviewed')).not.toBeInTheDocument();
    expect(within(post).getByText('None given')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Profile: Fake profile or impersonation' })).not.toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Moderation' });
    expect(within(menu).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/moderation/reports');
    expect(document.title).toBe('Reports · Moderation · Quad');
  });

  it('opens a reported photo full size in the page, and gives focus back on closing', async () => {
    mockReportsApi([harassing]);
    const { user } = await openReports();
    const report = await card('Message: Harassment or hate');
    const second = within(report).getByRole('button', { name: 'View photo 2 of 2 full size' });
    await user.click(second);
    const viewer = await screen.findByRole('dialog', { name: "Photos of Alex Stone's message" });
    expect(within(viewer).getByRole('img', { name: "Photo 2 of 2 of Alex Stone's message" })).toHaveAttribute(
      'src',
      'https://cdn.quad.test/b.jpg',
    );
    expect(screen.queryByRole('link', { name: /new tab/ })).not.toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('says when there is nothing to review', async () => {
    const api = mockReportsApi([resolved]);
    await openReports();
    expect(await screen.findByText('No reports to review')).toBeInTheDocument();
    expect(api.lists[0]?.searchParams.get('status')).toBe('open');
  });

  it('shows resolved reports with what was done, by whom, when and the note, and no actions', async () => {
    const api = mockReportsApi([harassing, resolved]);
    const { user, router } = await openReports();
    await card('Message: Harassment or hate');
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const done = await card('Profile: Fake profile or impersonation');
    expect(router.state.location.search).toBe('?tab=resolved');
    expect(api.lists.at(-1)?.searchParams.get('status')).toBe('resolved');
    expect(within(done).getByText('Author warned')).toBeInTheDocument();
    expect(within(done).getByText(/Riley Moderator/)).toHaveTextContent(`Riley Moderator, ${formatDateTime('2026-03-02T09:00:00Z')}`);
    expect(within(done).getByText('Please use your own photos.')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pages through the open reports, 20 a page, the page in the address', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      buildReport({ snapshot: { authorId: null, authorName: `Student ${index + 1}`, text: '', photos: [] } }),
    );
    const api = mockReportsApi(many);
    const { user, router } = await openReports();
    expect(await screen.findByText('Student 1')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Report pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Student 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.lists.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('dismisses a report after confirming, says so, and the report leaves the open ones', async () => {
    const api = mockReportsApi([harassing, spam]);
    const { user } = await openReports();
    await user.click(within(await card('Featured post: Spam')).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dismiss this report?' });
    expect(api.actions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed. The reporters are told no action was needed.')).toBeInTheDocument();
    expect(api.actions).toEqual([{ id: 'report-2', body: { action: 'dismiss' } }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Featured post: Spam' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('removes content with the moderator’s note', async () => {
    const api = mockReportsApi([harassing]);
    const { user } = await openReports();
    await user.click(within(await card('Message: Harassment or hate')).getByRole('button', { name: 'Remove content' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this message?' });
    expect(dialog).toHaveTextContent('The message is deleted from the conversation.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the other moderators (optional)' }), ' Threat. ');
    await user.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    expect(await screen.findByText('Content removed. The reporters are told action was taken.')).toBeInTheDocument();
    expect(api.actions).toEqual([{ id: 'report-1', body: { action: 'remove', note: 'Threat.' } }]);
  });

  it('warns only with the warning the student receives', async () => {
    const api = mockReportsApi([harassing]);
    const { user } = await openReports();
    await user.click(within(await card('Message: Harassment or hate')).getByRole('button', { name: 'Warn' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Warn Alex Stone?' });
    const note = within(dialog).getByRole('textbox', { name: 'Warning to the student' });
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(within(dialog).getByText('Write the warning the student will receive')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(api.actions).toEqual([]);

    await user.type(note, 'Threats are not allowed on Quad.');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await screen.findByText('Warning sent to Alex Stone.')).toBeInTheDocument();
    expect(api.actions).toEqual([{ id: 'report-1', body: { action: 'warn', note: 'Threats are not allowed on Quad.' } }]);
  });

  it('leaves Suspend to admins', async () => {
    mockReportsApi([harassing]);
    await openReports(moderator);
    const report = await card('Message: Harassment or hate');
    // Besides the photos' "View photo … full size".
    const actions = within(report).getAllByRole('button', { name: /^(?!View photo)/ });
    expect(actions.map((button) => button.textContent)).toEqual(['Dismiss', 'Remove content', 'Warn']);
  });

  it('lets an admin suspend the author’s account', async () => {
    const api = mockReportsApi([harassing], { actorRole: 'admin' });
    const { user } = await openReports(admin);
    const report = await card('Message: Harassment or hate');
    await user.click(within(report).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('alertdialog', { name: "Suspend Alex Stone's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText("Alex Stone's account is suspended.")).toBeInTheDocument();
    expect(api.actions).toEqual([{ id: 'report-1', body: { action: 'suspend' } }]);
  });

  it('closes the dialog when someone resolved the report first, and reads the list again', async () => {
    const api = mockReportsApi([harassing], { failActionsWith: { status: 409, error: 'This report was already resolved' } });
    const { user } = await openReports();
    await user.click(within(await card('Message: Harassment or hate')).getByRole('button', { name: 'Dismiss' }));
    const lists = api.lists.length;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('This report was already resolved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.lists.length).toBeGreaterThan(lists));
  });

  it('keeps the dialog open with the server’s refusal otherwise', async () => {
    mockReportsApi([harassing], { failActionsWith: { status: 404, error: 'Report not found' } });
    const { user } = await openReports();
    await user.click(within(await card('Message: Harassment or hate')).getByRole('button', { name: 'Remove content' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Report not found');
  });
});
