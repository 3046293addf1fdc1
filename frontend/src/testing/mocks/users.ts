import { delay, http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';

import { API } from './handlers';
import { server } from './server';

type AdminUserDto = components['schemas']['AdminUser'];
type UpdateUserBody = components['schemas']['UpdateUserBody'];

export interface RecordedUserRequest {
  method: string;
  url: URL;
  json?: UpdateUserBody;
}

let userSequence = 0;

/** A person as GET /admin/users sends them; `id`, `username` and `email` differ per call unless given. */
export function buildAdminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  userSequence += 1;
  const n = userSequence;
  return {
    id: `0190c1a2-0000-7000-b000-${String(n).padStart(12, '0')}`,
    username: `person${n}`,
    email: `person${n}@umich.edu`,
    firstName: 'Pat',
    lastName: `Person ${n}`,
    role: 'user',
    isAdmin: false,
    status: 'active',
    profileImage: null,
    emailVerified: true,
    createdAt: '2025-06-12T10:00:00Z',
    updatedAt: '2025-06-12T10:00:00Z',
    lastActive: null,
    university: null,
    profileCompleted: false,
    profileStatus: null,
    pendingEmail: null,
    assignedUniversities: [],
    secondFactorOn: false,
    ...overrides,
  };
}

/** The answer of GET /admin/users for these people (one page holding them all). */
export function userList(users: AdminUserDto[], { page = 1, pageSize = 20, total }: { page?: number; pageSize?: number; total?: number } = {}) {
  return { success: true, data: users, total: total ?? users.length, page, pageSize };
}

const name = (u: AdminUserDto) => `${u.firstName} ${u.lastName}`.trim() || u.username;

type UniversityRef = AdminUserDto['assignedUniversities'][number];

const looksAfterUniversities = (role: AdminUserDto['role']) => role === 'manager' || role === 'moderator';

/**
 * An in-memory admin users API for page tests: GET /admin/users (search, role, status, sort, page),
 * PATCH and DELETE /admin/users/{id}, and DELETE /admin/users/{id}/second-factor (another admin's
 * reset of two-step sign-in); every call is recorded in `requests`. PATCH assigns the
 * `universities` (ids of `universities`, the known ones) as the server does: only to managers and
 * moderators, whose set goes when they become anything else.
 */
export function mockUsersApi(
  initial: AdminUserDto[],
  { latency = 20, universities = [] }: { latency?: number; universities?: UniversityRef[] } = {},
) {
  const state = { users: [...initial], requests: [] as RecordedUserRequest[] };
  const notFound = () => HttpResponse.json({ success: false, error: 'User not found' }, { status: 404 });
  const refused = (message: string) =>
    HttpResponse.json({ success: false, error: message, fields: { universities: message } }, { status: 400 });

  server.use(
    http.get(`${API}/admin/users`, async ({ request }) => {
      const url = new URL(request.url);
      state.requests.push({ method: 'GET', url });
      await delay(latency);
      const search = url.searchParams.get('search')?.toLowerCase();
      const role = url.searchParams.get('role');
      const status = url.searchParams.get('status');
      const sort = url.searchParams.get('sort') ?? 'newest';
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      let found = state.users.filter(
        (u) =>
          (!search ||
            [name(u), u.username, u.email, u.university?.name ?? ''].some((text) => text.toLowerCase().includes(search))) &&
          (!role || u.role === role) &&
          (!status || u.status === status),
      );
      found = [...found].sort((a, b) => {
        if (sort === 'name') return name(a).localeCompare(name(b));
        if (sort === 'oldest') return a.createdAt.localeCompare(b.createdAt);
        if (sort === 'lastActive') return (b.lastActive ?? '').localeCompare(a.lastActive ?? '');
        return b.createdAt.localeCompare(a.createdAt);
      });
      return HttpResponse.json(userList(found.slice((page - 1) * pageSize, page * pageSize), { page, pageSize, total: found.length }));
    }),
    http.patch(`${API}/admin/users/:id`, async ({ request, params }) => {
      const json = (await request.json()) as UpdateUserBody;
      state.requests.push({ method: 'PATCH', url: new URL(request.url), json });
      await delay(latency);
      const index = state.users.findIndex((u) => u.id === params.id);
      if (index < 0) return notFound();
      const current = state.users[index]!;
      const role = json.role ?? current.role;
      let assignedUniversities = looksAfterUniversities(role) ? current.assignedUniversities : [];
      if (json.universities != null) {
        if (!looksAfterUniversities(role) && json.universities.length > 0) {
          return refused('Only managers and moderators look after universities');
        }
        const found = universities.filter((university) => json.universities!.includes(university.id));
        if (found.length !== new Set(json.universities).size) return refused('Please choose universities from the list');
        assignedUniversities = [...found].sort((a, b) => a.name.localeCompare(b.name));
      }
      const emailChanged = json.email != null && json.email !== current.email;
      const updated: AdminUserDto = {
        ...current,
        firstName: json.firstName ?? current.firstName,
        lastName: json.lastName ?? current.lastName,
        role,
        assignedUniversities,
        status: json.status ?? current.status,
        pendingEmail: emailChanged ? json.email : current.pendingEmail,
        updatedAt: new Date().toISOString(),
      };
      state.users[index] = updated;
      return HttpResponse.json({
        success: true,
        message: emailChanged
          ? `User updated successfully. A confirmation link was sent to ${json.email}.`
          : 'User updated successfully',
        data: updated,
        emailChangeSentTo: emailChanged ? json.email : null,
      });
    }),
    http.delete(`${API}/admin/users/:id`, async ({ request, params }) => {
      state.requests.push({ method: 'DELETE', url: new URL(request.url) });
      await delay(latency);
      const before = state.users.length;
      state.users = state.users.filter((u) => u.id !== params.id);
      if (state.users.length === before) return notFound();
      return HttpResponse.json({ success: true, message: 'User deleted successfully' });
    }),
    http.delete(`${API}/admin/users/:id/second-factor`, async ({ request, params }) => {
      state.requests.push({ method: 'DELETE', url: new URL(request.url) });
      await delay(latency);
      const index = state.users.findIndex((u) => u.id === params.id);
      if (index < 0) return notFound();
      if (!state.users[index]!.secondFactorOn) {
        return HttpResponse.json({ success: false, error: 'This person has not turned on two-step sign-in' }, { status: 409 });
      }
      state.users[index] = { ...state.users[index]!, secondFactorOn: false };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
