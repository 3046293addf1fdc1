import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/testing/mocks/handlers';
import { buildAnalytics } from '@/testing/mocks/insights';
import { server } from '@/testing/mocks/server';
import { renderRoutes } from '@/testing/test-utils';

import AdminAnalyticsRoute from './analytics';

/** jsdom has no layout: recharts' ResponsiveContainer needs a ResizeObserver, and draws nothing at 0×0. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

function renderAnalytics(path = '/admin/analytics') {
  return renderRoutes([{ path: '/admin/analytics', element: <AdminAnalyticsRoute /> }], path);
}

function figure(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const sample = buildAnalytics('2026-11-01', '2026-11-03', {
  registrations: { '2026-11-01': { registered: 4, verified: 3 }, '2026-11-03': { registered: 2, verified: 2 } },
  moderation: {
    days: [
      { day: '2026-11-01', submitted: 3, approved: 1, rejected: 0, medianDecisionHours: 30 },
      { day: '2026-11-02', submitted: 1, approved: 2, rejected: 1, medianDecisionHours: 4.5 },
      { day: '2026-11-03', submitted: 0, approved: 0, rejected: 0, medianDecisionHours: null },
    ],
    submitted: 4,
    approved: 3,
    rejected: 1,
    medianDecisionHours: 26.5,
  },
  usersByUniversity: {
    top: [
      { universityId: '0190c1a2-0000-7000-8000-0000000000c1', name: 'University of Michigan', count: 3 },
      { universityId: '0190c1a2-0000-7000-8000-0000000000c2', name: 'Wayne State University', count: 1 },
    ],
    others: 0,
    unassigned: 2,
  },
  postsByUniversity: { top: [], others: 0, unassigned: 0 },
});

describe('/admin/analytics', () => {
  it("shows each chart with the range's totals from the server", async () => {
    server.use(http.get(`${API}/admin/analytics`, () => HttpResponse.json({ success: true, data: sample })));
    renderAnalytics();

    const registrations = await screen.findByRole('region', { name: 'Registrations and verifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(document.title).toBe('Analytics · Admin · Quad');
    expect(screen.getByText('Nov 1, 2026 to Nov 3, 2026 (days in UTC)')).toBeInTheDocument();
    // With no range in the address, the inputs show the one the server chose.
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-03');

    expect(figure(registrations, 'Registered')).toBe('6');
    expect(figure(registrations, 'Verified')).toBe('5');
    const day = within(within(registrations).getByRole('table', { name: 'Registrations and verifications per day' })).getByRole('row', {
      name: /Nov 1, 2026/,
    });
    expect(day).toHaveTextContent('Nov 1, 202643');

    const reviews = screen.getByRole('region', { name: 'Profile reviews' });
    expect(figure(reviews, 'Submitted')).toBe('4');
    expect(figure(reviews, 'Approved')).toBe('3');
    expect(figure(reviews, 'Rejected')).toBe('1');
    expect(figure(reviews, 'Median time to decision')).toBe('26.5 h');

    const students = screen.getByRole('region', { name: 'New students by university' });
    expect(figure(students, 'Total')).toBe('6');
    expect(figure(students, 'Other universities')).toBe('0');
    expect(figure(students, 'No profile yet')).toBe('2');
    const table = within(students).getByRole('table');
    expect(within(table).getByRole('row', { name: /University of Michigan/ })).toHaveTextContent('3');
    expect(within(table).getByRole('row', { name: /No profile yet/ })).toHaveTextContent('2');

    const posts = screen.getByRole('region', { name: 'Posts published by university' });
    expect(within(posts).getByText('No posts published in this range.')).toBeInTheDocument();
    expect(within(posts).queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the range in the address to the server, and a preset changes both', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(`${API}/admin/analytics`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        const from = url.searchParams.get('from') ?? '2026-10-01';
        const to = url.searchParams.get('to') ?? '2026-10-30';
        return HttpResponse.json({ success: true, data: buildAnalytics(from, to) });
      }),
    );
    const { user, router } = renderAnalytics('/admin/analytics?from=2026-10-01&to=2026-10-07');

    expect(await screen.findByText('Oct 1, 2026 to Oct 7, 2026 (days in UTC)')).toBeInTheDocument();
    expect(asked[0]?.searchParams.get('from')).toBe('2026-10-01');
    expect(asked[0]?.searchParams.get('to')).toBe('2026-10-07');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByText('No registrations or verifications in this range.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));

    const today = new Date().toISOString().slice(0, 10);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByLabelText('To')).toHaveValue(today);
    expect(router.state.location.search).toMatch(new RegExp(`^\\?from=\\d{4}-\\d{2}-\\d{2}&to=${today}$`));
    expect(asked.at(-1)?.searchParams.get('to')).toBe(today);
  });

  it("shows the server's message for a range it refuses", async () => {
    server.use(
      http.get(`${API}/admin/analytics`, () =>
        HttpResponse.json({ success: false, error: 'The range may cover at most 366 days' }, { status: 400 }),
      ),
    );
    renderAnalytics('/admin/analytics?from=2024-01-01&to=2026-01-01');

    expect(await screen.findByRole('alert')).toHaveTextContent('The range may cover at most 366 days');
    expect(screen.getByLabelText('From')).toHaveValue('2024-01-01');
    expect(screen.queryByRole('region', { name: 'Profile reviews' })).not.toBeInTheDocument();
  });

  it('says when the charts cannot be loaded and tries again', async () => {
    server.use(http.get(`${API}/admin/analytics`, () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })));
    const { user } = renderAnalytics();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics. Please try again later.');
    server.use(http.get(`${API}/admin/analytics`, () => HttpResponse.json({ success: true, data: sample })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile reviews' })).toBeInTheDocument();
  });
});
