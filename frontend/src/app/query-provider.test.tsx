import { http, HttpResponse } from 'msw';

import { silentApi } from '@/lib/api/client';
import { useSession } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { CHANGE_MAP } from './compose/change-map';
import { forgetOnSessionChange, loadChangeMapOnSignIn } from './query-provider';

describe('the query cache across sessions', () => {
  afterEach(() => useSession.setState({ user: null, isAuthenticated: false }));

  it("is emptied when the person signs out or someone else signs in, so nobody sees another's data", () => {
    const client = createQueryClient();
    useSession.setState({ user: buildUser({ id: 'ada' }), isAuthenticated: true });
    const stop = forgetOnSessionChange(client);

    client.setQueryData(['research-sharing'], { optedOut: true, optedOutAt: '2026-12-06T10:00:00Z' });
    useSession.setState({ user: buildUser({ id: 'ada', firstName: 'Ada L.' }) });
    expect(client.getQueryData(['research-sharing'])).toBeDefined();

    useSession.setState({ user: null, isAuthenticated: false });
    expect(client.getQueryData(['research-sharing'])).toBeUndefined();

    // Signing in (from nobody) keeps what a guest read; someone else after Ada does not.
    client.setQueryData(['universities'], ['Michigan']);
    useSession.setState({ user: buildUser({ id: 'bea' }), isAuthenticated: true });
    expect(client.getQueryData(['universities'])).toEqual(['Michigan']);
    client.setQueryData(['notification-preferences'], ['bea']);
    useSession.setState({ user: buildUser({ id: 'cal' }) });
    expect(client.getQueryData(['notification-preferences'])).toBeUndefined();
    stop();
  });

  it('is emptied when any call answers 401, which signs the tab out', async () => {
    const client = createQueryClient();
    useSession.setState({ user: buildUser({ id: 'ada' }), isAuthenticated: true, token: 'ada-token' });
    const stop = forgetOnSessionChange(client);
    client.setQueryData(['conversations'], ['ada and bea']);
    server.use(http.get(`${API}/saved/profiles`, () => HttpResponse.json({ success: false, error: 'Please log in' }, { status: 401 })));

    await silentApi.GET('/saved/profiles');

    expect(useSession.getState().user).toBeNull();
    expect(client.getQueryData(['conversations'])).toBeUndefined();
    stop();
  });
});

describe('the change map', () => {
  afterEach(() => useSession.setState({ user: null, isAuthenticated: false }));

  it('loads once someone signs in, never for a guest', async () => {
    let loads = 0;
    const client = createQueryClient(() => {
      loads += 1;
      return Promise.resolve(CHANGE_MAP);
    });
    const stop = loadChangeMapOnSignIn(client);
    useSession.setState({ user: null, isAuthenticated: false });
    await Promise.resolve();
    expect(loads).toBe(0);

    useSession.setState({ user: buildUser({ id: 'ada' }), isAuthenticated: true });
    useSession.setState({ user: buildUser({ id: 'bea' }), isAuthenticated: true });
    await vi.waitFor(() => expect(loads).toBe(1));
    stop();
  });
});
