import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildRoommateCard, mockRoommatesApi } from '@/testing/mocks/roommates';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const michigan = buildUniversity({ id: 'uni-1', name: 'University of Michigan', slug: 'umich' });

function open() {
  signInAs(buildUser());
  mockUniversitiesApi([michigan]);
  return renderRoutes(routes, '/home');
}

const matches = [
  buildRoommateCard({ firstName: 'Ada', match: 95 }),
  buildRoommateCard({ firstName: 'Ben', match: 80 }),
  buildRoommateCard({ firstName: 'Cleo', match: 66 }),
];

describe('/home', () => {
  it("shows an approved student's status, top three matches, university page and next steps", async () => {
    mockProfileApi(buildProfile());
    const api = mockRoommatesApi(matches);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your profile is approved' })).toBeInTheDocument();
    expect(screen.getByText('Other students at University of Michigan can find you.')).toBeInTheDocument();

    const top = await screen.findByRole('list', { name: 'Your best matches' });
    expect(within(top).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ada L.', 'Ben L.', 'Cleo L.']);
    expect(within(top).getByRole('link', { name: 'Ada L.' })).toHaveAttribute('href', `/roommates/${matches[0]!.id}`);
    expect(api.requests[0]!.searchParams.get('pageSize')).toBe('3');
    expect(screen.getByRole('link', { name: 'See all matches' })).toHaveAttribute('href', '/roommates');

    expect(await screen.findByRole('link', { name: 'University of Michigan' })).toHaveAttribute('href', '/umich');
    const next = screen.getByRole('region', { name: 'What to do next' });
    expect(within(next).getByRole('link', { name: /Tell us what you want in a roommate/ })).toHaveAttribute('href', '/profile/edit');
    expect(within(next).getByRole('link', { name: /Browse universities/ })).toHaveAttribute('href', '/universities');
    expect(within(next).getByRole('link', { name: /Manage your data/ })).toHaveAttribute('href', '/profile/data-management');
  });

  it('does not ask for expectations the student already gave', async () => {
    mockProfileApi(
      buildProfile({ roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: false } } }),
    );
    mockRoommatesApi(matches);
    open();
    const next = await screen.findByRole('region', { name: 'What to do next' });
    expect(within(next).queryByText('Tell us what you want in a roommate')).toBeNull();
  });

  it('says an edit of an approved profile is under review, and still shows the matches', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending', visibleToRoommates: true }));
    mockRoommatesApi(matches);
    open();
    expect(
      await screen.findByText('Your changes are under review; other students see your approved profile until then.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your best matches' })).toBeInTheDocument();
  });

  it('asks an approved student without a verified address at their university to add one, in place of the matches', async () => {
    const message = 'To see other students at University of Michigan, verify an address at umich.edu: add it as your university e-mail in Settings';
    mockProfileApi(buildProfile());
    mockRoommatesApi(matches, { failWith: { status: 403, error: message } });
    open();
    const top = await screen.findByRole('region', { name: 'Your top matches' });
    expect(await within(top).findByRole('alert')).toHaveTextContent(message);
    expect(within(top).getByRole('link', { name: 'Add your university e-mail' })).toHaveAttribute('href', '/settings?universityEmail=add');
    expect(within(top).queryByRole('list', { name: 'Your best matches' })).not.toBeInTheDocument();
  });

  it('says an approval 403 on the matches as it is, without the e-mail link', async () => {
    mockProfileApi(buildProfile());
    mockRoommatesApi(matches, { failWith: { status: 403, error: 'Your profile must be approved before you can see other students' } });
    open();
    const top = await screen.findByRole('region', { name: 'Your top matches' });
    expect(await within(top).findByRole('alert')).toHaveTextContent('Your profile must be approved before you can see other students');
    expect(within(top).queryByRole('link', { name: 'Add your university e-mail' })).not.toBeInTheDocument();
    expect(within(top).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a pending profile waiting for approval, without matches', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'pending' }));
    const api = mockRoommatesApi(matches);
    open();
    expect(await screen.findByRole('heading', { name: 'Profile Pending Approval' })).toBeInTheDocument();
    expect(screen.getByText(/24 to 48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(api.requests).toHaveLength(0);
  });

  it('shows why a profile was rejected, with Edit and Resubmit', async () => {
    mockProfileApi(buildProfile({ profileStatus: 'rejected', profileRejectionReason: 'Your photo is blurry.' }));
    const api = mockRoommatesApi(matches);
    open();
    expect(await screen.findByRole('heading', { name: 'Profile Rejected' })).toBeInTheDocument();
    expect(screen.getByText('Your photo is blurry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and Resubmit' })).toHaveAttribute('href', '/profile/create');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(api.requests).toHaveLength(0);
  });

  it('asks a student without a profile to create one', async () => {
    mockProfileApi(null);
    mockRoommatesApi(matches);
    open();
    expect(await screen.findByRole('heading', { name: 'Create your profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/profile/create');
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
