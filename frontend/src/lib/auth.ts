import { create } from 'zustand';

import { apiFetch, clearStoredToken, getStoredToken, storeToken } from './api/client';
import { readJson } from './api/errors';

export type Role = 'user' | 'moderator' | 'manager' | 'admin';

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isAdmin: boolean;
  status: 'active' | 'inactive' | 'suspended';
  profileImage: string | null;
  emailVerified: boolean;
  createdAt: string;
}

export const NEEDS_VERIFICATION_MESSAGE = 'Please verify your email address to access your account.';

export interface SessionState {
  token: string | null;
  isAuthenticated: boolean;
  user: User | null;
  loading: boolean;
  error: string | null;
  /** Reads the stored token and, if there is one, asks the server who it belongs to. */
  init: () => Promise<void>;
  /** Stores a token (login, verification, reset) and authenticates with the user when known. */
  setToken: (token: string, user?: User) => void;
  setUser: (user: User) => void;
  logout: () => void;
}

interface MeResponse {
  success?: boolean;
  data?: User;
  needsVerification?: boolean;
}

const signedOut = { token: null, isAuthenticated: false, user: null } as const;

export const useSession = create<SessionState>()((set) => ({
  token: getStoredToken(),
  isAuthenticated: false,
  user: null,
  loading: true,
  error: null,

  async init() {
    const token = getStoredToken();
    if (!token) {
      set({ ...signedOut, loading: false, error: null });
      return;
    }
    set({ token, loading: true, error: null });
    try {
      const response = await apiFetch('/auth/me', {}, { redirectOnUnauthorized: false });
      const body = (await readJson(response)) as MeResponse | undefined;
      if (body?.needsVerification) {
        set({ ...signedOut, token, loading: false, error: NEEDS_VERIFICATION_MESSAGE });
        return;
      }
      if (response.ok && body?.success && body.data) {
        set({ token, isAuthenticated: true, user: body.data, loading: false, error: null });
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
    set({ token, isAuthenticated: user !== undefined, user: user ?? null, loading: false, error: null });
  },

  setUser(user) {
    set({ user, isAuthenticated: true });
  },

  logout() {
    if (getStoredToken()) {
      // Ends the server-side session too; the local sign-out never waits for it.
      apiFetch('/auth/logout', {}, { redirectOnUnauthorized: false }).catch(() => undefined);
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

export function displayName(user: User | null): string {
  if (!user) return 'User';
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return full || user.username || 'User';
}
