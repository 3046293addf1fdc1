import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { mockContentReviewApi } from '@/testing/mocks/content-review';
import { buildUser } from '@/testing/mocks/handlers';
import { buildSubmission, buildSubmissionPhoto } from '@/testing/mocks/submissions';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const moderator = buildUser({ role: 'moderator', firstName: 'Riley', lastName: 'Moderator' });
const admin = buildUser({ role: 'admin', isAdmin: true });

const flagged = buildSubmission({
  id: 'sub-1',
  authorName: 'Ada Lovelace',
  caption: 'Sunset on the Diag #GoBlue',
  credit: { kind: 'instagram', text: '@ada.l' },
  consentInstagram: false,
  flags: ['word:party', 'same-image'],
  version: 3,
});
const another = buildSubmission({ id: 'sub-2', authorName: 'Grace Hopper', caption: 'Library at night' });

async function openContent(person = moderator, path = '/moderation/content') {
  signInAs(person);
  const view = renderRoutes(routes, path);
  // The first test also loads the moderation shell and the screen's code.
  await screen.findByRole('heading', { level: 1, name: 'Content Queue' }, { timeout: 5000 });
  return view;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/moderation/content', () => {
  it('lists the pending submissions with their photos, details and flags, and every tab with its count', async () => {
    mockContentReviewApi(
      [flagged, another, buildSubmission({ status: 'approved' }), buildSubmission({ status: 'rejected' }), buildSubmission({ status: 'rejected' })],
    );
    await openContent();
    const ada = await card('Ada Lovelace');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pending (2)',
      'Changes asked (0)',
      'Approved (1)',
      'Rejected (2)',
    ]);
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(ada).getByText('University of Michigan', { exact: false })).toBeInTheDocument();
    expect(within(ada).getByText('Sunset on the Diag #GoBlue')).toBeInTheDocument();
    expect(within(ada).getByText('@ada.l')).toBeInTheDocument();
    expect(within(ada).getByText(/Instagram/)).toHaveTextContent('Instagram: not agreed');
    const flags = within(ada).getByRole('list', { name: 'Flags' });
    expect(within(flags).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Flagged word: party',
      'Same image as a rejected submission',
    ]);
    const thumbnail = within(within(ada).getByRole('list', { name: 'Photos' })).getByRole('button', { name: 'View photo full size' });
    const photo = thumbnail.querySelector('img')!;
    expect(photo).toHaveAttribute('src', flagged.photos[0]!.thumbnailUrl);
    expect(photo).toHaveAttribute('width', String(flagged.photos[0]!.width));
    expect(photo).toHaveAttribute('height', String(flagged.photos[0]!.height));
    // Flags never block: every decision is offered.
    for (const name of ['Approve', 'Approve with edited caption', 'Request changes', 'Reject']) {
      expect(within(ada).getByRole('button', { name })).toBeEnabled();
    }
    expect(document.title).toBe('Content Queue · Moderation · Quad');
  });

  it('keeps the tab in the address and opens the one a link names', async () => {
    mockContentReviewApi([flagged, buildSubmission({ id: 'sub-9', authorName: 'Alan Turing', status: 'rejected', reason: 'Blurry' })]);
    const { user, router } = await openContent(moderator, '/moderation/content?tab=rejected');
    const alan = await card('Alan Turing');
    expect(within(alan).getByText('Blurry')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    expect(await card('Ada Lovelace')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Changes asked (0)' }));
    expect(await screen.findByText('No submissions waiting for their students’ changes.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=changes_requested');
  });

  it('approves as it is, with the version on screen, and the counts follow', async () => {
    const api = mockContentReviewApi([flagged, another]);
    const { user } = await openContent();
    await user.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Submission approved: it is featured now')).toBeInTheDocument();
    expect(api.decisions).toEqual([{ id: 'sub-1', body: { decision: 'approve', version: 3 } }]);
    expect(await screen.findByRole('tab', { name: 'Approved (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
  });

  it('approves with an edited caption, counting it against Instagram’s limits as it is typed', async () => {
    const api = mockContentReviewApi([flagged]);
    const { user } = await openContent();
    const ada = await card('Ada Lovelace');
    await user.click(within(ada).getByRole('button', { name: 'Approve with edited caption' }));
    const caption = within(ada).getByRole('textbox', { name: 'Edited caption' });
    expect(caption).toHaveValue('Sunset on the Diag #GoBlue');
    expect(within(ada).getByText('26/2200 characters')).toBeInTheDocument();
    expect(within(ada).getByText('1/30 hashtags')).toBeInTheDocument();

    await user.clear(caption);
    await user.type(caption, 'Sunset on the Diag by @ada #GoBlue #Michigan');
    expect(within(ada).getByText('44/2200 characters')).toBeInTheDocument();
    expect(within(ada).getByText('2/30 hashtags')).toBeInTheDocument();
    expect(within(ada).getByText('1/20 @mentions')).toBeInTheDocument();
    await user.click(within(ada).getByRole('button', { name: 'Approve with this caption' }));

    expect(await screen.findByText('Submission approved with your caption: it is featured now')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { id: 'sub-1', body: { decision: 'approve', version: 3, caption: 'Sunset on the Diag by @ada #GoBlue #Michigan' } },
    ]);
  });

  it("says under the edited caption why the server refused it", async () => {
    const error = 'Instagram allows at most 30 hashtags in a caption';
    mockContentReviewApi([flagged], { failDecisionsWith: { status: 400, error } });
    const { user } = await openContent();
    const ada = await card('Ada Lovelace');
    await user.click(within(ada).getByRole('button', { name: 'Approve with edited caption' }));
    await user.click(within(ada).getByRole('button', { name: 'Approve with this caption' }));
    expect(await within(ada).findByText(error)).toBeInTheDocument();
    expect(within(ada).getByRole('textbox', { name: 'Edited caption' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a reason before rejecting, in the words the server uses', async () => {
    const api = mockContentReviewApi([flagged]);
    const { user } = await openContent();
    await user.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for rejection' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please provide a reason for rejection')).toBeInTheDocument();
    expect(api.decisions).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), 'The photo shows a private party.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Submission rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.decisions).toEqual([
      { id: 'sub-1', body: { decision: 'reject', version: 3, reason: 'The photo shows a private party.' } },
    ]);
  });

  it('asks for changes with a reason', async () => {
    const api = mockContentReviewApi([flagged]);
    const { user } = await openContent();
    await user.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(within(dialog).getByText('Please tell the student what to change')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change' }), 'Crop out the licence plate.');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Changes requested: the student was told what to change')).toBeInTheDocument();
    expect(api.decisions[0]!.body).toEqual({ decision: 'request_changes', version: 3, reason: 'Crop out the licence plate.' });
    expect(await screen.findByRole('tab', { name: 'Changes asked (1)' })).toBeInTheDocument();
  });

  it('says when the submission changed since it was opened, and shows the new version', async () => {
    const api = mockContentReviewApi([flagged]);
    const { user } = await openContent();
    const ada = await card('Ada Lovelace');
    // The student revised it meanwhile.
    api.submissions = [{ ...flagged, version: 4, caption: 'A better sunset' }];
    await user.click(within(ada).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This submission was changed after you opened it. Review the new version.')).toBeInTheDocument();
    expect(await screen.findByText('A better sunset')).toBeInTheDocument();
    expect(api.decisions).toEqual([{ id: 'sub-1', body: { decision: 'approve', version: 3 } }]);
  });

  it('offers a moderator no Instagram queueing, and no flagged words', async () => {
    mockContentReviewApi([buildSubmission({ authorName: 'Ada Lovelace', status: 'approved', consentInstagram: true })]);
    await openContent(moderator, '/moderation/content?tab=approved');
    const ada = await card('Ada Lovelace');
    expect(within(ada).queryByRole('button', { name: 'Queue to Instagram' })).not.toBeInTheDocument();
    expect(within(ada).getByText('Not queued to Instagram yet: a manager can queue it.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Flagged words' })).not.toBeInTheDocument();
  });

  it('is in the moderation menu', async () => {
    mockContentReviewApi([]);
    await openContent();
    const menu = screen.getByRole('navigation', { name: 'Moderation' });
    expect(within(menu).getByRole('link', { name: 'Content Queue' })).toHaveAttribute('href', '/moderation/content');
    expect(await screen.findByText('No submissions waiting for review.')).toBeInTheDocument();
  });
});

