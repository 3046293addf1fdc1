import { http, HttpResponse } from 'msw';

import type { ModerationProfile, Profile, ProfileDraftBody, ProfileDraftDto, ProfileStatus } from '@/features/profiles/types';

import { API } from './handlers';
import { server } from './server';

/** More than 20 options: the wizard shows it as a searchable select. */
export const sampleHometowns = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida',
  'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
  'Maryland', 'Massachusetts', 'Michigan', 'New York City, NY', 'International', 'Other',
];

/** The ranges GET /catalogues offers on the cleanliness scale, in its order. */
const cleanlinessRanges = [
  { label: 'at least Neat', accepted: ['Very Neat', 'Neat'] },
  { label: 'at least Average', accepted: ['Very Neat', 'Neat', 'Average'] },
  { label: 'no neater than Neat', accepted: ['Neat', 'Average', 'Relaxed'] },
  { label: 'no neater than Average', accepted: ['Average', 'Relaxed'] },
  { label: 'only Very Neat', accepted: ['Very Neat'] },
  { label: 'only Neat', accepted: ['Neat'] },
  { label: 'only Average', accepted: ['Average'] },
  { label: 'only Relaxed', accepted: ['Relaxed'] },
  { label: 'Neat to Average', accepted: ['Neat', 'Average'] },
];

/** GET /catalogues, small: one category of each kind and section (the server's keys, flags and ranges). */
export const sampleCatalogues = {
  majors: ['Computer Science', 'Economics', 'Electrical Engineering', 'Undecided', 'Other'],
  preferences: [
    { key: 'gender', label: 'Gender', multiple: false, kind: 'unordered', options: ['Male', 'Female', 'Non-binary'] },
    { key: 'hometown', label: 'Hometown', multiple: false, kind: 'unordered', options: sampleHometowns },
    { key: 'sleepSchedule', label: 'Sleep Schedule', multiple: false, kind: 'unordered', options: ['Early Bird', 'Night Owl'] },
    {
      key: 'cleanliness',
      label: 'Cleanliness',
      multiple: false,
      kind: 'ordered',
      options: ['Very Neat', 'Neat', 'Average', 'Relaxed'],
      ranges: cleanlinessRanges,
    },
    {
      key: 'substances',
      label: 'Substances',
      multiple: true,
      kind: 'several',
      options: ['No Alcohol', 'Social Drinker', 'No Smoking'],
    },
    { key: 'religion', label: 'Religion', multiple: false, kind: 'unordered', options: ['Christianity', 'Islam', 'Atheism'] },
    { key: 'pastimes', label: 'Pastimes', multiple: true, kind: 'several', options: ['Reading', 'Gaming', 'Hiking'] },
  ],
};

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '0190c1a2-0000-7000-a000-000000000001',
    profileStatus: 'approved',
    profileRejectionReason: null,
    firstName: 'Sam',
    lastName: 'Rivera',
    university: 'uni-1',
    universityName: 'University of Michigan',
    major: 'Economics',
    graduationYear: 2028,
    bio: 'I love hiking and early mornings.',
    profileImage: '/media/profile/a.jpg',
    profileImages: ['/media/profile/a.jpg', '/media/profile/b.jpg'],
    socialMedia: { instagram: 'sam.r' },
    roommatePreferences: { lookingForRoommate: true, gender: 'Male', sleepSchedule: '', pastimes: ['Hiking'] },
    roommateExpectations: {},
    submittedAt: '2026-01-01T00:00:00Z',
    visibleToRoommates: (overrides.profileStatus ?? 'approved') === 'approved',
    ...overrides,
  };
}

export function buildModerationProfile(overrides: Partial<ModerationProfile> = {}): ModerationProfile {
  const base = buildProfile();
  return {
    ...base,
    status: 'pending',
    rejectionReason: null,
    user: { username: 'samr' },
    signInDomain: 'umich.edu',
    membershipVerified: true,
    ...overrides,
  };
}

