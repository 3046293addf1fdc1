import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildConnection, mockConnectionsApi } from '@/testing/mocks/connections';
import { buildUser } from '@/testing/mocks/handlers';
import { buildConversation, buildPeer, mockMessagesApi } from '@/testing/mocks/messages';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, buildRoommateProfile, mockRoommatesApi } from '@/testing/mocks/roommates';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path: string) {
  signInAs(buildUser());
  mockProfileApi(buildProfile());
  return renderRoutes(routes, path);
}

describe('Message, from a connection', () => {
  it('opens the conversation from the Connections list and goes to it', async () => {
    const ada = buildRoommateCard({ firstName: 'Ada', lastInitial: 'L.' });
    mockConnectionsApi({ connections: [buildConnection(ada)] });
    const api = mockMessagesApi();
    const { user, router } = open('/connections');

    const card = await screen.findByRole('article', { name: 'Ada L.' });
    await user.click(within(card).getByRole('button', { name: 'Message Ada L.' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/messages\/.+/));
    expect(api.calls).toEqual([{ method: 'POST', path: '/conversations', body: { studentId: ada.id } }]);
    expect(router.state.location.pathname).toBe(`/messages/${api.conversations[0]!.id}`);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it("opens the existing conversation from a connected student's page", async () => {
    const ada = buildRoommateProfile({ connected: true });
    mockRoommatesApi([buildRoommateCard({ id: ada.id })], { details: [ada] });
    mockConnectionsApi();
    const existing = buildConversation({ peer: buildPeer({ studentId: ada.id, name: 'Ada L.' }) });
    mockMessagesApi({ conversations: [existing] });
    const { user, router } = open(`/roommates/${ada.id}`);

    await user.click(await screen.findByRole('button', { name: 'Message Ada L.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${existing.id}`));
    // The student's page also has the heading "Ada L." and stays on screen while the thread's lazy
    // screen loads, so wait for what only the thread has before looking at its heading.
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
  });

  it('offers no Message button to a student who is not connected', async () => {
    const ada = buildRoommateProfile({ connected: false });
    mockRoommatesApi([buildRoommateCard({ id: ada.id })], { details: [ada] });
    mockConnectionsApi();
    open(`/roommates/${ada.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Ada L.' });
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it("says why when the server will not open the conversation", async () => {
    const ada = buildRoommateCard({ firstName: 'Ada', lastInitial: 'L.' });
    mockConnectionsApi({ connections: [buildConnection(ada)] });
    mockMessagesApi({ openFailure: { status: 403, error: 'You can message students once you are connected' } });
    const { user, router } = open('/connections');
    await user.click(await screen.findByRole('button', { name: 'Message Ada L.' }));
    expect(await screen.findByText('You can message students once you are connected')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connections');
  });
});
