import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildModerationProfile, mockModerationApi, sampleCatalogues } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const moderator = buildUser({ role: 'moderator', firstName: 'Riley', lastName: 'Moderator' });
const longBio = `${'I keep a tidy desk and like quiet evenings with a book. '.repeat(12)}The very end of my bio.`;
const photos = ['/media/profile/a.jpg', '/media/profile/b.jpg', '/media/profile/c.jpg'];
const pendingOne = buildModerationProfile({
  id: 'p1',
  firstName: 'Jo',
  lastName: 'Park',
  user: { username: 'jopark' },
  universityName: 'University of Michigan',
  major: 'Economics',
  graduationYear: 2028,
  bio: longBio,
  profileImage: photos[0],
  profileImages: photos,
  socialMedia: { instagram: 'jo.park', snapchat: 'jo_snaps' },
  roommatePreferences: { lookingForRoommate: true, sleepSchedule: 'Night Owl', pastimes: ['Reading', 'Hiking'] },
  roommateExpectations: { cleanliness: { accepted: ['Neat', 'Very Neat'], importance: 'very', dealbreaker: true } },
});

const noAccess = "You don't have access to this page";

function mockCatalogues() {
  server.use(http.get(`${API}/catalogues`, () => HttpResponse.json({ success: true, data: sampleCatalogues })));
}

async function openQueue(person = moderator) {
  signInAs(person);
  const view = renderRoutes(routes, '/moderation');
  await screen.findByRole('heading', { level: 1, name: 'Profile Management' });
  return view;
}

