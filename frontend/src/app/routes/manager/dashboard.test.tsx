import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildInstagramAccount, buildManagerPost, buildManagerUniversity, mockManagerApi } from '@/testing/mocks/manager';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const michigan = buildManagerUniversity({ name: 'University of Michigan' });
const oxford = buildManagerUniversity({ name: 'Oxford' });
const account = buildInstagramAccount({ universityId: michigan.id });

function open() {
  signInAs(buildUser({ role: 'manager', firstName: 'Morgan', lastName: 'Manager' }));
  return renderRoutes(routes, '/manager');
}

/** The stat card whose label is `label`. */
function stat(label: string) {
  return within(screen.getByRole('region', { name: 'Totals' })).getByText(label).closest('li')!;
}

describe('/manager', () => {
  it('shows the real counts of every university in four stat cards', async () => {
    const api = mockManagerApi({
      universities: [michigan, oxford],
      accounts: [account],
      posts: [
        buildManagerPost({ universityId: michigan.id, accountId: account.id, status: 'queued' }),
        buildManagerPost({ universityId: michigan.id, accountId: account.id, status: 'queued' }),
        buildManagerPost({ universityId: michigan.id, accountId: account.id, status: 'posted' }),
        buildManagerPost({ universityId: michigan.id, accountId: account.id, status: 'failed' }),
      ],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Manager Dashboard · Quad');
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();

    await within(screen.getByRole('region', { name: 'Totals' })).findByText('Universities');
    expect(within(stat('Universities')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Instagram Accounts')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Scheduled Posts')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Posted Content')).getByText('1')).toBeInTheDocument();
    expect(within(stat('Posted Content')).getByText('1 failed')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url.pathname)).toEqual(['/api/v1/manager/dashboard']);
  });

  it('welcomes the manager and links Manage Posts and View Schedule to their screens', async () => {
    mockManagerApi();
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome back, Morgan Manager!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Posts' })).toHaveAttribute('href', '/manager/instagram');
    expect(screen.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/manager/schedule');

    const tips = screen.getByRole('region', { name: 'Quick Tips' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(3);
    expect(tips).toHaveTextContent(/scheduled with 1-hour spacing/);

    await user.click(screen.getByRole('link', { name: 'View Schedule' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Schedule' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/schedule');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('link', { name: 'Manage Posts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager/instagram');
  });

  it('tells a manager who looks after no university yet whom to ask, instead of a row of zeros', async () => {
    mockManagerApi({ universities: [] });
    open();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText("You don't look after any university yet.")).toBeInTheDocument();
    expect(within(totals).getByText('Ask an admin to assign you one in Users.')).toBeInTheDocument();
    expect(within(totals).queryByText('Instagram Accounts')).not.toBeInTheDocument();
    // The welcome and the tips stay.
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back, Morgan Manager!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick Tips' })).toBeInTheDocument();
  });

  it('shows an admin the counts even when there is no university at all', async () => {
    mockManagerApi({ universities: [] });
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/manager');
    await within(await screen.findByRole('region', { name: 'Totals' })).findByText('Universities');
    expect(within(stat('Universities')).getByText('0')).toBeInTheDocument();
    expect(screen.queryByText("You don't look after any university yet.")).not.toBeInTheDocument();
  });

  it('says when the counts cannot be loaded, and tries again', async () => {
    const api = mockManagerApi({ failures: { '/manager/dashboard': { status: 500, error: 'Something went wrong' } } });
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data. Please try again later.');
    // The banner and the tips stay.
    expect(screen.getByRole('link', { name: 'Manage Posts' })).toBeInTheDocument();

    mockManagerApi({ universities: [michigan] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(stat('Universities')).getByText('1')).toBeInTheDocument());
    expect(api.requests).toHaveLength(1);
  });
});