/** GET /catalogues and GET /profile/me (null: 404). */
export function mockProfileApi(profile: Profile | null) {
  server.use(
    http.get(`${API}/catalogues`, () => HttpResponse.json({ success: true, data: sampleCatalogues })),
    http.get(`${API}/profile/me`, () =>
      profile
        ? HttpResponse.json({ success: true, data: profile })
        : HttpResponse.json({ success: false, error: 'Profile not found' }, { status: 404 }),
    ),
  );
}

/** A draft as GET /profile/draft answers it: on step 1 with nothing chosen unless told. */
export function buildProfileDraft(overrides: Partial<ProfileDraftDto> = {}): ProfileDraftDto {
  return {
    step: 1,
    university: null,
    universityName: null,
    major: '',
    graduationYear: null,
    bio: '',
    socialMedia: {},
    profileImages: [],
    roommatePreferences: { lookingForRoommate: true },
    roommateExpectations: {},
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/**
 * GET, PUT and DELETE /profile/draft over one draft kept in memory for the test (`draft`: the one the
 * person has to start with). A PUT answers `universityName` from `universities`. Answers the kept
 * draft and what was sent, to assert on; `failSaves` makes every PUT answer 500 until it is false.
 */
export function mockDraftApi({
  draft = null,
  universities = [],
}: { draft?: ProfileDraftDto | null; universities?: { id: string; name: string }[] } = {}) {
  const state = {
    draft,
    saved: [] as ProfileDraftBody[],
    /** Of the saves, how many were sent as keepalive requests (as the page goes away). */
    keptAlive: 0,
    discarded: 0,
    failSaves: false,
  };
  server.use(
    http.get(`${API}/profile/draft`, () =>
      state.draft
        ? HttpResponse.json({ success: true, data: state.draft })
        : HttpResponse.json({ success: false, error: 'No profile draft' }, { status: 404 }),
    ),
    http.put(`${API}/profile/draft`, async ({ request }) => {
      const body = (await request.json()) as ProfileDraftBody;
      state.saved.push(body);
      if (request.keepalive) state.keptAlive += 1;
      if (state.failSaves) {
        return HttpResponse.json({ success: false, error: 'Something went wrong', requestId: 'r-1' }, { status: 500 });
      }
      const universityName = universities.find((university) => university.id === body.university)?.name ?? null;
      state.draft = buildProfileDraft({
        ...body,
        major: body.major ?? '',
        roommatePreferences: body.roommatePreferences ?? { lookingForRoommate: true },
        universityName,
      });
      return HttpResponse.json({ success: true, data: state.draft });
    }),
    http.delete(`${API}/profile/draft`, () => {
      state.discarded += 1;
      state.draft = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/**
 * The moderation calls over these lists: GET /admin/profiles/status/{status} (paged, with the counts),
 * approve, reject and take down. Answers what was called, to assert on.
 */
export function mockModerationApi(lists: Partial<Record<ProfileStatus, ModerationProfile[]>>) {
  const calls = {
    approved: [] as unknown[],
    rejected: [] as unknown[],
    takenDown: [] as unknown[],
    listed: [] as string[],
    pages: [] as string[],
  };
  const counts = { pending: lists.pending?.length ?? 0, approved: lists.approved?.length ?? 0, rejected: lists.rejected?.length ?? 0 };
  server.use(
    http.get(`${API}/admin/profiles/status/:status`, ({ params, request }) => {
      const status = params.status as ProfileStatus;
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      calls.listed.push(status);
      calls.pages.push(`${status} ${page}`);
      const all = lists[status] ?? [];
      const data = all.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data, total: all.length, page, pageSize, counts });
    }),
    http.post(`${API}/admin/profiles/:id/approve`, async ({ params, request }) => {
      calls.approved.push({ id: String(params.id), ...((await request.json()) as object) });
      return HttpResponse.json({ success: true, data: {} });
    }),
    http.post(`${API}/admin/profiles/:id/reject`, async ({ request }) => {
      calls.rejected.push(await request.json());
      return HttpResponse.json({ success: true, data: {} });
    }),
    http.post(`${API}/admin/profiles/:id/take-down`, async ({ params, request }) => {
      calls.takenDown.push({ id: String(params.id), ...((await request.json()) as object) });
      return HttpResponse.json({ success: true, data: {} });
    }),
  );
  return calls;
}
