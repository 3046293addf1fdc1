import { delay, http, HttpResponse } from 'msw';

import type { University } from '@/features/universities/types';
import type { components } from '@/lib/api/generated/schema';
import { canAccessAdmin, useSession } from '@/lib/auth';

import { API, buildUniversity, universityList } from './handlers';
import { server } from './server';

type UniversityRequestDto = components['schemas']['UniversityRequest'];

export interface RecordedRequest {
  method: string;
  url: URL;
  form?: FormData;
  json?: unknown;
}

/** A text field of a multipart body ('' when missing or a file). */
function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/** The e-mail domains of a multipart body as the server keeps them: lower-case, sorted, without repeats. */
function domains(form: FormData): string[] {
  const typed = text(form, 'emailDomains').toLowerCase().split(/[\s,]+/);
  return [...new Set(typed.filter(Boolean).map((domain) => domain.replace(/^@/, '')))].sort();
}

/** The admins' order of GET /admin/university-requests: open ones first, then newest first. */
function requestOrder(a: UniversityRequestDto, b: UniversityRequestDto): number {
  const open = Number(b.status === 'open') - Number(a.status === 'open');
  return open || b.createdAt.localeCompare(a.createdAt);
}

/** Whether anyone can join it, as the server derives it. */
function isOpen(university: Pick<University, 'emailDomains' | 'joinWithoutUniversityEmail'>): boolean {
  return university.emailDomains.length > 0 || university.joinWithoutUniversityEmail;
}

/**
 * An in-memory universities API for page tests: GET lists (search, hasInstagram, sort, page),
 * GET by id and slug, POST (a manager's domains, as the signed-in person's role says, kept as a
 * proposal), PUT (domains sent answer the proposal) and DELETE; the "Request Your University"
 * entries (`universityRequests`): GET /admin/university-requests, POST .../{id}/decline, and POST
 * /universities with `fromRequest` answering that request and the other open ones for the same
 * name; and "Tell me when it opens" (POST /universities/{id}/opening-alerts, an added request not
 * told yet). Every call is recorded in `requests`.
 */
