import { http, HttpResponse } from 'msw';

import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { unauthorizedRedirect } from './api/client';
import {
  canAccessAdmin,
  canAccessManager,
  canModerate,
  displayName,
  homePathFor,
  NEEDS_VERIFICATION_MESSAGE,
  staffHomeFor,
  toUser,
  useSession,
} from './auth';

describe('session store', () => {
  it('without a stored token becomes unauthenticated and stops loading, without calling the server', async () => {
    await useSession.getState().init();
    const state = useSession.getState();
    expect(state.isAuthenticated).toBe(false);
    expect(state.loading).toBe(false);
    expect(state.user).toBeNull();
    expect(state.error).toBeNull();
  });

  it('with a token fetches the current user and authenticates', async () => {
    localStorage.setItem('token', 'good-token');
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/auth/me`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: buildUser({ username: 'casey' }) });
      }),
    );

    await useSession.getState().init();

    const state = useSession.getState();
    expect(authorization).toBe('Bearer good-token');
    expect(state.isAuthenticated).toBe(true);
    expect(state.loading).toBe(false);
    expect(state.user?.username).toBe('casey');
  });

  it('when the server says needsVerification stays unauthenticated with the verification message', async () => {
    localStorage.setItem('token', 'unverified-token');
    server.use(
      http.get(`${API}/auth/me`, () =>
        HttpResponse.json({ success: false, error: 'Email not verified', needsVerification: true }, { status: 403 }),
      ),
    );

    await useSession.getState().init();

    const state = useSession.getState();
    expect(state.isAuthenticated).toBe(false);
    expect(state.loading).toBe(false);
    expect(state.error).toBe(NEEDS_VERIFICATION_MESSAGE);
    expect(state.needsVerification).toBe(true);
    expect(localStorage.getItem('token')).toBe('unverified-token');
  });

  it('removes a rejected token and leaves the user unauthenticated without redirecting', async () => {
    localStorage.setItem('token', 'expired-token');
    server.use(
      http.get(`${API}/auth/me`, () => HttpResponse.json({ success: false, error: 'Invalid token' }, { status: 401 })),
    );

    await useSession.getState().init();

    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(useSession.getState().loading).toBe(false);
    expect(unauthorizedRedirect.go).not.toHaveBeenCalled();
  });

  it('removes the token when the server cannot be reached', async () => {
    localStorage.setItem('token', 'some-token');
    server.use(http.get(`${API}/auth/me`, () => HttpResponse.error()));

    await useSession.getState().init();

    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('setToken stores the token and authenticates when the user is known', () => {
    useSession.getState().setToken('new-token', buildUser());
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('logout removes the token, clears the user and ends the server session', async () => {
    let logoutAuthorization: string | null = null;
    server.use(
      http.get(`${API}/auth/logout`, ({ request }) => {
        logoutAuthorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    useSession.getState().setToken('token-to-drop', buildUser());

    await useSession.getState().logout();

    expect(logoutAuthorization).toBe('Bearer token-to-drop');
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it.each([
    ['cannot be reached', () => HttpResponse.error()],
    ['fails', () => HttpResponse.json({ success: false, error: 'Something went wrong on our side. Please try again.' }, { status: 500 })],
  ])('logout still signs out when the server %s, and says the server did not end the session', async (_, answer) => {
    server.use(http.get(`${API}/auth/logout`, answer));
    useSession.getState().setToken('token-to-drop', buildUser());

    const ended = await useSession.getState().logout();

    expect(ended).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it.each([
    ['ends the session', () => HttpResponse.json({ success: true, message: 'Logged out successfully' })],
    ['no longer knows the token (401)', () => HttpResponse.json({ success: false, error: 'Please log in' }, { status: 401 })],
  ])('logout counts the session as ended when the server %s', async (_, answer) => {
    server.use(http.get(`${API}/auth/logout`, answer));
    useSession.getState().setToken('token-to-drop', buildUser());

    expect(await useSession.getState().logout()).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('startRegistration stores the token but stays signed out, flagging needsVerification', () => {
    useSession.getState().startRegistration('registration-token');
    const state = useSession.getState();
    expect(localStorage.getItem('token')).toBe('registration-token');
    expect(state.isAuthenticated).toBe(false);
    expect(state.user).toBeNull();
    expect(state.needsVerification).toBe(true);
  });
});

describe('role helpers', () => {
  it('shows the admin area to admins by flag or by role only', () => {
    expect(canAccessAdmin(buildUser({ isAdmin: true }))).toBe(true);
    expect(canAccessAdmin(buildUser({ role: 'admin' }))).toBe(true);
    expect(canAccessAdmin(buildUser({ role: 'manager' }))).toBe(false);
    expect(canAccessAdmin(null)).toBe(false);
  });

  it('shows the manager area to managers and admins only', () => {
    expect(canAccessManager(buildUser({ role: 'manager' }))).toBe(true);
    expect(canAccessManager(buildUser({ role: 'admin' }))).toBe(true);
    expect(canAccessManager(buildUser({ role: 'moderator' }))).toBe(false);
    expect(canAccessManager(buildUser({ isAdmin: true }))).toBe(false);
  });

  it('lets moderators and admins moderate profiles, and nobody else', () => {
    expect(canModerate(buildUser({ role: 'moderator' }))).toBe(true);
    expect(canModerate(buildUser({ role: 'admin' }))).toBe(true);
    expect(canModerate(buildUser({ isAdmin: true }))).toBe(true);
    expect(canModerate(buildUser({ role: 'manager' }))).toBe(false);
    expect(canModerate(buildUser())).toBe(false);
    expect(canModerate(null)).toBe(false);
  });

  it.each([
    ['an admin by role', '/admin', buildUser({ role: 'admin' })],
    ['an admin by flag', '/admin', buildUser({ isAdmin: true })],
    ['a moderator', '/moderation', buildUser({ role: 'moderator' })],
    ['a manager', '/manager', buildUser({ role: 'manager' })],
    ['a student', '/home', buildUser()],
    ['nobody', '/', null],
  ])('sends %s home to %s', (_who, home, user) => {
    expect(homePathFor(user)).toBe(home);
  });

  it('knows the staff area of staff only', () => {
    expect(staffHomeFor(buildUser({ role: 'admin' }))).toBe('/admin');
    expect(staffHomeFor(buildUser({ role: 'user', isAdmin: true }))).toBe('/admin');
    expect(staffHomeFor(buildUser({ role: 'moderator' }))).toBe('/moderation');
    expect(staffHomeFor(buildUser({ role: 'manager' }))).toBe('/manager');
    expect(staffHomeFor(buildUser())).toBeNull();
    expect(staffHomeFor(null)).toBeNull();
  });

  it('reads an unknown role from the server as a student', () => {
    expect(toUser({ ...buildUser(), role: 'superhero', status: 'active' }).role).toBe('user');
    expect(toUser({ ...buildUser(), role: 'manager', status: 'suspended' })).toMatchObject({ role: 'manager', status: 'suspended' });
  });

  it('falls back to User when there is no name', () => {
    expect(displayName(buildUser({ firstName: '', lastName: '', username: '' }))).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(buildUser({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
  });
});
