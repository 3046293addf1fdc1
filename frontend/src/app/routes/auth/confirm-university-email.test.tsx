import { screen, waitFor } from '@testing-library/react';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { membershipQueryKeyFor } from '@/lib/membership';
import { buildUser } from '@/testing/mocks/handlers';
import { buildMembership, mockMembershipApi } from '@/testing/mocks/membership';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const INVALID = 'This link is not valid, was used already or has expired. Add your university e-mail again in Settings.';

describe('/confirm-university-email/:token', () => {
  it('confirms once, shows the server’s words and offers the wizard and Settings', async () => {
    const student = buildUser({ email: 'sam@gmail.com' });
    const api = mockMembershipApi({ membership: buildMembership({ pendingEmail: 'sam@umich.edu' }) });
    signInAs(student);
    // A membership read before (Settings in this tab) is read again.
    appQueryClient.setQueryData(membershipQueryKeyFor(student.id), buildMembership({ pendingEmail: 'sam@umich.edu' }));
    renderRoutes(routes, '/confirm-university-email/abc123', { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'University e-mail confirmed' })).toBeInTheDocument();
    expect(screen.getByText('sam@umich.edu is now your university e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your roommate profile' })).toHaveAttribute('href', '/profile/create');
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(api.confirmed).toEqual(['abc123']);
    await waitFor(() => expect(appQueryClient.getQueryState(membershipQueryKeyFor(student.id))?.isInvalidated).toBe(true));
    expect(document.title).toBe('Confirm University E-mail · Quad');
  });

  it('works signed out, and sends the person to log in', async () => {
    const api = mockMembershipApi();
    renderRoutes(routes, '/confirm-university-email/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'University e-mail confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to create your profile' })).toHaveAttribute('href', '/login');
    expect(api.confirmed).toEqual(['abc123']);
  });

  it.each([
    [400, INVALID],
    [409, 'This address is already used by another Quad account'],
  ])('shows the server’s %i message and a way to Settings', async (status, error) => {
    const api = mockMembershipApi();
    api.confirmAnswer = { status, body: { error } };
    renderRoutes(routes, '/confirm-university-email/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t confirm your university e-mail' })).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings?universityEmail=add');
  });

  it('says a link without its secret is not valid', async () => {
    renderRoutes(routes, '/confirm-university-email');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
  });
});
