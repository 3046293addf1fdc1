import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildReceivedRequest, buildSentRequest, mockConnectionsApi } from '@/testing/mocks/connections';
import { buildUser } from '@/testing/mocks/handlers';
import { buildNotification, mockNotificationsApi } from '@/testing/mocks/notifications';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, buildRoommateProfile, mockRoommatesApi } from '@/testing/mocks/roommates';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const ada = buildRoommateProfile();
const adaCard = buildRoommateCard({ id: ada.id });

async function open(student = ada) {
  signInAs(buildUser());
  mockProfileApi(buildProfile());
  mockRoommatesApi([adaCard], { details: [student] });
  const view = renderRoutes(routes, `/roommates/${student.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Ada L.' });
  return view;
}

describe('/roommates/:id, connecting', () => {
  it('marks Ada Interested and takes it back, saying the interest is private until it is mutual', async () => {
    const api = mockConnectionsApi();
    const { user } = await open();
    const toggle = screen.getByRole('button', { name: 'Interested' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription(
      "Interested is private: Ada is only told if they're interested in you too, and then you're connected.",
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls).toEqual([{ method: 'PUT', path: `/roommates/${ada.id}/interest` }]));

    await user.click(toggle);
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ method: 'DELETE', path: `/roommates/${ada.id}/interest` }));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/You're connected/)).not.toBeInTheDocument();
  });

  it("says they're connected when the interest is mutual, and offers neither Interested nor a request any more", async () => {
    mockConnectionsApi({ interestedInViewer: [ada.id] });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Interested' }));
    expect(await screen.findByText("You're connected.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your connections' })).toHaveAttribute('href', '/connections');
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('sends a request with a note, counting its characters, then shows it waiting', async () => {
    const api = mockConnectionsApi({ known: [adaCard] });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Ada to connect' });
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Hi Ada, fellow night owl!');
    expect(within(dialog).getByText('25/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent to Ada.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: 'POST', path: '/connections/requests', body: { studentId: ada.id, note: 'Hi Ada, fellow night owl!' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Request sent, waiting for an answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('sends no note when none is written', async () => {
    const api = mockConnectionsApi({ known: [adaCard] });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.calls).toEqual([{ method: 'POST', path: '/connections/requests', body: { studentId: ada.id } }]));
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const message = "You can ask Ada again 30 days after your last request ended.";
    const api = mockConnectionsApi({ sendFailure: { status: 409, error: message } });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Ada to connect' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Hello again');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('Hello again');
    expect(api.calls).toHaveLength(1);
  });

  it('refuses a note over 500 characters without asking the server', async () => {
    const api = mockConnectionsApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Ada to connect' });
    await user.click(within(dialog).getByLabelText('Note (optional)'));
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Keep your note to 500 characters or fewer.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('blocks Ada after a confirmation, then goes to the roommate list with a toast', async () => {
    const api = mockConnectionsApi();
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Block Ada L.?' });
    expect(confirm).toHaveTextContent("You won't see each other anywhere on Quad, and any connection ends. They won't be told.");
    expect(api.calls).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roommates'));
    expect(api.calls).toEqual([{ method: 'PUT', path: `/blocks/${ada.id}` }]);
    expect(await screen.findByText('Ada L. is blocked.')).toBeInTheDocument();
  });

  it('asks nothing of the server when the block is cancelled', async () => {
    const api = mockConnectionsApi();
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/roommates/${ada.id}`);
    expect(api.calls).toEqual([]);
  });

  it("shows Ada's request at the top with her note, and accepting it connects the two", async () => {
    const request = buildReceivedRequest(adaCard, { note: 'Want to share a flat near campus?' });
    const api = mockConnectionsApi({ received: [request] });
    const { user } = await open();
    const notice = await screen.findByRole('region', { name: 'Ada asked to connect' });
    expect(notice).toHaveTextContent('Want to share a flat near campus?');
    expect(within(notice).getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription("Declining is silent. They won't be told.");
    // Her request waits: no second one the other way.
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You and Ada L. are connected.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: `/connections/requests/${request.request.id}/accept` }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ada asked to connect' })).not.toBeInTheDocument());
  });

  it('shows a request that comes while the page is open, from the live stream', async () => {
    const api = mockConnectionsApi();
    const live = mockNotificationsApi();
    await open();
    await waitFor(() => expect(live.streams).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Ada asked to connect' })).not.toBeInTheDocument();

    api.received.push(buildReceivedRequest(adaCard, { note: 'Saw your profile!' }));
    live.add(buildNotification({ kind: 'connectionRequested', title: 'Ada L. asked to connect', link: `/roommates/${ada.id}` }), '7');
    expect(await screen.findByRole('region', { name: 'Ada asked to connect' })).toHaveTextContent('Saw your profile!');
  });

  it('shows the request the viewer sent as waiting, with Withdraw', async () => {
    const sent = buildSentRequest(adaCard);
    const api = mockConnectionsApi({ sent: [sent] });
    const { user } = await open();
    const notice = await screen.findByRole('region', { name: 'Request sent, waiting for an answer' });
    expect(notice).toHaveTextContent('You asked on Mar 1, 2026. Unanswered, it expires on Mar 15, 2026.');
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your request to Ada L. is withdrawn.')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: `/connections/requests/${sent.request.id}/withdraw` }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Request sent, waiting for an answer' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send request' })).toBeInTheDocument();
  });

  it('shows a connected student as Connected, without Interested or Send request', async () => {
    mockConnectionsApi();
    await open(buildRoommateProfile({ connected: true, interested: true }));
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText("You're connected.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Interested' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('says what connecting adds for a student shown as before connecting', async () => {
    mockConnectionsApi();
    await open(buildRoommateProfile({ limited: true, photos: ['/media/profile/ada-1.jpg'], socialMedia: {} }));
    expect(screen.getByText('Ada shares all photos, social handles and lifestyle answers once you connect.')).toBeInTheDocument();
  });
});