describe('seeing a submission’s photos full size', () => {
  const photos = [buildSubmissionPhoto('diag'), buildSubmissionPhoto('arch')];
  const twoPhotos = buildSubmission({ id: 'sub-3', authorName: 'Ada Lovelace', photos, version: 2 });

  it('opens a thumbnail in the page at full size, never in a new tab, and gives focus back on Escape', async () => {
    const api = mockContentReviewApi([twoPhotos]);
    const { user } = await openContent();
    const ada = await card('Ada Lovelace');
    expect(within(ada).queryByRole('link', { name: /photo/i })).not.toBeInTheDocument();
    const first = within(ada).getByRole('button', { name: 'View photo 1 of 2 full size' });

    await user.click(first);
    const viewer = await screen.findByRole('dialog', { name: 'Photos by Ada Lovelace' });
    const image = within(viewer).getByRole('img', { name: "Ada Lovelace's photo 1 of 2" });
    // The full photo, not the thumbnail, whole and held to the screen (about 11rem of it is the dialog's own).
    expect(image).toHaveAttribute('src', '/media/submission/diag.jpg');
    expect(image).toHaveClass('max-w-full', 'object-contain', 'max-h-[calc(100dvh-11rem)]', 'sm:max-h-[calc(100dvh-14rem)]');
    expect(within(viewer).getByText('1 of 2')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('img', { name: "Ada Lovelace's photo 2 of 2" })).toHaveAttribute('src', '/media/submission/arch.jpg');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
    // Looking decides nothing.
    expect(api.decisions).toEqual([]);
    expect(within(ada).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it.each([['{Enter}'], [' ']])('opens from the keyboard (%s) and closes with the Close button', async (key) => {
    mockContentReviewApi([twoPhotos]);
    const { user } = await openContent();
    const second = within(await card('Ada Lovelace')).getByRole('button', { name: 'View photo 2 of 2 full size' });
    second.focus();
    await user.keyboard(key);
    const viewer = await screen.findByRole('dialog', { name: 'Photos by Ada Lovelace' });
    expect(within(viewer).getByRole('img', { name: "Ada Lovelace's photo 2 of 2" })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });
});

describe('the flagged words (admins)', () => {
  it('lists, adds and removes the words, showing the server’s field message', async () => {
    const api = mockContentReviewApi([], { words: ['party'] });
    const { user } = await openContent(admin);
    const panel = await screen.findByRole('region', { name: 'Flagged words' });
    expect(await within(panel).findByText('party')).toBeInTheDocument();

    const field = within(panel).getByRole('textbox', { name: 'New flagged word' });
    await user.type(field, 'two words');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText("A flagged word is one word of letters, digits, '-' or '_', at most 64 characters")).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'Keg');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('keg')).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'Remove flagged word party' }));
    await waitFor(() => expect(within(panel).queryByText('party')).not.toBeInTheDocument());
    expect(api.wordChanges).toEqual([
      { method: 'POST', word: 'two words' },
      { method: 'POST', word: 'Keg' },
      { method: 'DELETE', word: 'party' },
    ]);
  });

  it('shows a moderator the pending tab from a link to the takedowns, which managers do', async () => {
    mockContentReviewApi([flagged]);
    await openContent(moderator, '/moderation/content?tab=takedowns');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Pending');
    expect(screen.queryByRole('tab', { name: /Takedowns/ })).not.toBeInTheDocument();
    expect(await card('Ada Lovelace')).toBeInTheDocument();
  });
});
