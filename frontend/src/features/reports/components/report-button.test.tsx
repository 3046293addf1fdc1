import { screen, waitFor, within } from '@testing-library/react';

import { buildUser } from '@/testing/mocks/handlers';
import { mockReportsApi } from '@/testing/mocks/reports';
import { renderWithRouter, signInAs } from '@/testing/test-utils';

import type { AlsoBlock } from '../types';

import { ReportButton } from './report-button';

const STUDENT_ID = '0190c1a2-0000-7000-8000-000000000042';
const THANKS = 'Thanks. A moderator will review it, and we will tell you the outcome.';

async function openDialog(kind: 'profile' | 'message' | 'post' = 'profile') {
  signInAs(buildUser());
  const view = renderWithRouter(<ReportButton kind={kind} targetId={STUDENT_ID} />);
  await view.user.click(screen.getByRole('button', { name: 'Report' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: `Report this ${kind}` }) };
}

describe('ReportButton', () => {
  it('asks what is wrong, with the six categories, and optional details counted to 1,000', async () => {
    const { dialog } = await openDialog();
    const group = within(dialog).getByRole('group', { name: "What's wrong?" });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Harassment or hate',
      'Scam or asking for money',
      'Spam',
      'Inappropriate content',
      'Fake profile or impersonation',
      'Something else',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('');
    expect(within(dialog).getByText('0/1,000')).toBeInTheDocument();
  });

  it('names what is reported in the title', async () => {
    const { dialog } = await openDialog('message');
    expect(dialog).toHaveAccessibleName('Report this message');
  });

  it('sends nothing until a category is chosen, nor details over 1,000 characters', async () => {
    const api = mockReportsApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Choose what is wrong.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Details (optional)' }));
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1,001/1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Keep the details to 1,000 characters or fewer')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('sends the report, then thanks the student and closes on Done', async () => {
    const api = mockReportsApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile or impersonation' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '  Uses photos of a celebrity.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(THANKS);
    expect(api.sent).toEqual([{ kind: 'profile', targetId: STUDENT_ID, category: 'fakeProfile', details: 'Uses photos of a celebrity.' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
  });

  it('sends empty details when the student wrote none', async () => {
    const api = mockReportsApi();
    const { user, dialog } = await openDialog('post');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(THANKS)).toBeInTheDocument();
    expect(api.sent).toEqual([{ kind: 'post', targetId: STUDENT_ID, category: 'spam', details: '' }]);
  });

  it('shows the server’s refusal in the dialog and keeps what was written', async () => {
    const limit = 'You have sent 10 reports today. Moderators will look at them; you can send more tomorrow.';
    mockReportsApi([], { failReportsWith: { status: 429, error: limit } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit);
    expect(within(dialog).getByRole('radio', { name: 'Harassment or hate' })).toBeChecked();
    expect(within(dialog).queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('says when the item was reported already (409)', async () => {
    mockReportsApi();
    const { user } = await openDialog();
    const send = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
      await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      return dialog;
    };
    await send();
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have reported this already. A moderator will look at it.');
  });

  it('shows the server’s word on a field under it', async () => {
    const message = 'Details cannot hold control characters';
    mockReportsApi([], { failReportsWith: { status: 400, error: 'Check the details', fields: { details: message } } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'hello');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the details');
  });

  describe('with "Also block"', () => {
    async function openWithBlock({ kind = 'profile', ...offer }: Partial<AlsoBlock> & { kind?: 'profile' | 'message' | 'post' } = {}) {
      const alsoBlock: AlsoBlock = { name: 'Ada L.', block: vi.fn(() => Promise.resolve()), ...offer };
      signInAs(buildUser());
      const view = renderWithRouter(<ReportButton kind={kind} targetId={STUDENT_ID} alsoBlock={alsoBlock} />);
      await view.user.click(screen.getByRole('button', { name: 'Report' }));
      return { ...view, block: alsoBlock.block, dialog: await screen.findByRole('dialog', { name: `Report this ${kind}` }) };
    }

    it('offers it unticked unless told, saying what a block does', async () => {
      mockReportsApi();
      const { dialog } = await openWithBlock();
      const box = within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' });
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription("You won't see each other anywhere on Quad, and any connection ends. They won't be told.");
    });

    it('blocks once the report is filed, and says so with the thanks', async () => {
      const api = mockReportsApi();
      const { user, dialog, block } = await openWithBlock({ kind: 'message', defaultChecked: true });
      expect(within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' })).toBeChecked();
      await user.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`${THANKS} Ada L. is blocked.`));
      expect(api.sent).toEqual([{ kind: 'message', targetId: STUDENT_ID, category: 'harassment', details: '' }]);
      expect(block).toHaveBeenCalledTimes(1);
    });

    it('does not block when unticked', async () => {
      mockReportsApi();
      const { user, dialog, block } = await openWithBlock({ defaultChecked: true });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Also block Ada L.' }));
      await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(THANKS);
      expect(within(dialog).getByRole('status')).not.toHaveTextContent('blocked');
      expect(block).not.toHaveBeenCalled();
    });

    it('blocks nobody when the report is refused', async () => {
      mockReportsApi([], { failReportsWith: { status: 429, error: 'Too many reports today' } });
      const { user, dialog, block } = await openWithBlock({ defaultChecked: true });
      await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many reports today');
      expect(block).not.toHaveBeenCalled();
    });

    it('keeps the thanks when the block fails, and tries it again on request', async () => {
      const api = mockReportsApi();
      const block = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
      const { user, dialog } = await openWithBlock({ defaultChecked: true, block });
      await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Your report is sent, but Ada L. could not be blocked. Please try again.',
      );
      expect(within(dialog).getByRole('status')).toHaveTextContent(THANKS);
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Ada L. is blocked.'));
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(block).toHaveBeenCalledTimes(2);
      expect(api.sent).toHaveLength(1);
    });

    it('is never offered for a featured post', async () => {
      mockReportsApi();
      const { dialog } = await openWithBlock({ kind: 'post', defaultChecked: true });
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    });
  });
});
