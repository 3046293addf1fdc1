import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import {
  buildBlockedStudent,
  buildConnection,
  buildReceivedRequest,
  buildSentRequest,
  mockConnectionsApi,
} from '@/testing/mocks/connections';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, buildRoommateProfile, lowers, mockRoommatesApi, raises } from '@/testing/mocks/roommates';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path = '/connections', profile = buildProfile()) {
  signInAs(buildUser());
  mockProfileApi(profile);
  return renderRoutes(routes, path);
}

const ada = buildRoommateCard({ firstName: 'Ada', lastInitial: 'L.' });
const ben = buildRoommateCard({ firstName: 'Ben', lastInitial: 'K.' });

describe('/connections', () => {
  it('lists the connections as roommate cards, Connected, leading to their pages and back', async () => {
    mockConnectionsApi({ connections: [buildConnection(ada), buildConnection(ben)] });
    mockRoommatesApi([], { details: [buildRoommateProfile({ id: ada.id, connected: true })] });
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
    expect(document.title).toBe('Connections · Quad');
    expect(await screen.findByRole('tab', { name: 'Connections' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Your connections, newest first' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ada L.', 'Ben K.']);
    const card = within(list).getByRole('article', { name: 'Ada L.' });
    expect(card).toHaveTextContent('Connected');
    expect(card).toHaveTextContent('Connected on Mar 2, 2026');
    expect(within(card).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/roommates/${ada.id}`);
    await user.click(within(card).getByRole('link', { name: 'Ada L.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/roommates/${ada.id}`);
    await user.click(screen.getByRole('link', { name: 'Back to Connections' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connections'));
  });

  it('says there are no connections yet, with a way to find roommates', async () => {
    mockConnectionsApi();
    open();
    expect(await screen.findByRole('heading', { name: 'No connections yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find roommates' })).toHaveAttribute('href', '/roommates');
  });

  it("says We're roommates, then asks whether the student is still looking; No takes them off the lists", async () => {
    const api = mockConnectionsApi({ connections: [buildConnection(ada, { theyConfirmedRoommatesAt: '2026-03-05T10:00:00Z' })] });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    await user.click(within(card).getByRole('button', { name: "We're roommates" }));
    // Asked first: Cancel changes nothing.
    const dialog = await screen.findByRole('alertdialog', { name: 'Roommates with Ada?' });
    expect(dialog).toHaveTextContent('Until then you can take it back.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([]);
    await user.click(within(card).getByRole('button', { name: "We're roommates" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: "Yes, we're roommates" }));

    expect(await within(card).findByText("You're roommates")).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const question = within(card).getByRole('group', { name: 'Are you still looking for a roommate?' });
    expect(api.calls).toEqual([{ method: 'POST', path: `/connections/${ada.id}/roommates` }]);

    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(await within(card).findByText('Got it: you no longer show on the roommate lists.')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual({ method: 'PUT', path: '/profile/looking', body: { lookingForRoommate: false } });
  });

  it('keeps the student looking on "Yes, still looking", without asking the server', async () => {
    const both = buildConnection(ada, { youConfirmedRoommatesAt: '2026-03-04T10:00:00Z', theyConfirmedRoommatesAt: '2026-03-05T10:00:00Z' });
    const api = mockConnectionsApi({ connections: [both] });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    await user.click(within(card).getByRole('button', { name: 'Yes, still looking' }));
    expect(within(card).getByText('Got it: you stay on the roommate lists.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('does not ask a student who is no longer looking', async () => {
    const both = buildConnection(ada, { youConfirmedRoommatesAt: '2026-03-04T10:00:00Z', theyConfirmedRoommatesAt: '2026-03-05T10:00:00Z' });
    mockConnectionsApi({ connections: [both] });
    open('/connections', buildProfile({ roommatePreferences: { lookingForRoommate: false } }));
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    expect(within(card).getByText("You're roommates")).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: 'Are you still looking for a roommate?' })).not.toBeInTheDocument();
  });

  it('waits for the other once the viewer said they are roommates, and takes it back on asking', async () => {
    const api = mockConnectionsApi({ connections: [buildConnection(ada, { youConfirmedRoommatesAt: '2026-03-04T10:00:00Z' })] });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    expect(card).toHaveTextContent("You said you're roommates; waiting for Ada.");
    expect(within(card).queryByRole('button', { name: "We're roommates" })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Take it back' }));

    expect(await within(card).findByRole('button', { name: "We're roommates" })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('waiting for Ada');
    expect(api.calls).toEqual([{ method: 'DELETE', path: `/connections/${ada.id}/roommates` }]);
  });

  it('removes a connection after a confirmation', async () => {
    const api = mockConnectionsApi({ connections: [buildConnection(ada)] });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    await user.click(within(card).getByRole('button', { name: 'Remove connection' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Ada L. from your connections?' });
    expect(confirm).toHaveTextContent("They won't be told.");
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Ada L. is no longer one of your connections.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'DELETE', path: `/connections/${ada.id}` }]);
    expect(await screen.findByRole('heading', { name: 'No connections yet' })).toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    mockConnectionsApi();
    const { user, router } = open();
    await user.click(await screen.findByRole('tab', { name: 'Blocked' }));
    expect(router.state.location.search).toBe('?tab=blocked');
    expect(screen.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /^Requests/ }));
    expect(router.state.location.search).toBe('?tab=requests');
    await user.click(screen.getByRole('tab', { name: 'Connections' }));
    expect(router.state.location.search).toBe('');
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/connections');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a student whose profile waits for review why, without asking for the lists', async () => {
    const api = mockConnectionsApi({ connections: [buildConnection(ada)] });
    open('/connections', buildProfile({ profileStatus: 'pending' }));
    expect(await screen.findByRole('heading', { name: 'Your profile is waiting for review (usually 24 to 48 hours)' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('/connections?tab=requests', () => {
  it('shows a received request with its sender, note and reasons, and accepts it', async () => {
    const sender = buildRoommateCard({
      firstName: 'Cleo',
      lastInitial: 'M.',
      reasons: [raises('Cleo is an early bird, like you'), lowers('Cleo smokes, one of your dealbreakers', 'you')],
    });
    const request = buildReceivedRequest(sender, { note: 'Hi! I need a roommate for fall.' });
    const api = mockConnectionsApi({ received: [request] });
    const { user } = open('/connections?tab=requests');
    expect(await screen.findByRole('tab', { name: 'Requests, 1 waiting' })).toHaveAttribute('aria-selected', 'true');
    const received = await screen.findByRole('region', { name: 'Received' });
    const card = await within(received).findByRole('article', { name: 'Cleo M.' });
    expect(card).toHaveTextContent('Hi! I need a roommate for fall.');
    const reasons = within(card).getByRole('list', { name: 'Why you match Cleo M.' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Raises the match: Cleo is an early bird, like you',
      'Lowers the match: Cleo smokes, one of your dealbreakers',
    ]);

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You and Cleo M. are connected.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: `/connections/requests/${request.request.id}/accept` }]);
    expect(await within(received).findByText('No requests waiting for you')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Connections' }));
    expect(await screen.findByRole('article', { name: 'Cleo M.' })).toHaveTextContent('Connected');
  });

  it("declines a request silently, saying they won't be told", async () => {
    const request = buildReceivedRequest(ada);
    const api = mockConnectionsApi({ received: [request] });
    const { user } = open('/connections?tab=requests');
    const card = await screen.findByRole('article', { name: 'Ada L.' });
    expect(card).toHaveTextContent("Ada didn't add a note.");
    const decline = within(card).getByRole('button', { name: 'Decline' });
    expect(decline).toHaveAccessibleDescription("Declining is silent. They won't be told.");

    await user.click(decline);
    expect(await screen.findByText("You declined Ada L.'s request. They won't be told.")).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: `/connections/requests/${request.request.id}/decline` }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ada L.' })).not.toBeInTheDocument());
  });

  it('shows the sent requests with their status and expiry, and withdraws one that waits', async () => {
    const waiting = buildSentRequest(ada);
    const expired = buildSentRequest(ben, { status: 'expired' });
    const gone = buildSentRequest(null, { status: 'withdrawn' });
    const api = mockConnectionsApi({ sent: [waiting, expired, gone] });
    const { user } = open('/connections?tab=requests');
    const sent = await screen.findByRole('region', { name: 'Sent' });

    const adaCard = await within(sent).findByRole('article', { name: 'Ada L.' });
    expect(adaCard).toHaveTextContent('Waiting for an answer');
    expect(adaCard).toHaveTextContent('Sent on Mar 1, 2026 · expires on Mar 15, 2026');
    const benCard = within(sent).getByRole('article', { name: 'Ben K.' });
    expect(benCard).toHaveTextContent('Expired without an answer');
    expect(within(benCard).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const goneCard = within(sent).getByRole('article', { name: 'A student you can no longer see' });
    expect(goneCard).toHaveTextContent('Withdrawn');

    await user.click(within(adaCard).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your request to Ada L. is withdrawn.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: `/connections/requests/${waiting.request.id}/withdraw` }]);
    await waitFor(() => expect(within(sent).getByRole('article', { name: 'Ada L.' })).toHaveTextContent('Withdrawn'));
    expect(within(sent).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says what to do when there are no requests either way', async () => {
    mockConnectionsApi();
    open('/connections?tab=requests');
    expect(await screen.findByText('No requests waiting for you')).toBeInTheDocument();
    expect(await screen.findByText("You haven't sent any requests")).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Find roommates' })).toHaveLength(2);
  });
});

describe('/connections?tab=blocked', () => {
  it('lists the blocked students with the date, and unblocks one', async () => {
    const blocked = buildBlockedStudent({ firstName: 'Dan', lastInitial: 'P.' });
    const api = mockConnectionsApi({ blocked: [blocked] });
    const { user } = open('/connections?tab=blocked');
    const list = await screen.findByRole('list', { name: 'Students you blocked, newest first' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Dan P.');
    expect(row).toHaveTextContent('Blocked on Mar 3, 2026');

    await user.click(within(row).getByRole('button', { name: 'Unblock Dan P.' }));
    expect(await screen.findByText('Dan P. is unblocked.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'DELETE', path: `/blocks/${blocked.id}` }]);
    expect(await screen.findByRole('heading', { name: "You haven't blocked anyone" })).toBeInTheDocument();
  });
});
