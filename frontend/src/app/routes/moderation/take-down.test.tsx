import { screen, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildModerationProfile, mockModerationApi } from '@/testing/mocks/profiles';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const moderator = buildUser({ role: 'moderator', firstName: 'Riley', lastName: 'Moderator' });
const approvedOne = buildModerationProfile({
  id: 'p9',
  firstName: 'Jo',
  lastName: 'Park',
  status: 'approved',
  profileStatus: 'approved',
  visibleToRoommates: true,
  signInDomain: 'umich.edu',
});

async function openTab(status: 'pending' | 'approved' | 'rejected') {
  signInAs(moderator);
  const view = renderRoutes(routes, `/moderation?status=${status}`);
  return { ...view, card: await screen.findByRole('article', { name: 'Jo Park' }) };
}

describe('taking a published profile down', () => {
  it('asks why, refuses a blank reason, and sends the reason', async () => {
    const calls = mockModerationApi({ approved: [approvedOne] });
    const { user, card } = await openTab('approved');
    expect(within(card).getByText('@umich.edu')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Take Down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Down Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    expect(within(dialog).getByText('Please say why the profile is taken down')).toBeInTheDocument();
    expect(calls.takenDown).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason for the take-down'), 'Photo of someone else');
    await user.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    expect(await screen.findByText('Profile taken down')).toBeInTheDocument();
    expect(calls.takenDown).toEqual([{ id: 'p9', reason: 'Photo of someone else' }]);
  });

  it('is offered only where other students see the profile', async () => {
    const rejected = { ...approvedOne, status: 'rejected' as const, profileStatus: 'rejected' as const, visibleToRoommates: false };
    mockModerationApi({ rejected: [rejected] });
    const { card } = await openTab('rejected');
    expect(within(card).queryByRole('button', { name: 'Take Down' })).not.toBeInTheDocument();
  });

  it('is offered on an edit waiting for review while its approved version is up', async () => {
    const editing = { ...approvedOne, status: 'pending' as const, profileStatus: 'pending' as const, visibleToRoommates: true };
    mockModerationApi({ pending: [editing] });
    const { card } = await openTab('pending');
    expect(within(card).getByRole('button', { name: 'Take Down' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
