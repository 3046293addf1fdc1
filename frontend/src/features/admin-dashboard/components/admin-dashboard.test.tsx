import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API, buildUser } from '@/testing/mocks/handlers';
import { buildDashboard } from '@/testing/mocks/insights';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

import { AdminDashboard } from './admin-dashboard';

function answerDashboard(data: ReturnType<typeof buildDashboard>) {
  server.use(http.get(`${API}/admin/dashboard`, () => HttpResponse.json({ success: true, data })));
}

function renderDashboard() {
  signInAs(buildUser({ role: 'admin', isAdmin: true, firstName: 'Alex', lastName: 'Morgan' }));
  return renderRoutes(
    [
      { path: '/admin', element: <AdminDashboard /> },
      { path: '/admin/users', element: <h1>Users list</h1> },
      { path: '/admin/activity', element: <h1>Activity log</h1> },
      { path: '/admin/universities', element: <h1>Universities</h1> },
    ],
    '/admin',
  );
}

function card(label: string): HTMLElement {
  const totals = screen.getByRole('list', { name: 'Totals' });
  const item = within(totals)
    .getAllByRole('listitem')
    .find((element) => element.textContent?.includes(label));
  if (!item) throw new Error(`no card ${label}`);
  return item;
}

describe('the admin dashboard', () => {
  it("shows the server's totals, each with this week's growth against last week", async () => {
    answerDashboard(
      buildDashboard({
        totals: { users: 1234, activeUsers: 1100, universities: 12, profilesPending: 7, profilesApproved: 300, instagramAccounts: 4, postsQueued: 9, postsPosted: 88 },
        growth: {
          users: { thisWeek: 6, lastWeek: 4, changePercent: 50 },
          activeUsers: { thisWeek: 1, lastWeek: 4, changePercent: -75 },
          postsPosted: { thisWeek: 3, lastWeek: 0, changePercent: null },
          universities: { thisWeek: 2, lastWeek: 2, changePercent: 0 },
        },
      }),
    );
    renderDashboard();

    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Alex Morgan/)).toBeInTheDocument();
    expect(card('Total Users')).toHaveTextContent('1,234');
    expect(card('Total Users')).toHaveTextContent('+50% vs last week');
    expect(within(card('Total Users')).getByTitle('6 this week, 4 last week')).toBeInTheDocument();
    expect(card('Active Users')).toHaveTextContent('1,100');
    expect(card('Active Users')).toHaveTextContent('−75% vs last week');
    expect(card('Universities')).toHaveTextContent('No change vs last week');
    expect(card('Posts Published')).toHaveTextContent('88');
    expect(card('Posts Published')).toHaveTextContent('3 published this week');
    expect(card('Posts Queued')).toHaveTextContent('9');
    expect(card('Instagram Accounts')).toHaveTextContent('4');
    expect(card('Approved Profiles')).toHaveTextContent('300');
    expect(within(card('Pending Profiles')).getByRole('link')).toHaveAttribute('href', '/admin/profiles');
    expect(card('Pending Profiles')).toHaveTextContent('7');
  });

  it('counts the universities nobody can join, leading to the universities screen', async () => {
    answerDashboard(buildDashboard({ totals: { universities: 12, universitiesNotOpen: 3 } }));
    const { user, router } = renderDashboard();
    const notOpen = await screen.findByRole('region', { name: 'Universities nobody can join' });
    expect(notOpen).toHaveTextContent('3');
    expect(notOpen).toHaveTextContent('students who find them can only ask to be told when they open');
    await user.click(within(notOpen).getByRole('link', { name: 'Review universities' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/universities'));
  });

  it('says plainly when every university can be joined', async () => {
    answerDashboard(buildDashboard({ totals: { universities: 12, universitiesNotOpen: 0 } }));
    renderDashboard();
    const notOpen = await screen.findByRole('region', { name: 'Universities nobody can join' });
    expect(notOpen).toHaveTextContent('None: every university can be joined.');
    expect(within(notOpen).getByRole('link', { name: 'Manage universities' })).toHaveAttribute('href', '/admin/universities');
  });

  it('offers the quick links of spec 2.6', async () => {
    renderDashboard();
    await screen.findByRole('list', { name: 'Totals' });
    const links = within(screen.getByRole('region', { name: 'Quick Links' }));
    expect(links.getByRole('link', { name: /Manage Profiles/ })).toHaveAttribute('href', '/admin/profiles');
    expect(links.getByRole('link', { name: /Manage Universities/ })).toHaveAttribute('href', '/admin/universities');
    expect(links.getByRole('link', { name: /Manage Users/ })).toHaveAttribute('href', '/admin/users');
    expect(links.getByRole('link', { name: /Manage Instagram Posts/ })).toHaveAttribute('href', '/manager');
    expect(links.getByRole('link', { name: /View detailed analytics/ })).toHaveAttribute('href', '/admin/analytics');
    expect(links.getByRole('link', { name: /Review Submitted Content/ })).toHaveAttribute('href', '/moderation/content');
  });

  it('lists who joined and what staff did in the last 24 hours, as the log says, and leads to the whole log', async () => {
    const at = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    answerDashboard(
      buildDashboard({
        recentActivity: [
          { kind: 'user', id: '0190c1a2-0000-7000-8000-0000000000a1', title: 'Maya Patel', detail: 'maya@umich.edu', at },
          {
            kind: 'staffAction',
            id: '0190c1a2-0000-7000-8000-0000000000a2',
            title: 'Lakeside University',
            detail: 'Avery Admin',
            at,
            action: 'university.created',
          },
          {
            kind: 'staffAction',
            id: '0190c1a2-0000-7000-8000-0000000000a3',
            title: 'Jordan Lee',
            detail: 'Morgan Reviewer',
            at,
            action: 'profile.approved',
          },
        ],
        staffActionsLastDay: 7,
      }),
    );
    const { user, router } = renderDashboard();

    const region = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(region).toHaveTextContent('Last 24 hours');
    const items = within(within(region).getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Maya Patel');
    expect(items[0]).toHaveTextContent('New user · maya@umich.edu');
    expect(items[0]).toHaveTextContent('2 h ago');
    expect(items[1]).toHaveTextContent('Lakeside University');
    expect(items[1]).toHaveTextContent('Added a university by Avery Admin');
    expect(items[2]).toHaveTextContent('Jordan Lee');
    expect(items[2]).toHaveTextContent('Approved a profile by Morgan Reviewer');
    expect(region).toHaveTextContent('7 staff actions in the activity log in the last 24 hours.');

    await user.click(within(region).getByRole('link', { name: 'View all activity' }));
    expect(await screen.findByRole('heading', { name: 'Activity log' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/activity');
  });

  it('says when nothing was added in the last 24 hours', async () => {
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(within(region).getByText('Nothing new in the last 24 hours.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/admin/activity');
  });

  it('draws the performance rates, and says "No data yet" where there is none', async () => {
    answerDashboard(
      buildDashboard({
        performance: {
          periodDays: 30,
          decisions: 20,
          decidedWithin48hPercent: 90,
          approvalPercent: 75,
          verificationPercent: null,
          publishSuccessPercent: 100,
          medianDecisionHours: 5.24,
          overdueReviews: 3,
        },
      }),
    );
    renderDashboard();

    const region = await screen.findByRole('region', { name: 'Performance Metrics' });
    expect(region).toHaveTextContent('Last 30 days');
    const panel = within(region);
    expect(panel.getByRole('progressbar', { name: 'Reviewed within 48 hours' })).toHaveAttribute('aria-valuenow', '90');
    expect(panel.getByRole('progressbar', { name: 'Approval rate' })).toHaveAttribute('aria-valuenow', '75');
    expect(panel.getByRole('progressbar', { name: 'Posts published' })).toHaveAttribute('aria-valuenow', '100');
    expect(panel.queryByRole('progressbar', { name: 'E-mail verification' })).not.toBeInTheDocument();
    expect(panel.getByText('E-mail verification').parentElement).toHaveTextContent('No data yet');
    expect(panel.getByText('5.2 h')).toBeInTheDocument();
    expect(panel.getByText('20 decisions')).toBeInTheDocument();
    expect(panel.getByText('3')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Review pending profiles' })).toHaveAttribute('href', '/admin/profiles');
  });

  it('says "No data yet" for every rate of an empty period', async () => {
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Performance Metrics' });
    expect(within(region).queryAllByRole('progressbar')).toHaveLength(0);
    // Four rates and the median time to decision.
    expect(within(region).getAllByText('No data yet')).toHaveLength(5);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the dashboard cannot be loaded and tries again', async () => {
    server.use(http.get(`${API}/admin/dashboard`, () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })));
    const { user } = renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data. Please try again later.');
    // Searching and the quick links still work.
    expect(screen.getByRole('searchbox', { name: 'Search users, universities and profiles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage Users/ })).toHaveAttribute('href', '/admin/users');

    answerDashboard(buildDashboard({ totals: { users: 5 } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
    expect(card('Total Users')).toHaveTextContent('5');
  });

  it('says "An error occurred while loading dashboard data" when no answer comes', async () => {
    server.use(http.get(`${API}/admin/dashboard`, () => HttpResponse.error()));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading dashboard data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the dashboard search', () => {
  const hits = {
    users: [{ id: '0190c1a2-0000-7000-8000-0000000000b1', name: 'Sam Rivera', email: 'sam+1@umich.edu', role: 'user' }],
    universities: [{ id: '0190c1a2-0000-7000-8000-0000000000b2', name: 'Samford University', location: 'Birmingham, AL' }],
    profiles: [
      {
        userId: '0190c1a2-0000-7000-8000-0000000000b1',
        name: 'Sam Rivera',
        username: 'samr',
        university: 'University of Michigan',
        major: 'History',
        status: 'pending',
      },
    ],
  };

  it('asks the server as typing pauses and groups what it finds, each leading to its filtered list', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/admin/search`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ success: true, data: hits });
      }),
    );
    const { user, router } = renderDashboard();
    await screen.findByRole('list', { name: 'Totals' });

    await user.type(screen.getByRole('searchbox', { name: 'Search users, universities and profiles' }), 'sam');

    const users = await screen.findByRole('list', { name: 'Users' });
    expect(asked).toEqual(['sam']);
    expect(screen.getByText('3 results')).toHaveAttribute('role', 'status');
    expect(within(users).getByRole('link', { name: /Sam Rivera/ })).toHaveAttribute('href', '/admin/users?search=sam%2B1%40umich.edu');
    expect(within(screen.getByRole('list', { name: 'Universities' })).getByRole('link', { name: /Samford University/ })).toHaveAttribute(
      'href',
      '/admin/universities?search=Samford%20University',
    );
    const profile = within(screen.getByRole('list', { name: 'Profiles' })).getByRole('link', { name: /Sam Rivera/ });
    expect(profile).toHaveAttribute('href', '/admin/profiles?status=pending');
    expect(profile).toHaveTextContent('@samr · University of Michigan · History');

    await user.click(within(users).getByRole('link', { name: /Sam Rivera/ }));
    expect(await screen.findByRole('heading', { name: 'Users list' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=sam%2B1%40umich.edu');
  });

  it('moves through the results with the arrow keys and closes them with Escape', async () => {
    server.use(http.get(`${API}/admin/search`, () => HttpResponse.json({ success: true, data: hits })));
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: 'Totals' });
    const box = screen.getByRole('searchbox', { name: 'Search users, universities and profiles' });

    await user.type(box, 'sam');
    await screen.findByRole('list', { name: 'Users' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Sam Rivera.*sam\+1@umich\.edu/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Samford University/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    server.use(http.get(`${API}/admin/search`, () => HttpResponse.json({ success: true, data: { users: [], universities: [], profiles: [] } })));
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: 'Totals' });

    await user.type(screen.getByRole('searchbox', { name: 'Search users, universities and profiles' }), 'zzz');

    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
  });
});
