import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { renderRoutes, signInAs } from '@/testing/test-utils';

function open(path: string) {
  signInAs(buildUser());
  return renderRoutes(routes, path);
}

describe('/profile', () => {
  it('offers to create a profile when there is none', async () => {
    mockProfileApi(null);
    open('/profile');
    expect(await screen.findByRole('heading', { name: 'No Profile Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/profile/create');
  });

  it('shows the pending panel', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    open('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Pending Approval' })).toBeInTheDocument();
    expect(screen.getByText(/24 to 48 hours/)).toBeInTheDocument();
  });

  it('shows a pending profile as submitted, read-only, with Edit Profile', async () => {
    mockProfileApi(
      buildProfile({
        profileStatus: 'pending',
        submittedAt: '2026-11-23T15:00:00Z',
        roommateExpectations: { cleanliness: { accepted: ['Neat'], importance: 'very', dealbreaker: true } },
      }),
    );
    open('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Pending Approval' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Profile card' });
    expect(card).toHaveTextContent('Sam Rivera');
    expect(card).toHaveTextContent('University of Michigan');
    expect(card).toHaveTextContent('Economics · Class of 2028');
    expect(card).toHaveTextContent('I love hiking and early mornings.');
    expect(card).toHaveTextContent('@sam.r');
    expect(within(card).getByRole('img', { name: "Sam Rivera's main photo" })).toHaveAttribute('src', '/media/profile/a.jpg');
    expect(screen.getByText(/As submitted on/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your ideal roommate' })).toHaveTextContent('Only Neat · Matters: very · Dealbreaker');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the rejection reason with Edit and Resubmit', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'rejected', profileRejectionReason: 'Photo is blurry' }));
    open('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile Rejected' })).toBeInTheDocument();
    expect(screen.getByText('Photo is blurry')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and Resubmit' })).toHaveAttribute('href', '/profile/edit');
    // The profile as submitted shows under the reason.
    expect(screen.getByRole('article', { name: 'Profile card' })).toHaveTextContent('Sam Rivera');
  });

  it('shows the approved profile card', async () => {
    mockProfileApi(buildProfile());
    open('/profile');
    const card = await screen.findByRole('article', { name: 'Profile card' });
    expect(card).toHaveTextContent('Sam Rivera');
    expect(card).toHaveTextContent('University of Michigan');
    expect(card).toHaveTextContent('Economics · Class of 2028');
    expect(card).toHaveTextContent('@sam.r');
    expect(await screen.findByText('Pastimes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  });
});

describe('/profile/pending', () => {
  it('shows the pending state and links to /faq and /home', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    open('/profile/pending');
    expect(await screen.findByRole('heading', { name: 'Profile Pending Approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Go to your feed' })).toHaveAttribute('href', '/home');
  });

  it('shows the reason of a rejected profile', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'rejected', profileRejectionReason: 'Add a real photo' }));
    open('/profile/pending');
    expect(await screen.findByText('Add a real photo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and Resubmit' })).toBeInTheDocument();
  });

  it('sends an approved profile on to /home', async () => {
    mockProfileApi(buildProfile());
    const { router } = open('/profile/pending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
