import { http, HttpResponse } from 'msw';

import type { User } from '@/lib/auth';

export const API = 'http://localhost:3000/api/v1';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '0190c1a2-0000-7000-8000-000000000001',
    username: 'sam',
    email: 'sam@umich.edu',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'user',
    isAdmin: false,
    status: 'active',
    profileImage: null,
    emailVerified: true,
    createdAt: '2025-06-12T10:00:00Z',
    ...overrides,
  };
}

/** Default handlers; tests override them with `server.use(...)`. */
export const handlers = [
  http.get(`${API}/health`, () => HttpResponse.json({ success: true, data: { status: 'ok', database: 'up' } })),
  http.get(`${API}/auth/logout`, () => HttpResponse.json({ success: true, message: 'Logged out successfully' })),
  http.get(`${API}/config`, () =>
    HttpResponse.json({ success: true, data: { recaptchaSiteKey: null, googleSignIn: false } }),
  ),
];
