import { create } from 'zustand';

import { paths } from '@/config/paths';

import { apiFetch, clearStoredToken, getStoredToken, storeToken } from './api/client';
import { readJson } from './api/errors';
import type { components } from './api/generated/schema';

export type Role = 'user' | 'moderator' | 'manager' | 'admin';
export type UserStatus = 'active' | 'inactive' | 'suspended';

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isAdmin: boolean;
  status: UserStatus;
  profileImage: string | null;
  emailVerified: boolean;
  createdAt: string;
}

/** A person as the server sends them (`UserDto`): role and status are plain strings there. */
export type UserDto = components['schemas']['UserDto'];

const ROLES: readonly Role[] = ['user', 'moderator', 'manager', 'admin'];
const STATUSES: readonly UserStatus[] = ['active', 'inactive', 'suspended'];

/** Narrows the server's person to the session's `User`; an unknown role counts as a student. */
export function toUser(dto: UserDto): User {
  const role = ROLES.find((known) => known === dto.role) ?? 'user';
  const status = STATUSES.find((known) => known === dto.status) ?? 'active';
  return {
    id: dto.id,
    username: dto.username,
    email: dto.email,
    firstName: dto.firstName,
    lastName: dto.lastName,
    role,
    isAdmin: dto.isAdmin,
    status,
    profileImage: dto.profileImage ?? null,
    emailVerified: dto.emailVerified,
    createdAt: dto.createdAt,
  };
}

export const NEEDS_VERIFICATION_MESSAGE = 'Please verify your email address to access your account.';

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
  setUser: (user: User) => void;
  /** Ends the session on the server (GET /auth/logout), then forgets the token and the user. */
  logout: () => Promise<void>;
}

interface MeResponse {
  success?: boolean;
  data?: UserDto;
  needsVerification?: boolean;
}

const signedOut = { token: null, isAuthenticated: false, user: null, needsVerification: false } as const;

export const useSession = create<SessionState>()((set) => ({
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
      const response = await apiFetch('/auth/me', {}, { redirectOnUnauthorized: false });
      const body = (await readJson(response)) as MeResponse | undefined;
      if (body?.needsVerification) {
        set({ ...signedOut, token, needsVerification: true, loading: false, error: NEEDS_VERIFICATION_MESSAGE });
        return;
      }
      if (response.ok && body?.success && body.data) {
        set({ ...signedOut, token, isAuthenticated: true, user: toUser(body.data), loading: false, error: null });
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

  setUser(user) {
    set({ user, isAuthenticated: true });
  },

  async logout() {
    if (getStoredToken()) {
      // The server forgets the token first; a slow or failed answer never keeps anyone signed in.
      const call = apiFetch('/auth/logout', {}, { redirectOnUnauthorized: false }).catch(() => undefined);
      await Promise.race([call, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
    }
    clearStoredToken();
    set({ ...signedOut, loading: false, error: null });
  },
}));

export function canAccessAdmin(user: User | null): boolean {
  return user !== null && (user.isAdmin || user.role === 'admin');
}

export function canAccessManager(user: User | null): boolean {
  return user !== null && (user.role === 'manager' || user.role === 'admin');
}

/** Where a signed-in person lands after login, or when they open a signed-out page (spec 2.4). */
export function homePathFor(user: User | null): string {
  return canAccessAdmin(user) ? paths.admin : paths.home;
}

export function displayName(user: User | null): string {
  if (!user) return 'User';
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return full || user.username || 'User';
}
