import { delay, http, HttpResponse } from 'msw';

import type { MatchReason, RoommateCard, RoommateProfile } from '@/features/roommates/types';

import { API } from './handlers';
import { sampleCatalogues } from './profiles';
import { server } from './server';

let roommateSequence = 0;

/** A reason that raises the match (`side` defaults to the viewer's expectation). */
export function raises(text: string, side: MatchReason['side'] = 'you'): MatchReason {
  return { text, side, effect: 'raises' };
}

/** A reason that lowers the match (`side` defaults to the other student's expectation). */
export function lowers(text: string, side: MatchReason['side'] = 'them'): MatchReason {
  return { text, side, effect: 'lowers' };
}

/** A student on GET /roommates; `id` differs per call unless given. */
export function buildRoommateCard(overrides: Partial<RoommateCard> = {}): RoommateCard {
  roommateSequence += 1;
  return {
    id: `0190c1a2-0000-7000-b000-${String(roommateSequence).padStart(12, '0')}`,
    firstName: 'Ada',
    lastInitial: 'L.',
    photo: '/media/profile/ada.jpg',
    major: 'Computer Science',
    graduationYear: 2028,
    housing: 'Dorm',
    match: 87,
    reasons: [raises('Ada is a night owl, which you marked very important'), raises('You both like Reading', 'both')],
    saved: false,
    connected: false,
    limited: false,
    ...overrides,
  };
}

/** A student of GET /roommates/{id}. */
export function buildRoommateProfile(overrides: Partial<RoommateProfile> = {}): RoommateProfile {
  return {
    id: '0190c1a2-0000-7000-b000-0000000000ff',
    firstName: 'Ada',
    lastInitial: 'L.',
    universityName: 'University of Michigan',
    major: 'Computer Science',
    graduationYear: 2028,
    bio: 'Night owl, tidy, loves board games.',
    photos: ['/media/profile/ada-1.jpg', '/media/profile/ada-2.jpg', '/media/profile/ada-3.jpg'],
    socialMedia: { instagram: '@ada.l', tiktok: 'ada_codes' },
    roommatePreferences: {
      lookingForRoommate: true,
      sleepSchedule: 'Night Owl',
      cleanliness: 'Neat',
      pastimes: ['Reading', 'Gaming'],
      religion: 'Atheism',
    },
    match: 91,
    reasons: [
      raises('Ada is a night owl, which you marked very important'),
      raises('You keep things neat, which Ada marked somewhat important', 'them'),
      lowers("You're looking for someone who doesn't drink; Ada drinks socially", 'you'),
      raises('You both like Reading and Gaming', 'both'),
    ],
    saved: false,
    connected: false,
    limited: false,
    interested: false,
    ...overrides,
  };
}

/** GET /catalogues with the categories the roommate filters use (housing and gender). */
export const roommateCatalogues = {
  ...sampleCatalogues,
  preferences: [
    ...sampleCatalogues.preferences,
    { key: 'housing', label: 'Housing', multiple: false, kind: 'unordered', options: ['Dorm', 'Apartment', 'House'] },
  ],
};

type Failure = { status: number; error: string };

/**
 * GET /roommates (the given students, paged by `page` and `pageSize`, in the order given: the
 * server ranks them), GET /roommates/{id} and GET /catalogues; `failWith` answers every roommate
 * call with that failure. Every roommate request is recorded.
 */
export function mockRoommatesApi(
  roommates: RoommateCard[],
  { details = [], failWith, latency = 5 }: { details?: RoommateProfile[]; failWith?: Failure; latency?: number } = {},
) {
  const state = { requests: [] as URL[] };
  const fail = (failure: Failure) => HttpResponse.json({ success: false, error: failure.error }, { status: failure.status });

  server.use(
    http.get(`${API}/catalogues`, () => HttpResponse.json({ success: true, data: roommateCatalogues })),
    http.get(`${API}/roommates`, async ({ request }) => {
      const url = new URL(request.url);
      state.requests.push(url);
      await delay(latency);
      if (failWith) return fail(failWith);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
      const slice = roommates.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data: slice, total: roommates.length, page, pageSize });
    }),
    http.get(`${API}/roommates/:id`, async ({ request, params }) => {
      state.requests.push(new URL(request.url));
      await delay(latency);
      if (failWith) return fail(failWith);
      const found = details.find((roommate) => roommate.id === params.id);
      return found
        ? HttpResponse.json({ success: true, data: found })
        : HttpResponse.json({ success: false, error: 'This student is not available' }, { status: 404 });
    }),
  );
  return state;
}
