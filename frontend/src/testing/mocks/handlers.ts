import { http, HttpResponse } from 'msw';

import type { University } from '@/features/universities/types';
import type { components } from '@/lib/api/generated/schema';
import type { User } from '@/lib/auth';

import { buildDashboard } from './insights';
import { sseResponse } from './sse';

type UniversityRequestDto = components['schemas']['UniversityRequest'];
type PublicConfigDto = components['schemas']['PublicConfig'];
type LandingFiguresDto = components['schemas']['LandingFiguresDto'];
type SecondFactorStatusDto = components['schemas']['SecondFactorStatusDto'];

export const API = 'http://localhost:3000/api/v1';

/** One page of `items` as the server answers a paged list: `?page=` (the first by default) and `?pageSize=`. */
export function pageOf<T>(items: readonly T[], url: URL, defaultPageSize = 20) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? defaultPageSize);
  return { success: true, data: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

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

let universitySequence = 0;

/** A university as the server sends it; `id`, `slug` and `name` differ per call unless given. */
export function buildUniversity(overrides: Partial<University> = {}): University {
  universitySequence += 1;
  const n = universitySequence;
  const university: Omit<University, 'open'> = {
    id: `0190c1a2-0000-7000-9000-${String(n).padStart(12, '0')}`,
    name: `Test University ${n}`,
    slug: `test-university-${n}`,
    abbreviation: null,
    logoUrl: null,
    logoThumbnailUrl: null,
    location: 'Ann Arbor, MI',
    website: null,
    studentCount: null,
    description: 'A great place to study and meet people.',
    instagramUrl: `https://www.instagram.com/test${n}`,
    instagramLinks: [{ url: `https://www.instagram.com/test${n}`, channelName: `test${n}` }],
    emailDomains: [],
    joinWithoutUniversityEmail: false,
    proposedEmailDomains: [],
    createdAt: '2025-06-12T10:00:00Z',
    updatedAt: '2025-06-12T10:00:00Z',
    ...overrides,
  };
  // As the server derives it: open when someone can join (a domain, or open to everyone).
  const open = university.emailDomains.length > 0 || university.joinWithoutUniversityEmail;
  return { ...university, open: overrides.open ?? open };
}

let requestSequence = 0;

/** A "Request Your University" entry as admins see it: open unless told otherwise. */
export function buildUniversityRequest(overrides: Partial<UniversityRequestDto> = {}): UniversityRequestDto {
  requestSequence += 1;
  const n = requestSequence;
  return {
    id: `0190c1a2-0000-7000-a000-${String(n).padStart(12, '0')}`,
    universityName: `Requested College ${n}`,
    location: null,
    email: `requester${n}@example.com`,
    requesterId: null,
    status: 'open',
    universityId: null,
    decidedAt: null,
    toldAt: null,
    createdAt: '2025-06-12T10:00:00Z',
    ...overrides,
  };
}

/** The answer of GET /universities for these universities (one page holding them all). */
export function universityList(universities: University[], { page = 1, pageSize = 50, total }: { page?: number; pageSize?: number; total?: number } = {}) {
  return { success: true, data: universities, total: total ?? universities.length, page, pageSize };
}

/** GET /config of a deployment that configures nothing optional: no reCAPTCHA, no Google, no contact details, no social links. */
export function buildPublicConfig({ contact, ...overrides }: Partial<PublicConfigDto> = {}): PublicConfigDto {
  return {
    recaptchaSiteKey: null,
    googleSignIn: false,
    socialLinks: [],
    ...overrides,
    contact: {
      email: null,
      supportEmail: null,
      privacyEmail: null,
      legalEmail: null,
      safetyEmail: null,
      phone: null,
      address: null,
      ...contact,
    },
  };
}

/** GET /landing-figures with every figure below the threshold (null) unless given. */
export function buildLandingFigures(overrides: Partial<LandingFiguresDto> = {}): LandingFiguresDto {
  return { universities: null, verifiedStudents: null, approvedProfiles: null, ...overrides };
}

/** GET /auth/second-factor of staff whose two-step sign-in is on and proved in this session, unless told otherwise. */
export function buildSecondFactorStatus(overrides: Partial<SecondFactorStatusDto> = {}): SecondFactorStatusDto {
  return { on: true, required: true, sessionVerified: true, recoveryCodesLeft: 10, ...overrides };
}

/** Default handlers; tests override them with `server.use(...)`. */
export const handlers = [
  http.get(`${API}/health`, () => HttpResponse.json({ success: true, data: { status: 'ok', database: 'up' } })),
  http.get(`${API}/auth/logout`, () => HttpResponse.json({ success: true, message: 'Logged out successfully' })),
  http.get(`${API}/universities`, () => HttpResponse.json(universityList([]))),
  http.get(`${API}/admin/users`, () => HttpResponse.json({ success: true, data: [], total: 0, page: 1, pageSize: 20 })),
  // Staff whose two-step sign-in is on and proved (the admin area asks; mockTwoStepApi changes it).
  http.get(`${API}/auth/second-factor`, () => HttpResponse.json({ success: true, data: buildSecondFactorStatus() })),
  http.get(`${API}/admin/university-requests`, () => HttpResponse.json({ success: true, data: [] })),
  // The admin dashboard of an empty Quad (tests fill it with buildDashboard).
  http.get(`${API}/admin/dashboard`, () => HttpResponse.json({ success: true, data: buildDashboard() })),
  // The manager screens with nothing in them (tests fill them with mockManagerApi).
  http.get(`${API}/manager/dashboard`, () =>
    HttpResponse.json({
      success: true,
      data: { universities: 0, instagramAccounts: 0, scheduledPosts: 0, postedPosts: 0, failedPosts: 0 },
    }),
  ),
  http.get(`${API}/manager/universities`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`${API}/manager/schedule`, () => HttpResponse.json({ success: true, data: [] })),
  // Nobody has a roommate profile (the header's account menus ask; mockProfileApi gives one).
  http.get(`${API}/profile/me`, () => HttpResponse.json({ success: false, error: 'Profile not found' }, { status: 404 })),
  // Nobody has a profile draft, and none is kept (mockDraftApi keeps one per test).
  http.get(`${API}/profile/draft`, () => HttpResponse.json({ success: false, error: 'No profile draft' }, { status: 404 })),
  http.put(`${API}/profile/draft`, async ({ request }) =>
    HttpResponse.json({
      success: true,
      data: { ...((await request.json()) as object), universityName: null, updatedAt: '2026-01-01T00:00:00Z' },
    }),
  ),
  http.delete(`${API}/profile/draft`, () => new HttpResponse(null, { status: 204 })),
  // Nobody has a submission draft, and none is kept (mockSubmissionsApi in ./submissions.ts keeps one per test).
  http.get(`${API}/submission-draft`, () => HttpResponse.json({ success: false, error: 'No draft' }, { status: 404 })),
  http.put(`${API}/submission-draft`, async ({ request }) =>
    HttpResponse.json({ success: true, data: { ...((await request.json()) as object), photos: [], updatedAt: '2026-01-01T00:00:00Z' } }),
  ),
  http.delete(`${API}/submission-draft`, () => HttpResponse.json({ success: true, data: null })),
  // Nobody has shown where they study (mockMembershipApi gives a membership and the other calls).
  http.get(`${API}/auth/university-email`, () =>
    HttpResponse.json({ success: true, data: { universityEmail: null, verifiedAt: null, pendingEmail: null, universities: [] } }),
  ),
  // Nothing optional configured (mockPublicConfig in ./site.ts sets contact details, social links and more).
  http.get(`${API}/config`, () => HttpResponse.json({ success: true, data: buildPublicConfig() })),
  // Every landing figure below the threshold (mockLandingFigures in ./site.ts gives numbers).
  http.get(`${API}/landing-figures`, () => HttpResponse.json({ success: true, data: buildLandingFigures() })),
  // Nothing featured anywhere yet (mockFeaturedApi in ./featured.ts gives posts and takes likes).
  http.get(`${API}/featured`, ({ request }) => {
    const pageSize = Number(new URL(request.url).searchParams.get('pageSize') ?? 12);
    return HttpResponse.json({ success: true, data: [], total: 0, page: 1, pageSize });
  }),
  // Nothing unread, and a live stream that says so and stays open (mockNotificationsApi in ./notifications.ts
  // gives notifications, settings and a stream the test writes to).
  http.get(`${API}/notifications/unread-count`, () => HttpResponse.json({ success: true, data: { unread: 0 } })),
  http.get(`${API}/notifications/preferences`, () => HttpResponse.json({ success: true, data: { preferences: [] } })),
  // No connections, requests or blocks, and privacy before connecting on, as for a new student
  // (mockConnectionsApi in ./connections.ts gives them and takes every change).
  http.get(`${API}/connections`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`${API}/connections/requests/received`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`${API}/connections/requests/sent`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`${API}/blocks`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`${API}/settings/contact-privacy`, () => HttpResponse.json({ success: true, data: { privateBeforeConnecting: true } })),
  // Nobody has opted out of research sharing, and a choice is answered as recorded now (mockResearchSharingApi
  // in ./privacy.ts keeps it, with the time of the first opt-out, and takes failures).
  http.get(`${API}/settings/research-sharing`, () => HttpResponse.json({ success: true, data: { optedOut: false, optedOutAt: null } })),
  http.put(`${API}/settings/research-sharing`, async ({ request }) => {
    const { optedOut } = (await request.json()) as { optedOut: boolean };
    return HttpResponse.json({ success: true, data: { optedOut, optedOutAt: optedOut ? new Date().toISOString() : null } });
  }),
  // No conversations, none unread (mockMessagesApi in ./messages.ts gives conversations, messages and a stream).
  http.get(`${API}/conversations`, () => HttpResponse.json({ success: true, data: [], nextCursor: null })),
  http.get(`${API}/conversations/unread`, () => HttpResponse.json({ success: true, data: { unreadConversations: 0 } })),
  http.get(`${API}/events`, ({ request }) => {
    const { response, channel } = sseResponse(request);
    channel.send('hello', { unread: 0, fresh: false, unreadConversations: 0 });
    return response;
  }),
];
