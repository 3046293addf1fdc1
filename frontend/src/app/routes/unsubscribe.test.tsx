import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoutes } from '@/testing/test-utils';

const TOKEN = 'b'.repeat(48);
const INVALID = 'This unsubscribe link is not valid.';

/** GET and POST /notifications/unsubscribe/{token}, recorded; `valid` says whether the token is known. */
function unsubscribeServer({ valid = true }: { valid?: boolean } = {}) {
  const calls: string[] = [];
  const answer = () =>
    valid
      ? HttpResponse.json({ success: true, data: { kind: 'postPublished', label: 'published posts' } })
      : HttpResponse.json({ success: false, error: INVALID }, { status: 404 });
  server.use(
    http.get(`${API}/notifications/unsubscribe/:token`, ({ params }) => {
      calls.push(`GET ${String(params.token)}`);
      return answer();
    }),
    http.post(`${API}/notifications/unsubscribe/:token`, ({ params }) => {
      calls.push(`POST ${String(params.token)}`);
      return answer();
    }),
  );
  return calls;
}

describe('/unsubscribe/:token', () => {
  it('asks first, without unsubscribing (mail scanners open links too)', async () => {
    const calls = unsubscribeServer();
    renderRoutes(routes, `/unsubscribe/${TOKEN}`, { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop e-mails about published posts?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(document.title).toBe('Unsubscribe · Quad');
    // Give any effect a chance to call the server on its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(calls.every((call) => call === `GET ${TOKEN}`)).toBe(true);
  });

  it('unsubscribes once the button is pressed, signed out, and points to Settings', async () => {
    const calls = unsubscribeServer();
    const { user } = renderRoutes(routes, `/unsubscribe/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get e-mails about published posts.')).toBeInTheDocument();
    expect(screen.getByText(/You can change this any time in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(calls).toEqual([`GET ${TOKEN}`, `POST ${TOKEN}`]);
  });

  it('shows the server’s message for a link that is not valid, with a way home', async () => {
    const calls = unsubscribeServer({ valid: false });
    renderRoutes(routes, `/unsubscribe/${TOKEN}`);
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toEqual([`GET ${TOKEN}`]);
  });

  it('says a link without its secret is not valid, without calling the server', async () => {
    const calls = unsubscribeServer();
    renderRoutes(routes, '/unsubscribe');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
