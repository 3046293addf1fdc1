import { create } from 'zustand';

import { paths } from '@/config/paths';

import type { silentApi as SilentApi } from './api/client';
import type { components } from './api/generated/schema';
import { clearStoredToken, getStoredToken, onSessionRejected, storeToken } from './api/token-storage';
import { forgetReturnForGoogle } from './return-to';

/** A person as the server sends them (`UserDto`). */
export type UserDto = components['schemas']['User'];
/** `user`, `moderator`, `manager` or `admin`. */
export type Role = UserDto['role'];
/** `active`, `inactive` or `suspended`. */
export type UserStatus = UserDto['status'];
/** The signed-in person: the server's `UserDto`, read through `toUser`. */
export type User = UserDto;

const ROLES: readonly Role[] = ['user', 'moderator', 'manager', 'admin'];
const STATUSES: readonly UserStatus[] = ['active', 'inactive', 'suspended'];

/**
 * A person as they may arrive: a server newer than this build may send a role or status it does not
 * know, whatever the document says.
 */
type UserOnTheWire = Omit<UserDto, 'role' | 'status'> & { role: string; status: string };

/** Reads the server's person for the session; an unknown role counts as a student, an unknown status as active. */
export function toUser(dto: UserOnTheWire): User {
  const role = ROLES.find((known) => known === dto.role) ?? 'user';
  const status = STATUSES.find((known) => known === dto.status) ?? 'active';
  return { ...dto, role, status, profileImage: dto.profileImage ?? null };
}

export const NEEDS_VERIFICATION_MESSAGE = 'Please verify your email address to access your account.';

/**
 * The API client, loaded only when a stored token has to be checked or ended: a guest's first visit
 * never loads openapi-fetch.
 */
async function loadSilentApi(): Promise<typeof SilentApi> {
  return (await import('./api/client')).silentApi;
}

/** How long logout waits for the server before forgetting the session anyway. */
const LOGOUT_WAIT_MS = 5000;

export interface SessionState {
  token: string | null;
  isAuthenticated: boolean;
  user: User | null;
  loading: boolean;
  error: string | null;
  /** The stored token is a registration token: the e-mail address still has to be verified. */
  needsVerification: boolean;
  /** Reads the stored token and, if there is one, asks the server who it belongs to. */
  init: () => Promise<void>;
  /** Stores a token (login, verification, reset) and authenticates with the user when known. */
  setToken: (token: string, user?: User) => void;
  /** Stores the registration token; the person stays signed out until the e-mail is verified. */
  startRegistration: (token: string) => void;
  /**
   * Forgets a stored registration token (the address was verified without signing in here), so the
   * person is plainly signed out; a signed-in session is kept.
   */
  endRegistration: () => void;
  setUser: (user: User) => void;
  /**
   * Ends the session on the server (GET /auth/logout), then forgets the token and the user, whatever
   * the server answered. Resolves false when the server did not confirm the end of the session (no
   * answer within 5 s, no answer at all, or a failure other than 401), true otherwise.
   */
  logout: () => Promise<boolean>;
}

/** GET /auth/me answers 403 with `needsVerification` to the limited token handed out at registration. */
function needsVerification(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'needsVerification' in error && error.needsVerification === true;
}

const signedOut = { token: null, isAuthenticated: false, user: null, needsVerification: false } as const;

export const useSession = create<SessionState>()((set, get) => ({
  token: getStoredToken(),
  isAuthenticated: false,
  user: null,
  // Without a stored token there is nothing to ask the server: the session is known at once.
  loading: getStoredToken() !== null,
  error: null,
  needsVerification: false,

  async init() {
    const token = getStoredToken();
    if (!token) {
      set({ ...signedOut, loading: false, error: null });
      return;
    }
    set({ token, loading: true, error: null });
    try {
      // A failed start-up check is silent: the token is dropped, nobody is sent anywhere.
      const { data, error } = await (await loadSilentApi()).GET('/auth/me');
      if (needsVerification(error)) {
        set({ ...signedOut, token, needsVerification: true, loading: false, error: NEEDS_VERIFICATION_MESSAGE });
        return;
      }
      if (data?.success && data.data) {
        set({ ...signedOut, token, isAuthenticated: true, user: toUser(data.data), loading: false, error: null });
        return;
      }
      clearStoredToken();
      set({ ...signedOut, loading: false, error: null });
    } catch {
      clearStoredToken();
      set({ ...signedOut, loading: false, error: null });
    }
  },

  setToken(token, user) {
    storeToken(token);
    set({
      token,
      isAuthenticated: user !== undefined,
      user: user ?? null,
      needsVerification: false,
      loading: false,
      error: null,
    });
  },

  startRegistration(token) {
    storeToken(token);
    set({ ...signedOut, token, needsVerification: true, loading: false, error: null });
  },

  endRegistration() {
    if (!get().needsVerification) return;
    clearStoredToken();
    forgetReturnForGoogle();
    set({ ...signedOut, loading: false, error: null });
  },

  setUser(user) {
    set({ user, isAuthenticated: true });
  },

  async logout() {
    let ended = true;
    if (getStoredToken()) {
      // The server forgets the token first; a slow or failed answer never keeps anyone signed in.
      // A 401 means the server had no such session any more: that is ended too.
      const call = loadSilentApi()
        .then((silentApi) => silentApi.GET('/auth/logout'))
        .then(({ response }) => response.ok || response.status === 401)
        .catch(() => false);
      ended = await Promise.race([call, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), LOGOUT_WAIT_MS))]);
    }
    clearStoredToken();
    forgetReturnForGoogle();
    set({ ...signedOut, loading: false, error: null });
    return ended;
  },
}));

// A 401 drops the token: the tab is then signed out at once (the query cache and the live stream
// go with the session), whether or not the browser is sent to /login.
onSessionRejected(() => {
  if (useSession.getState().token !== null || useSession.getState().user !== null) {
    useSession.setState({ ...signedOut, loading: false });
  }
});

export function canAccessAdmin(user: User | null): boolean {
  return user !== null && (user.isAdmin || user.role === 'admin');
}

export function canAccessManager(user: User | null): boolean {
  return user !== null && (user.role === 'manager' || user.role === 'admin');
}

/** Moderators and admins review the students' profiles (issue 12). */
export function canModerate(user: User | null): boolean {
  return user !== null && (user.role === 'moderator' || canAccessAdmin(user));
}

/**
 * Where staff work: an admin in /admin (spec 6; an admin may also moderate and manage Instagram, but
 * the admin area comes first), a moderator in /moderation, an Instagram manager in /manager. Null for
 * a student.
 */
export function staffHomeFor(user: User | null): string | null {
  if (canAccessAdmin(user)) return paths.admin;
  if (canModerate(user)) return paths.moderation;
  if (canAccessManager(user)) return paths.manager;
  return null;
}

/**
 * Where a signed-in person's own home is: their staff area, or a student's home page (/home, issue 22:
 * the logo and the mobile menu's Home lead there); / (the landing page) for nobody.
 */
export function homePathFor(user: User | null): string {
  if (!user) return paths.home;
  return staffHomeFor(user) ?? paths.feed;
}

export function displayName(user: User | null): string {
  if (!user) return 'User';
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return full || user.username || 'User';
}