export function mockUniversitiesApi(
  initial: University[],
  { latency = 20, universityRequests = [] }: { latency?: number; universityRequests?: UniversityRequestDto[] } = {},
) {
  const state = {
    universities: [...initial],
    universityRequests: universityRequests.map((request) => ({ ...request })),
    requests: [] as RecordedRequest[],
  };

  const notFound = () => HttpResponse.json({ success: false, error: 'University not found' }, { status: 404 });

  server.use(
    http.get(`${API}/universities`, async ({ request }) => {
      const url = new URL(request.url);
      state.requests.push({ method: 'GET', url });
      await delay(latency);
      const search = url.searchParams.get('search')?.toLowerCase();
      const hasInstagram = url.searchParams.get('hasInstagram');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 50);
      let found = state.universities.filter(
        (u) =>
          !search ||
          u.name.toLowerCase().includes(search) ||
          (u.location ?? '').toLowerCase().includes(search) ||
          (u.abbreviation ?? '').toLowerCase().includes(search),
      );
      if (hasInstagram !== null) found = found.filter((u) => Boolean(u.instagramUrl) === (hasInstagram === 'true'));
      found =
        url.searchParams.get('sort') === 'newest'
          ? [...found].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          : [...found].sort((a, b) => a.name.localeCompare(b.name));
      const slice = found.slice((page - 1) * pageSize, page * pageSize);
      const withLinks = url.searchParams.get('includeInstagram') === 'true';
      return HttpResponse.json(
        universityList(
          slice.map((u) => (withLinks ? u : { ...u, instagramLinks: undefined })),
          { page, pageSize, total: found.length },
        ),
      );
    }),
    http.get(`${API}/universities/slug/:slug`, async ({ request, params }) => {
      state.requests.push({ method: 'GET', url: new URL(request.url) });
      await delay(latency);
      const university = state.universities.find((u) => u.slug === String(params.slug).toLowerCase());
      return university ? HttpResponse.json({ success: true, data: university }) : notFound();
    }),
    http.get(`${API}/universities/:id`, async ({ request, params }) => {
      state.requests.push({ method: 'GET', url: new URL(request.url) });
      await delay(latency);
      const university = state.universities.find((u) => u.id === params.id);
      return university ? HttpResponse.json({ success: true, data: university }) : notFound();
    }),
    http.post(`${API}/universities`, async ({ request }) => {
      const form = await request.formData();
      state.requests.push({ method: 'POST', url: new URL(request.url), form });
      await delay(latency);
      const name = text(form, 'name');
      const fromRequest = text(form, 'fromRequest');
      if (fromRequest && !state.universityRequests.some((r) => r.id === fromRequest)) {
        return HttpResponse.json(
          { success: false, error: 'Request not found', fields: { fromRequest: 'Request not found' } },
          { status: 400 },
        );
      }
      const handle = text(form, 'instagramData[url]').split('/').pop() ?? '';
      const created = buildUniversity({
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: text(form, 'description'),
        location: text(form, 'location') || null,
        logoUrl: '/media/logos/new.png',
        logoThumbnailUrl: '/media/logos/new.thumb.png',
        instagramUrl: text(form, 'instagramData[url]'),
        instagramLinks: [{ url: text(form, 'instagramData[url]'), channelName: handle }],
        ...(canAccessAdmin(useSession.getState().user)
          ? { emailDomains: domains(form), joinWithoutUniversityEmail: text(form, 'joinWithoutUniversityEmail') === 'true' }
          : { proposedEmailDomains: domains(form) }),
        createdAt: new Date().toISOString(),
      });
      state.universities.push(created);
      const asked = new Set([name.toLowerCase()]);
      const answered = state.universityRequests.find((r) => r.id === fromRequest);
      if (answered) asked.add(answered.universityName.toLowerCase());
      for (const request of state.universityRequests) {
        if (request.status === 'open' && (request.id === fromRequest || asked.has(request.universityName.toLowerCase()))) {
          Object.assign(request, { status: 'added', universityId: created.id, decidedAt: new Date().toISOString() });
        }
      }
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    }),
    http.put(`${API}/universities/:id`, async ({ request, params }) => {
      const form = await request.formData();
      state.requests.push({ method: 'PUT', url: new URL(request.url), form });
      await delay(latency);
      const index = state.universities.findIndex((u) => u.id === params.id);
      if (index < 0) return notFound();
      const current = state.universities[index]!;
      const updated: University = {
        ...current,
        name: text(form, 'name'),
        description: text(form, 'description'),
        // Left out: unchanged, with the proposal; sent, they answer it.
        ...(form.has('emailDomains') ? { emailDomains: domains(form), proposedEmailDomains: [] } : {}),
        ...(form.has('joinWithoutUniversityEmail')
          ? { joinWithoutUniversityEmail: text(form, 'joinWithoutUniversityEmail') === 'true' }
          : {}),
        ...(form.get('logo')
          ? { logoUrl: '/media/logos/changed.png', logoThumbnailUrl: '/media/logos/changed.thumb.png' }
          : {}),
      };
      updated.open = isOpen(updated);
      state.universities[index] = updated;
      // Open now: everyone waiting for it is told.
      if (updated.open) {
        for (const waiting of state.universityRequests) {
          if (waiting.universityId === updated.id && waiting.status === 'added' && !waiting.toldAt) waiting.toldAt = new Date().toISOString();
        }
      }
      return HttpResponse.json({ success: true, message: 'University updated successfully', data: updated });
    }),
    http.delete(`${API}/universities/:id`, async ({ request, params }) => {
      state.requests.push({ method: 'DELETE', url: new URL(request.url) });
      await delay(latency);
      const before = state.universities.length;
      state.universities = state.universities.filter((u) => u.id !== params.id);
      if (state.universities.length === before) return notFound();
      return HttpResponse.json({ success: true, message: 'University deleted successfully' });
    }),
    http.post(`${API}/universities/:id/opening-alerts`, async ({ request, params }) => {
      const body = (await request.json()) as { email?: string };
      state.requests.push({ method: 'POST', url: new URL(request.url), json: body });
      await delay(latency);
      const university = state.universities.find((u) => u.id === params.id);
      if (!university) return notFound();
      if (university.open) {
        return HttpResponse.json({ success: false, error: `${university.name} is open: you can join it now` }, { status: 409 });
      }
      const user = request.headers.get('Authorization') ? useSession.getState().user : null;
      const email = user?.email ?? body.email ?? '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        const error = 'Please enter a valid email address';
        return HttpResponse.json({ success: false, error, fields: { email: error } }, { status: 400 });
      }
      const now = new Date().toISOString();
      state.universityRequests.push({
        id: `0190c1a2-0000-7000-b000-${String(state.universityRequests.length + 1).padStart(12, '0')}`,
        universityName: university.name,
        location: university.location ?? null,
        email,
        requesterId: user?.id ?? null,
        status: 'added',
        universityId: university.id,
        decidedAt: now,
        toldAt: null,
        createdAt: now,
      });
      return HttpResponse.json({ success: true, message: `We'll let you know when ${university.name} opens on Quad.` }, { status: 202 });
    }),
    http.get(`${API}/admin/university-requests`, async ({ request }) => {
      state.requests.push({ method: 'GET', url: new URL(request.url) });
      await delay(latency);
      return HttpResponse.json({ success: true, data: [...state.universityRequests].sort(requestOrder) });
    }),
    http.post(`${API}/admin/university-requests/:id/decline`, async ({ request, params }) => {
      state.requests.push({ method: 'POST', url: new URL(request.url) });
      await delay(latency);
      const found = state.universityRequests.find((r) => r.id === params.id);
      if (!found) return HttpResponse.json({ success: false, error: 'Request not found' }, { status: 404 });
      if (found.status !== 'open') {
        return HttpResponse.json({ success: false, error: 'This request was already answered' }, { status: 409 });
      }
      Object.assign(found, { status: 'declined', decidedAt: new Date().toISOString() });
      return HttpResponse.json({ success: true, data: found });
    }),
  );
  return state;
}
