import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { mockTwoStepApi } from '@/testing/mocks/two-step';
import { mockUsersApi } from '@/testing/mocks/users';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const admin = buildUser({ role: 'admin', isAdmin: true });

describe('the admin area and two-step sign-in', () => {
  it('shows an admin without it how to set it up instead of screens the server refuses', async () => {
    mockTwoStepApi({ required: true });
    const users = mockUsersApi([]);
    signInAs(admin);
    renderRoutes(routes, '/admin/users?role=manager');

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in needed' })).toBeInTheDocument();
    expect(screen.getByText('Admins turn on two-step sign-in before using admin tools.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute(
      'href',
      '/settings/two-step?next=%2Fadmin%2Fusers%3Frole%3Dmanager',
    );
    // The shell stays, so the admin can still find their way (and sign out).
    expect(screen.getByRole('navigation', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(users.requests).toHaveLength(0);
  });

  it('reads the server refusing the state itself (403) the same way', async () => {
    server.use(
      http.get(`${API}/auth/second-factor`, () =>
        HttpResponse.json({ success: false, error: 'Turn on two-step sign-in before using admin tools.' }, { status: 403 }),
      ),
    );
    signInAs(admin);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in needed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('asks an admin whose session did not confirm a code to sign in again', async () => {
    mockTwoStepApi({ on: true, required: true, sessionVerified: false, recoveryCodesLeft: 10 });
    signInAs(admin);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in needed' })).toBeInTheDocument();
    expect(screen.getByText(/sign out and sign in again with a code/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up two-step sign-in' })).not.toBeInTheDocument();
  });

  it('lets an admin whose session proved it in', async () => {
    mockTwoStepApi({ on: true, required: true, sessionVerified: true, recoveryCodesLeft: 10 });
    signInAs(admin);
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('does not hold the pages back when the state cannot be read', async () => {
    server.use(http.get(`${API}/auth/second-factor`, () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })));
    signInAs(admin);
    renderRoutes(routes, '/admin');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument());
  });
});