async function openFullProfile() {
  const view = await openQueue();
  const card = await screen.findByRole('article', { name: 'Jo Park' });
  await view.user.click(within(card).getByRole('button', { name: 'View full profile' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Full profile' }) };
}

describe('/moderation', () => {
  it('opens the profile queue to a moderator, in a shell holding the queues and the reports', async () => {
    mockModerationApi({ pending: [pendingOne] });
    await openQueue();
    expect(await screen.findByRole('article', { name: 'Jo Park' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute('aria-selected', 'true');
    const menu = screen.getByRole('navigation', { name: 'Moderation' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile Queue', '/moderation'],
      ['Content Queue', '/moderation/content'],
      ['Reports', '/moderation/reports'],
    ]);
    // The admin dashboard is not theirs to go back to.
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
    expect(document.title).toBe('Profile Queue · Moderation · Quad');
  });

  it('gives an admin the way back to the admin dashboard', async () => {
    mockModerationApi({});
    await openQueue(buildUser({ role: 'admin', isAdmin: true }));
    const menu = screen.getByRole('navigation', { name: 'Moderation' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile Queue', '/moderation'],
      ['Content Queue', '/moderation/content'],
      ['Reports', '/moderation/reports'],
      ['Admin Dashboard', '/admin'],
    ]);
  });

  it('sends a guest to /login', async () => {
    const { router } = renderRoutes(routes, '/moderation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['a student', buildUser()],
    ['an Instagram manager', buildUser({ role: 'manager' })],
  ])('tells %s that the page is for moderators and admins', async (_who, person) => {
    signInAs(person);
    const { router } = renderRoutes(routes, '/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: noAccess })).toBeInTheDocument();
    expect(screen.getByText(/This page is for moderators and admins\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
    expect(document.title).toBe('No access · Quad');
  });

  it('shows a moderator the 404 page below /moderation', async () => {
    signInAs(moderator);
    renderRoutes(routes, '/moderation/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the membership badge', () => {
  const unverifiedOne = buildModerationProfile({
    id: 'p2',
    firstName: 'Max',
    lastName: 'Stone',
    user: { username: 'maxs' },
    signInDomain: 'gmail.com',
    membershipVerified: false,
  });

  it('says on every card whether the student is a verified member of the university', async () => {
    mockModerationApi({ pending: [pendingOne, unverifiedOne] });
    await openQueue();
    const verified = await screen.findByRole('article', { name: 'Jo Park' });
    expect(within(verified).getByText('Verified member')).toBeInTheDocument();
    expect(within(verified).queryByText('Membership not verified')).not.toBeInTheDocument();

    const unverified = screen.getByRole('article', { name: 'Max Stone' });
    expect(within(unverified).getByText('Membership not verified')).toBeInTheDocument();
    expect(
      within(unverified).getByText('No verified address at this university; joined without one or before it had a domain.'),
    ).toBeInTheDocument();
    expect(within(unverified).queryByText('Verified member')).not.toBeInTheDocument();
    expect(within(unverified).getByText('@gmail.com')).toBeInTheDocument();
  });

  it('says it in the full profile too', async () => {
    mockModerationApi({ pending: [unverifiedOne] });
    mockCatalogues();
    const { user } = await openQueue();
    const card = await screen.findByRole('article', { name: 'Max Stone' });
    await user.click(within(card).getByRole('button', { name: 'View full profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full profile' });
    expect(within(dialog).getByText('Membership not verified')).toBeInTheDocument();
  });
});

describe('the no-access page', () => {
  it('leads a student to their own home', async () => {
    signInAs(buildUser());
    const { user, router } = renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { level: 1, name: noAccess });
    expect(screen.getByText(/This page is for admins\./)).toBeInTheDocument();
    // Issue 22: a student's own home is /home.
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
    await user.click(screen.getByRole('link', { name: 'Go to your home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('signs out to sign in with another account', async () => {
    signInAs(moderator);
    const { user, router } = renderRoutes(routes, '/admin/users');
    await screen.findByRole('heading', { level: 1, name: noAccess });
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/moderation');
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Quad' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the full profile', () => {
  it('shows every photo, the whole bio and everything else the student submitted', async () => {
    mockModerationApi({ pending: [pendingOne] });
    mockCatalogues();
    const { dialog } = await openFullProfile();
    const inDialog = within(dialog);
    expect(inDialog.getByText('@jopark')).toBeInTheDocument();
    expect(inDialog.getByText('Verified member')).toBeInTheDocument();
    expect(inDialog.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Jo Park, photo 1 of 3', photos[0]],
      ['Jo Park, photo 2 of 3', photos[1]],
      ['Jo Park, photo 3 of 3', photos[2]],
    ]);
    expect(inDialog.getByRole('heading', { name: 'Jo Park' })).toBeInTheDocument();
    expect(inDialog.getByText(longBio)).not.toHaveClass('line-clamp-3');
    expect(inDialog.getByText('University of Michigan')).toBeInTheDocument();
    expect(inDialog.getByText('Economics · Class of 2028')).toBeInTheDocument();
    expect(inDialog.getByText('@jo.park')).toBeInTheDocument();
    // Preferences by their catalogue labels, and the ideal roommate.
    expect(inDialog.getByText('Sleep Schedule')).toBeInTheDocument();
    expect(inDialog.getByText('Night Owl')).toBeInTheDocument();
    expect(inDialog.getByText('Hiking')).toBeInTheDocument();
    const ideal = await within(dialog).findByRole('region', { name: 'Ideal roommate' });
    expect(ideal).toHaveTextContent('Cleanliness');
    expect(ideal).toHaveTextContent('At least Neat · Matters: very · Dealbreaker');
  });

  it('approves from the full view', async () => {
    const calls = mockModerationApi({ pending: [pendingOne] });
    mockCatalogues();
    const { user, dialog } = await openFullProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Profile approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.approved).toEqual([{ id: 'p1', submittedAt: pendingOne.submittedAt }]);
  });

  it('rejects from the full view through the reason dialog', async () => {
    const calls = mockModerationApi({ pending: [pendingOne] });
    mockCatalogues();
    const { user, dialog } = await openFullProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Profile' });
    expect(screen.queryByRole('dialog', { name: 'Full profile' })).not.toBeInTheDocument();
    await user.type(within(reject).getByLabelText('Reason for rejection'), 'Please add a clear face photo');
    await user.click(within(reject).getByRole('button', { name: 'Reject Profile' }));
    expect(await screen.findByText('Profile rejected successfully')).toBeInTheDocument();
    expect(calls.rejected).toEqual([{ rejectionReason: 'Please add a clear face photo', submittedAt: pendingOne.submittedAt }]);
  });

  it('has no decision buttons for a profile already decided', async () => {
    const approvedOne = { ...pendingOne, status: 'approved' as const, profileStatus: 'approved' as const };
    mockModerationApi({ approved: [approvedOne] });
    mockCatalogues();
    signInAs(moderator);
    const { user } = renderRoutes(routes, '/moderation?status=approved');
    const card = await screen.findByRole('article', { name: 'Jo Park' });
    await user.click(within(card).getByRole('button', { name: 'View full profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full profile' });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
  });
});
