import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildModerationProfile, mockModerationApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { formatDateTime } from '@/utils/date-time';

const pendingOne = buildModerationProfile({
  id: 'p1',
  firstName: 'Riley',
  lastName: 'Chen',
  user: { username: 'rileyc' },
  universityName: '',
  major: '',
  bio: '',
  profileImage: 'https://elsewhere.example/x.jpg',
  socialMedia: { instagram: 'riley', snapchat: 'rc', twitter: 'rchen' },
});
const rejectedOne = buildModerationProfile({ id: 'p2', status: 'rejected', rejectionReason: 'Blurry photo' });

async function open() {
  signInAs(buildUser({ role: 'admin', isAdmin: true }));
  const view = renderRoutes(routes, '/admin/profiles');
  await screen.findByRole('heading', { level: 1, name: 'Profile Management' });
  return view;
}

describe('/admin/profiles', () => {
  it('lists pending profiles with counts and the card details', async () => {
    mockModerationApi({ pending: [pendingOne], rejected: [rejectedOne] });
    await open();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    const card = await screen.findByRole('article', { name: 'Riley Chen' });
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    const inCard = within(card);
    expect(inCard.getByText('@rileyc')).toBeInTheDocument();
    expect(inCard.getAllByText('Not specified')).toHaveLength(2);
    expect(inCard.getByText('No bio provided')).toBeInTheDocument();
    // How long it has waited: the submission's date and time.
    const submitted = inCard.getByText(formatDateTime(pendingOne.submittedAt));
    expect(submitted).toHaveAttribute('dateTime', pendingOne.submittedAt);
    expect(inCard.getByText('Submitted')).toBeInTheDocument();
    expect(inCard.getByText('RC')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/riley');
    expect(inCard.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/rchen');
  });

  it('loads each tab when selected and shows the empty texts', async () => {
    const calls = mockModerationApi({ rejected: [rejectedOne] });
    const { user } = await open();
    expect(await screen.findByText('No pending profiles to review.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(await screen.findByText('No approved profiles yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect(await screen.findByText('Blurry photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(calls.listed).toEqual(['pending', 'approved', 'rejected']);
  });

  it('approves a profile', async () => {
    const calls = mockModerationApi({ pending: [pendingOne] });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Profile approved successfully')).toBeInTheDocument();
    expect(calls.approved).toEqual([{ id: 'p1', submittedAt: pendingOne.submittedAt }]);
  });

  it('asks for a reason before rejecting', async () => {
    const calls = mockModerationApi({ pending: [pendingOne] });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Profile' }));
    expect(within(dialog).getByText('Please provide a reason for rejection')).toBeInTheDocument();
    expect(calls.rejected).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Please add a clear photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Profile' }));
    expect(await screen.findByText('Profile rejected successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.rejected).toEqual([{ rejectionReason: 'Please add a clear photo', submittedAt: pendingOne.submittedAt }]);
  });

  it('reports a failed rejection', async () => {
    mockModerationApi({ pending: [pendingOne] });
    server.use(
      http.post(`${API}/admin/profiles/:id/reject`, () =>
        HttpResponse.json({ success: false, error: 'Only pending profiles can be approved or rejected' }, { status: 409 }),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason for rejection'), 'x');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject Profile' }));
    expect(
      await screen.findByText('Failed to reject profile: Only pending profiles can be approved or rejected'),
    ).toBeInTheDocument();
  });

  it('pages through every profile, with the page in the address', async () => {
    const pending = Array.from({ length: 30 }, (_, index) =>
      buildModerationProfile({ id: `p${index + 1}`, firstName: 'Student', lastName: String(index + 1), user: { username: `s${index + 1}` } }),
    );
    const calls = mockModerationApi({ pending, rejected: [rejectedOne] });
    const { user, router } = await open();
    expect(await screen.findByRole('article', { name: 'Student 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (30)' })).toHaveAttribute('aria-selected', 'true');
    const pager = screen.getByRole('navigation', { name: 'Profile pages' });
    expect(pager).toHaveTextContent('Showing 1–24 of 30 profiles');
    expect(screen.getAllByRole('article')).toHaveLength(24);

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('article', { name: 'Student 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('article', { name: 'Student 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile pages' })).toHaveTextContent('Showing 25–30 of 30 profiles');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(calls.pages).toEqual(['pending 1', 'pending 2']);

    // Another tab starts on its first page.
    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect(await screen.findByText('Blurry photo')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('opens the tab and page named in the address', async () => {
    const approved = Array.from({ length: 26 }, (_, index) =>
      buildModerationProfile({ id: `a${index + 1}`, status: 'approved', firstName: 'Approved', lastName: String(index + 1) }),
    );
    const calls = mockModerationApi({ approved });
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/admin/profiles?status=approved&page=2');
    expect(await screen.findByRole('article', { name: 'Approved 26' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved (26)' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.pages).toEqual(['approved 2']);
  });

  it('goes back to the last page when its last profile is gone', async () => {
    const pending = Array.from({ length: 25 }, (_, index) =>
      buildModerationProfile({ id: `p${index + 1}`, firstName: 'Student', lastName: String(index + 1) }),
    );
    mockModerationApi({ pending });
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    const { router } = renderRoutes(routes, '/admin/profiles?page=3');
    expect(await screen.findByRole('article', { name: 'Student 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});
