import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function confirmAnswers(status: number, body: Record<string, unknown>) {
  const tokens: string[] = [];
  server.use(
    http.get(`${API}/auth/confirm-email/:token`, ({ params }) => {
      tokens.push(String(params.token));
      return HttpResponse.json(body, { status });
    }),
  );
  return tokens;
}

describe('/confirm-email/:token', () => {
  it('confirms once, shows the new address and refreshes a signed-in person', async () => {
    const tokens = confirmAnswers(200, { success: true, message: 'Your email address is now sam@quad.dev.' });
    server.use(http.get(`${API}/auth/me`, () => HttpResponse.json({ success: true, data: buildUser({ email: 'sam@quad.dev' }) })));
    signInAs(buildUser());
    renderRoutes(routes, '/confirm-email/abc123', { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email address changed' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is now sam@quad.dev.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(tokens).toEqual(['abc123']);
    await vi.waitFor(() => expect(useSession.getState().user?.email).toBe('sam@quad.dev'));
    expect(document.title).toBe('Confirm Email · Quad');
  });

  it.each([
    [400, 'This confirmation link is not valid.'],
    [410, 'This confirmation link has expired. Please ask for the change again.'],
    [409, 'Email already in use'],
  ])('shows the server’s %i message with a way on', async (status, error) => {
    confirmAnswers(status, { success: false, error });
    renderRoutes(routes, '/confirm-email/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t change your email' })).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says a link without its secret is not valid', async () => {
    renderRoutes(routes, '/confirm-email');
    expect(await screen.findByText('This confirmation link is not valid.')).toBeInTheDocument();
  });
});
