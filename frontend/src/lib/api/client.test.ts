import { http, HttpResponse } from 'msw';

import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { api, apiFetch, unauthorizedRedirect } from './client';
import { ApiError, getErrorMessage, unwrap } from './errors';

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

  it('apiFetch behaves the same for endpoints not yet in the document', async () => {
    localStorage.setItem('token', 'stale');
    server.use(http.get(`${API}/saved`, () => new HttpResponse(null, { status: 401 })));

    const response = await apiFetch('/saved');

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
