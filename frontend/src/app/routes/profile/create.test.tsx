import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUser, universityList } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const michigan = buildUniversity({ id: 'uni-1', name: 'University of Michigan' });
const oxford = buildUniversity({ id: 'uni-2', name: 'Oxford' });

const png = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });

function mockWizardApi() {
  const calls = { uploads: 0, submitted: undefined as unknown };
  mockProfileApi(null);
  server.use(
    http.get(`${API}/universities`, () => HttpResponse.json(universityList([michigan, oxford]))),
    http.post(`${API}/upload`, () => {
      calls.uploads += 1;
      return HttpResponse.json({ success: true, fileUrl: `/media/profile/${calls.uploads}.jpg`, thumbnailUrl: '' }, { status: 201 });
    }),
    http.post(`${API}/profile/submit`, async ({ request }) => {
      calls.submitted = await request.json();
      mockProfileApi(buildProfile({ profileStatus: 'pending' }));
      return HttpResponse.json({ success: true, message: 'Profile created successfully! It will be reviewed.', data: buildProfile({ profileStatus: 'pending' }) });
    }),
  );
  return calls;
}

async function openWizard(path = '/profile/create') {
  signInAs(buildUser());
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 2, name: 'Choose your university' });
  return view;
}

describe('/profile/create', () => {
  it('sends guests to /login', async () => {
    const view = renderRoutes(routes, '/profile/create');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });

  it('searches universities and asks for a selection before continuing', async () => {
    mockWizardApi();
    const { user } = await openWizard('/create');
    expect(screen.getByRole('navigation', { name: 'Profile steps' })).toHaveTextContent(/University.*Photos.*Info.*Preview/);
    await screen.findByRole('button', { name: /Oxford/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), 'MICH');
    expect(screen.queryByRole('button', { name: /Oxford/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a university')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /University of Michigan/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
  });

  it('walks through the steps and submits the profile', async () => {
    const calls = mockWizardApi();
    const { user, router } = await openWizard();
    await user.click(await screen.findByRole('button', { name: /University of Michigan/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Photos: Continue disabled with none; first is the main photo; remaining counter; remove.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('10 photos remaining')).toBeInTheDocument();
    const input = screen.getByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getByText('7 photos remaining')).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Your photos' }));
    expect(photos.getAllByText('Main Photo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getByText('8 photos remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Info: validation, the bio counter, preferences.
    expect(await screen.findByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
    const year = screen.getByLabelText('Graduation Year');
    expect(year).toHaveValue(String(new Date().getFullYear() + 4));
    expect(within(year).getAllByRole('option')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select your major')).toBeInTheDocument();
    expect(screen.getByText('Please write a short bio')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Major'), 'Economics');
    await user.type(screen.getByLabelText('Bio'), 'Hello there');
    expect(screen.getByText('11/500')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxlength', '500');
    await user.type(screen.getByLabelText('Instagram'), 'sam.r');
    expect(screen.getByText(/Add at least 10 tags/)).toBeInTheDocument();
    const gender = within(screen.getByRole('group', { name: 'Gender' }));
    await user.click(gender.getByRole('button', { name: 'Male' }));
    expect(gender.getByRole('button', { name: 'Male' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(gender.getByRole('button', { name: 'Male' }));
    expect(gender.getByRole('button', { name: 'Male' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(gender.getByRole('button', { name: 'Female' }));
    const pastimes = within(screen.getByRole('group', { name: 'Pastimes' }));
    await user.click(pastimes.getByRole('button', { name: 'Reading' }));
    await user.click(pastimes.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Clear Pastimes' }));
    expect(pastimes.getByRole('button', { name: 'Reading' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(pastimes.getByRole('button', { name: 'Hiking' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Preview and submit.
    expect(await screen.findByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
    expect(screen.getByText('University of Michigan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Photos uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByText('Profile created successfully! It will be reviewed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile Pending Approval' })).toBeInTheDocument();
    expect(calls.uploads).toBe(2);
    expect(calls.submitted).toEqual({
      university: 'uni-1',
      major: 'Economics',
      graduationYear: new Date().getFullYear() + 4,
      bio: 'Hello there',
      socialMedia: { instagram: 'sam.r', snapchat: '', twitter: '', tiktok: '' },
      profileImages: ['/media/profile/1.jpg', '/media/profile/2.jpg'],
      roommatePreferences: { lookingForRoommate: true, gender: 'Female', sleepSchedule: '', pastimes: ['Hiking'] },
    });
  });

  it('stops when the photos cannot be uploaded', async () => {
    mockWizardApi();
    server.use(http.post(`${API}/upload`, () => HttpResponse.json({ success: false, error: 'Image must be less than 5MB' }, { status: 413 })));
    signInAs(buildUser());
    mockProfileApi(buildProfile({ profileStatus: 'rejected', profileImages: [] }));
    const { user } = renderRoutes(routes, '/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.upload(await screen.findByLabelText('Add photos'), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Major')).toHaveValue('Economics');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Failed to upload photos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
  });

  it('shows the server message when the submit fails', async () => {
    mockWizardApi();
    server.use(
      http.post(`${API}/profile/submit`, () =>
        HttpResponse.json({ success: false, error: 'Please select a university', fields: {} }, { status: 400 }),
      ),
    );
    signInAs(buildUser());
    mockProfileApi(buildProfile({ profileStatus: 'approved' }));
    const { user } = renderRoutes(routes, '/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('8 photos remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Please select a university')).toBeInTheDocument();
  });
});
