import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity } from '@/testing/mocks/handlers';
import { mockNewsletterApi } from '@/testing/mocks/newsletter';
import { server } from '@/testing/mocks/server';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes } from '@/testing/test-utils';

const TOKEN = 'a'.repeat(64);
const INVALID = 'This confirmation link is not valid or has expired. Please subscribe again.';

function confirmAnswers(status: number, body: Record<string, unknown>) {
  const tokens: string[] = [];
  server.use(
    http.post(`${API}/newsletter/confirm/:token`, ({ params }) => {
      tokens.push(String(params.token));
      return HttpResponse.json(body, { status });
    }),
  );
  return tokens;
}

describe('/newsletter/confirm/:token', () => {
  it('waits for the button before calling the server (mail scanners open links too)', async () => {
    const tokens = confirmAnswers(200, { success: true, message: "alex@umich.edu is subscribed to Quad's newsletter." });
    renderRoutes(routes, `/newsletter/confirm/${TOKEN}`, { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
    expect(document.title).toBe('Confirm Subscription · Quad');
    // Give any effect a chance to call the server on its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tokens).toEqual([]);
  });

  it('confirms once the button is pressed and shows the server’s message', async () => {
    const tokens = confirmAnswers(200, { success: true, message: "alex@umich.edu is subscribed to Quad's newsletter." });
    mockNewsletterApi();
    const { user } = renderRoutes(routes, `/newsletter/confirm/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeInTheDocument();
    expect(screen.getByText("alex@umich.edu is subscribed to Quad's newsletter.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });

  it('then offers to choose the universities for the same link, all of them until chosen', async () => {
    confirmAnswers(200, { success: true, message: "alex@umich.edu is subscribed to Quad's newsletter." });
    const newsletter = mockNewsletterApi();
    const michigan = buildUniversity({ name: 'University of Michigan' });
    mockUniversitiesApi([michigan, buildUniversity({ name: 'Stanford University' })]);
    const { user } = renderRoutes(routes, `/newsletter/confirm/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Which universities' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All universities' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Only the universities I choose' }));
    await user.click(within(await screen.findByRole('list', { name: 'Universities' })).getByRole('checkbox', { name: /University of Michigan/ }));
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByText('Saved. Your newsletter brings featured posts from 1 university.')).toBeInTheDocument();
    expect(newsletter.calls).toEqual([`GET ${TOKEN}`, `PUT ${TOKEN} ${michigan.id}`]);
    // Still the confirmation page, with its way home.
    expect(screen.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the server’s error for a link that is not valid or has expired', async () => {
    const tokens = confirmAnswers(400, { success: false, error: INVALID });
    const { user } = renderRoutes(routes, `/newsletter/confirm/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t confirm your subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(tokens).toEqual([TOKEN]);
  });

  it('says a link without its secret is not valid, without calling the server', async () => {
    const tokens = confirmAnswers(200, { success: true, message: 'unused' });
    renderRoutes(routes, '/newsletter/confirm');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
    expect(tokens).toEqual([]);
  });
});
