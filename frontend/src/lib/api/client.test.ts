import { http, HttpResponse } from 'msw';

import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { api, silentApi, unauthorizedRedirect } from './client';
import { ApiError, getErrorMessage, unwrap } from './errors';
import { multipart, toFormData } from './multipart';

describe('api client', () => {
  it('calls typed operations under /api/v1 with the stored bearer token', async () => {
    localStorage.setItem('token', 'abc');
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/health`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: { status: 'ok', database: 'up' } });
      }),
    );

    const body = unwrap(await api.GET('/health'));

    expect(body.data.status).toBe('ok');
    expect(authorization).toBe('Bearer abc');
  });

  it('sends no authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${API}/health`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: { status: 'ok', database: 'up' } });
      }),
    );
    await api.GET('/health');
    expect(authorization).toBeNull();
  });

  it('on a 401 removes the token and redirects to /login', async () => {
    localStorage.setItem('token', 'stale');
    server.use(http.get(`${API}/health`, () => HttpResponse.json({ success: false, error: 'Unauthorized' }, { status: 401 })));

    await api.GET('/health');

    expect(localStorage.getItem('token')).toBeNull();
    expect(unauthorizedRedirect.go).toHaveBeenCalledTimes(1);
  });

  it('the silent client (start-up check) removes the token on a 401 without redirecting', async () => {
    localStorage.setItem('token', 'stale');
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/auth/me`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: false, error: 'Invalid token' }, { status: 401 });
      }),
    );

    const { response } = await silentApi.GET('/auth/me');

    expect(response.status).toBe(401);
    expect(authorization).toBe('Bearer stale');
    expect(localStorage.getItem('token')).toBeNull();
    expect(unauthorizedRedirect.go).not.toHaveBeenCalled();
  });

  it('sends multipart bodies as FormData, with the Content-Type (and boundary) the browser sets', async () => {
    localStorage.setItem('token', 'abc');
    let received: { contentType: string | null; authorization: string | null; form: FormData } | undefined;
    server.use(
      http.post(`${API}/upload`, async ({ request }) => {
        received = {
          contentType: request.headers.get('Content-Type'),
          authorization: request.headers.get('Authorization'),
          form: await request.formData(),
        };
        return HttpResponse.json({ success: true, fileUrl: '/media/profile/a.jpg', thumbnailUrl: '' }, { status: 201 });
      }),
    );
    const file = new File(['png'], 'photo.png', { type: 'image/png' });

    const body = unwrap(
      await api.POST('/upload', { params: { query: { uploadType: 'profile' } }, ...multipart<{ file: string }, 'file'>({ file }) }),
    );

    expect(body.fileUrl).toBe('/media/profile/a.jpg');
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.authorization).toBe('Bearer abc');
    // jsdom's files lose their names and contents on the way through Node's Request; `toFormData` is tested below.
    expect(received?.form.has('file')).toBe(true);
  });

  it('a 401 on a multipart call also removes the token and redirects', async () => {
    localStorage.setItem('token', 'stale');
    server.use(http.post(`${API}/upload`, () => new HttpResponse(null, { status: 401 })));
    const file = new File(['png'], 'photo.png', { type: 'image/png' });

    const { response } = await api.POST('/upload', {
      params: { query: { uploadType: 'profile' } },
      ...multipart<{ file: string }, 'file'>({ file }),
    });

    expect(response.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(unauthorizedRedirect.go).toHaveBeenCalledTimes(1);
  });

  it('turns a failure envelope into its error text', async () => {
    server.use(
      http.get(`${API}/health`, () =>
        HttpResponse.json({ success: false, error: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const result = await api.GET('/health');
    expect(() => unwrap(result)).toThrow(new ApiError('Database unavailable', 503));
  });
});

describe('toFormData', () => {
  it('sends text, numbers and booleans as text and files with their names, leaving out null and undefined', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const form = toFormData({ name: 'Quad', empty: '', count: 3, flag: false, missing: undefined, cleared: null, logo });
    expect([...form.keys()]).toEqual(['name', 'empty', 'count', 'flag', 'logo']);
    expect(form.get('count')).toBe('3');
    expect(form.get('flag')).toBe('false');
    expect((form.get('logo') as File).name).toBe('logo.png');
  });
});

describe('getErrorMessage', () => {
  it('prefers the server error text', () => {
    expect(getErrorMessage({ success: false, error: 'Email already in use' })).toBe('Email already in use');
  });

  it("falls back to 'An error occurred'", () => {
    expect(getErrorMessage(undefined)).toBe('An error occurred');
    expect(getErrorMessage({ success: false, error: '  ' })).toBe('An error occurred');
    expect(getErrorMessage('boom')).toBe('An error occurred');
    expect(getErrorMessage(null, 'Login failed')).toBe('Login failed');
  });
});
