import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { googleConsent } from '@/features/auth/api/start-google-university-proof';
import { CHANGES_GO_TO_REVIEW, CHANGES_GO_TO_REVIEW_AGAIN } from '@/features/profiles/components/profile-wizard';
import type { Profile, ProfileDraftDto } from '@/features/profiles/types';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { API, buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { buildMembership, GOOGLE_CONSENT_URL, mockMembershipApi } from '@/testing/mocks/membership';
import { buildProfile, buildProfileDraft, mockDraftApi, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { mockPublicConfig } from '@/testing/mocks/site';
import { sseResponse, type SseChannel } from '@/testing/mocks/sse';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

// Whole journeys through the wizard: room for a busy machine.
vi.setConfig({ testTimeout: 15_000 });
configure({ asyncUtilTimeout: 3000 });

const michigan = buildUniversity({ id: 'uni-1', name: 'University of Michigan' });
const oxford = buildUniversity({ id: 'uni-2', name: 'Oxford' });
const student = buildUser();

const png = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });

/** The wizard's calls; the student has shown they study at every one of `universities` unless told. */
function mockWizardApi(
  profile: Profile | null = null,
  universities = [michigan, oxford],
  draft: ProfileDraftDto | null = null,
  membership = buildMembership({ universities: universities.map(({ id, name }) => ({ id, name })) }),
) {
  mockProfileApi(profile);
  const calls = {
    uploads: 0,
    submitted: undefined as unknown,
    universities: mockUniversitiesApi(universities),
    draft: mockDraftApi({ draft, universities }),
    membership: mockMembershipApi({ membership }),
  };
  server.use(
    http.post(`${API}/upload`, () => {
      calls.uploads += 1;
      return HttpResponse.json({ success: true, fileUrl: `/media/profile/${calls.uploads}.jpg`, thumbnailUrl: '' }, { status: 201 });
    }),
    http.post(`${API}/profile/submit`, async ({ request }) => {
      calls.submitted = await request.json();
      // The server deletes the draft in the same transaction.
      calls.draft.draft = null;
      mockProfileApi(buildProfile({ profileStatus: 'pending' }));
      return HttpResponse.json({ success: true, message: 'Profile created successfully! It will be reviewed.', data: buildProfile({ profileStatus: 'pending' }) });
    }),
  );
  return calls;
}

function open(path: string) {
  signInAs(student);
  return renderRoutes(routes, path);
}

async function openWizard(path = '/profile/create') {
  const view = open(path);
  await screen.findByRole('heading', { level: 2, name: 'Choose your university' });
  return view;
}

const stepOf = (router: ReturnType<typeof open>['router']) => router.state.location.search;

describe('/profile/create', () => {
  it('sends guests to /login', async () => {
    const view = renderRoutes(routes, '/profile/create');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  });

  it('searches universities and asks for a selection before continuing', async () => {
    mockWizardApi();
    const { user } = await openWizard('/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile steps' })).toHaveTextContent(/University.*Photos.*Info.*Preview/);
    await screen.findByRole('button', { name: /Oxford/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), 'MICH');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Oxford/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a university')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /University of Michigan/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
  });

  it('offers "Request Your University" when no university matches', async () => {
    mockWizardApi();
    const { user } = await openWizard();
    await screen.findByRole('button', { name: /Oxford/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), 'Atlantis');
    expect(await screen.findByText('No universities found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Your University' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Your University' });
    expect(within(dialog).getByLabelText('University name')).toBeInTheDocument();
  });

  it('says so when the universities come without a list', async () => {
    mockWizardApi();
    server.use(http.get(`${API}/universities`, () => HttpResponse.json({ success: true, universities: [] })));
    await openWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load universities: Unexpected response format');
  });

  it('searches on the server, so a university past the first hundred can be picked', async () => {
    // 150 universities: by name, Zephyr College is the last, past the first page of 100.
    const many = Array.from({ length: 149 }, (_, index) =>
      buildUniversity({ id: `uni-${index + 10}`, name: `Alder University ${String(index + 1).padStart(3, '0')}` }),
    );
    const zephyr = buildUniversity({ id: 'uni-zephyr', name: 'Zephyr College', location: 'Boulder, CO' });
    const calls = mockWizardApi(null, [...many, zephyr]);
    const { user, router } = await openWizard();
    await screen.findByRole('button', { name: /Alder University 001/ });
    expect(within(screen.getByRole('list', { name: 'Universities' })).getAllByRole('button')).toHaveLength(100);
    expect(screen.queryByRole('button', { name: /Zephyr College/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search universities' }), 'zeph');
    const zephyrButton = await screen.findByRole('button', { name: /Zephyr College/ });
    const searched = calls.universities.requests.map(({ url }) => url.searchParams);
    expect(searched.at(-1)?.get('search')).toBe('zeph');
    expect(searched.at(-1)?.get('pageSize')).toBe('100');

    await user.click(zephyrButton);
    expect(zephyrButton).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
    expect(stepOf(router)).toBe('?step=2');
  });

  it('walks through the steps, uploads photos as they are added, and submits the profile', async () => {
    const calls = mockWizardApi();
    const { user, router } = await openWizard();
    await user.click(await screen.findByRole('button', { name: /University of Michigan/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stepOf(router)).toBe('?step=2');

    // Photos: Continue disabled with none; first is the main photo; remaining counter; remove.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('10 photos remaining')).toBeInTheDocument();
    const input = screen.getByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getByText('7 photos remaining')).toBeInTheDocument();
    await waitFor(() => expect(calls.uploads).toBe(3));
    const photos = within(screen.getByRole('list', { name: 'Your photos' }));
    await waitFor(() => expect(photos.getByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/1.jpg'));
    expect(photos.getAllByText('Main Photo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getByText('8 photos remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Info: validation, the bio counter, the major's searchable select.
    expect(await screen.findByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
    expect(stepOf(router)).toBe('?step=3');
    const year = screen.getByLabelText('Graduation Year');
    expect(year).toHaveValue(String(new Date().getFullYear() + 4));
    expect(within(year).getAllByRole('option')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select your major')).toBeInTheDocument();
    expect(screen.getByText('Please write a short bio')).toBeInTheDocument();
    const major = screen.getByRole('combobox', { name: 'Major' });
    await user.type(major, 'econ');
    await user.click(within(screen.getByRole('listbox', { name: 'Major' })).getByRole('option', { name: 'Economics' }));
    expect(major).toHaveValue('Economics');
    await user.type(screen.getByLabelText('Bio'), 'Hello there');
    expect(screen.getByText('11/500')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxlength', '500');
    await user.type(screen.getByLabelText('Instagram'), 'sam.r');
    expect(screen.getByText(/Add at least 10 tags/)).toBeInTheDocument();

    // About you: the lifestyle section is open, the others folded with a count of what is chosen.
    const lifestyle = screen.getByRole('button', { name: /About you: lifestyle/ });
    expect(lifestyle).toHaveAttribute('aria-expanded', 'true');
    const gender = within(screen.getByRole('group', { name: 'Gender' }));
    await user.click(gender.getByRole('button', { name: 'Male' }));
    expect(gender.getByRole('button', { name: 'Male' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(gender.getByRole('button', { name: 'Male' }));
    expect(gender.getByRole('button', { name: 'Male' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(gender.getByRole('button', { name: 'Female' }));
    // Hometown (a long catalogue) is a searchable select.
    const hometown = screen.getByRole('combobox', { name: 'Hometown' });
    await user.type(hometown, 'mich{ArrowDown}{Enter}');
    expect(hometown).toHaveValue('Michigan');
    // Substances follows the catalogue's `multiple`: several answers.
    const substances = within(screen.getByRole('group', { name: 'Substances' }));
    await user.click(substances.getByRole('button', { name: 'No Alcohol' }));
    await user.click(substances.getByRole('button', { name: 'No Smoking' }));
    expect(substances.getByRole('button', { name: 'No Alcohol' })).toHaveAttribute('aria-pressed', 'true');
    expect(substances.getByRole('button', { name: 'No Smoking' })).toHaveAttribute('aria-pressed', 'true');

    const interests = screen.getByRole('button', { name: /^Interests/ });
    expect(interests).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Pastimes' })).not.toBeInTheDocument();
    await user.click(interests);
    const pastimes = within(screen.getByRole('group', { name: 'Pastimes' }));
    await user.click(pastimes.getByRole('button', { name: 'Reading' }));
    await user.click(pastimes.getByRole('button', { name: 'Gaming' }));
    expect(interests).toHaveTextContent('2 chosen');
    await user.click(screen.getByRole('button', { name: 'Clear Pastimes' }));
    expect(pastimes.getByRole('button', { name: 'Reading' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(pastimes.getByRole('button', { name: 'Hiking' }));
    expect(interests).toHaveTextContent('1 chosen');
    expect(screen.getByRole('button', { name: /More about you/ })).toHaveAttribute('aria-expanded', 'false');

    // Your ideal roommate: folded; accepted answers, importance and dealbreaker per lifestyle category.
    const ideal = screen.getByRole('button', { name: /Your ideal roommate/ });
    expect(ideal).toHaveAttribute('aria-expanded', 'false');
    await user.click(ideal);
    const acceptedSleep = within(screen.getByRole('group', { name: 'Sleep Schedule: answers you accept' }));
    expect(screen.queryByLabelText(/Sleep Schedule: How much it matters/)).not.toBeInTheDocument();
    await user.click(acceptedSleep.getByRole('button', { name: 'Early Bird' }));
    const importance = screen.getByLabelText('Sleep Schedule: How much it matters');
    expect(importance).toHaveValue('somewhat');
    expect(within(importance).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Irrelevant',
      'A little',
      'Somewhat',
      'Very',
    ]);
    await user.selectOptions(importance, 'Very');
    await user.click(screen.getByRole('checkbox', { name: 'Sleep Schedule: Dealbreaker' }));
    // A scale takes a range of it, from a select.
    expect(screen.queryByRole('group', { name: 'Cleanliness: answers you accept' })).not.toBeInTheDocument();
    const cleanliness = screen.getByRole('combobox', { name: 'Cleanliness: What you accept' });
    expect(cleanliness).toHaveAccessibleDescription('An answer one step outside counts half.');
    expect(cleanliness).toHaveDisplayValue('Any is fine');
    expect(within(cleanliness).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any is fine',
      'At least Neat',
      'At least Average',
      'No neater than Neat',
      'No neater than Average',
      'Only Very Neat',
      'Only Neat',
      'Only Average',
      'Only Relaxed',
      'Neat to Average',
    ]);
    expect(screen.queryByLabelText('Cleanliness: How much it matters')).not.toBeInTheDocument();
    await user.selectOptions(cleanliness, 'At least Average');
    await user.selectOptions(cleanliness, 'At least Neat');
    expect(screen.getByLabelText('Cleanliness: How much it matters')).toHaveValue('somewhat');
    const acceptedSubstances = within(screen.getByRole('group', { name: 'Substances: answers you accept' }));
    await user.click(acceptedSubstances.getByRole('button', { name: 'No Smoking' }));
    await user.click(acceptedSubstances.getByRole('button', { name: 'Social Drinker' }));
    expect(ideal).toHaveTextContent('3 set');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Preview and submit.
    expect(await screen.findByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
    expect(stepOf(router)).toBe('?step=4');
    expect(screen.getByText('University of Michigan')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your ideal roommate' });
    expect(summary).toHaveTextContent('Early Bird · Matters: very · Dealbreaker');
    expect(summary).toHaveTextContent('At least Neat · Matters: somewhat');
    expect(screen.queryByText(CHANGES_GO_TO_REVIEW)).not.toBeInTheDocument();
    // The draft is on the server, on the step it is on.
    await waitFor(() => expect(calls.draft.draft).toMatchObject({ step: 4, bio: 'Hello there', university: 'uni-1' }));
    const saves = calls.draft.saved.length;
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Profile created successfully! It will be reviewed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile Pending Approval' })).toBeInTheDocument();
    expect(calls.uploads).toBe(3);
    expect(calls.submitted).toEqual({
      university: 'uni-1',
      major: 'Economics',
      graduationYear: new Date().getFullYear() + 4,
      bio: 'Hello there',
      socialMedia: { instagram: 'sam.r', snapchat: '', twitter: '', tiktok: '' },
      profileImages: ['/media/profile/1.jpg', '/media/profile/2.jpg'],
      roommatePreferences: {
        lookingForRoommate: true,
        gender: 'Female',
        hometown: 'Michigan',
        sleepSchedule: '',
        cleanliness: '',
        substances: ['No Alcohol', 'No Smoking'],
        religion: '',
        pastimes: ['Hiking'],
      },
      roommateExpectations: {
        sleepSchedule: { accepted: ['Early Bird'], importance: 'very', dealbreaker: true },
        cleanliness: { accepted: ['Very Neat', 'Neat'], importance: 'somewhat', dealbreaker: false },
        substances: { accepted: ['No Smoking', 'Social Drinker'], importance: 'somewhat', dealbreaker: false },
      },
    });
    // The submit deleted the draft, and nothing saved it again.
    expect(calls.draft.draft).toBeNull();
    expect(calls.draft.saved).toHaveLength(saves);
  }, 30_000);

  it('retries at submit a photo whose upload failed, and stops when it fails again', async () => {
    mockWizardApi(buildProfile({ profileStatus: 'rejected', profileImages: [] }));
    server.use(http.post(`${API}/upload`, () => HttpResponse.json({ success: false, error: 'Image must be less than 5MB' }, { status: 413 })));
    const { user } = open('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.upload(await screen.findByLabelText('Add photos'), [png('a.png')]);
    expect(await screen.findByText('Failed to upload photos')).toBeInTheDocument();
    expect(await screen.findByText('Not uploaded yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('combobox', { name: 'Major' })).toHaveValue('Economics');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(screen.getAllByText('Failed to upload photos')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
  });

  it('shows the server message when the submit fails', async () => {
    mockWizardApi(buildProfile({ profileStatus: 'pending' }));
    server.use(
      http.post(`${API}/profile/submit`, () =>
        HttpResponse.json({ success: false, error: 'Please select a university', fields: {} }, { status: 400 }),
      ),
    );
    const { user } = open('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('8 photos remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Please select a university')).toBeInTheDocument();
  });
});

describe('the wizard for a student who has a profile', () => {
  const approved = buildProfile({
    profileStatus: 'approved',
    bio: 'Early riser, tidy, loves hiking.',
    graduationYear: 2028,
    socialMedia: { instagram: 'sam.r', tiktok: 'samdances' },
    roommatePreferences: { lookingForRoommate: true, gender: 'Male', hometown: 'Michigan', substances: ['No Alcohol'], pastimes: ['Hiking'] },
    roommateExpectations: { cleanliness: { accepted: ['Neat', 'Very Neat'], importance: 'a_little', dealbreaker: false } },
  });

  it.each(['/create', '/profile/create', '/profile/edit'])('%s opens prefilled from GET /profile/me', async (path) => {
    mockWizardApi(approved);
    const { user } = open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /University of Michigan/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/a.jpg');
    expect(screen.getByAltText('Photo 2')).toHaveAttribute('src', '/media/profile/b.jpg');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('combobox', { name: 'Major' })).toHaveValue('Economics');
    expect(screen.getByLabelText('Graduation Year')).toHaveValue('2028');
    expect(screen.getByLabelText('Bio')).toHaveValue('Early riser, tidy, loves hiking.');
    expect(screen.getByLabelText('Instagram')).toHaveValue('sam.r');
    expect(screen.getByLabelText('TikTok')).toHaveValue('samdances');
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: 'Male' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Hometown' })).toHaveValue('Michigan');
    expect(within(screen.getByRole('group', { name: 'Substances' })).getByRole('button', { name: 'No Alcohol' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Interests/ })).toHaveTextContent('1 chosen');
    expect(screen.getByRole('button', { name: /Your ideal roommate/ })).toHaveTextContent('1 set');
    await user.click(screen.getByRole('button', { name: /Your ideal roommate/ }));
    expect(screen.getByRole('combobox', { name: 'Cleanliness: What you accept' })).toHaveDisplayValue('At least Neat');
    expect(screen.getByLabelText('Cleanliness: How much it matters')).toHaveValue('a_little');
  });

  it('says before submitting that an edit of an approved profile goes to review, and sends it', async () => {
    const calls = mockWizardApi(approved);
    const { user, router } = open('/profile/edit?step=4');
    expect(await screen.findByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit changes for review' });
    expect(screen.getByText(CHANGES_GO_TO_REVIEW)).toBeInTheDocument();
    expect(submit).toHaveAccessibleDescription(CHANGES_GO_TO_REVIEW);
    expect(screen.queryByRole('button', { name: 'Submit Profile' })).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Profile created successfully! It will be reviewed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.uploads).toBe(0);
    expect(calls.submitted).toMatchObject({
      university: 'uni-1',
      bio: 'Early riser, tidy, loves hiking.',
      profileImages: ['/media/profile/a.jpg', '/media/profile/b.jpg'],
      roommatePreferences: { gender: 'Male', hometown: 'Michigan', substances: ['No Alcohol'], pastimes: ['Hiking'] },
      // As the range it is, in the scale's order.
      roommateExpectations: { cleanliness: { accepted: ['Very Neat', 'Neat'], importance: 'a_little', dealbreaker: false } },
    });
  });

  it('a pending profile is submitted without the review notice', async () => {
    mockWizardApi(buildProfile({ profileStatus: 'pending', visibleToRoommates: false }));
    open('/profile/create?step=4');
    expect(await screen.findByRole('button', { name: 'Submit Profile' })).toBeInTheDocument();
    expect(screen.queryByText(CHANGES_GO_TO_REVIEW)).not.toBeInTheDocument();
    expect(screen.queryByText(CHANGES_GO_TO_REVIEW_AGAIN)).not.toBeInTheDocument();
  });

  it('says so again while an earlier edit of an approved profile waits for review', async () => {
    mockWizardApi(buildProfile({ profileStatus: 'pending', visibleToRoommates: true }));
    open('/profile/create?step=4');
    const submit = await screen.findByRole('button', { name: 'Submit changes for review' });
    expect(submit).toHaveAccessibleDescription(CHANGES_GO_TO_REVIEW_AGAIN);
  });

  it('reads an old profile without expectations', async () => {
    const { roommateExpectations: _, ...old } = approved;
    mockWizardApi(old as Profile);
    const { user } = open('/profile/edit?step=3');
    const ideal = await screen.findByRole('button', { name: /Your ideal roommate/ });
    expect(ideal).not.toHaveTextContent('set');
    await user.click(ideal);
    expect(screen.getAllByText('Any answer is fine.').length).toBeGreaterThan(0);
  });
});

describe('the wizard keeps its draft and its step', () => {
  it('the step is in the address: Back and Forward move between steps', async () => {
    mockWizardApi(buildProfile({ profileStatus: 'pending' }));
    const { user, router } = open('/profile/create');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/create');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();

    // The wizard's own Back is the history's Back when it came from the step before.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('a step the draft cannot reach yet shows the furthest one it can', async () => {
    mockWizardApi();
    const { router } = open('/profile/create?step=4');
    expect(await screen.findByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  });

  it('restores the draft after a reload (over the server profile), and Discard draft goes back to the profile', async () => {
    const calls = mockWizardApi(buildProfile({ profileStatus: 'approved', bio: 'Saved bio' }));
    const first = open('/profile/edit');
    await first.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await first.user.click(await screen.findByRole('button', { name: 'Continue' }));
    const bio = await screen.findByLabelText('Bio');
    await first.user.clear(bio);
    await first.user.type(bio, 'A draft bio');
    await first.user.click(screen.getByRole('button', { name: /Your ideal roommate/ }));
    await first.user.click(
      within(screen.getByRole('group', { name: 'Sleep Schedule: answers you accept' })).getByRole('button', { name: 'Night Owl' }),
    );
    expect(first.router.state.location.search).toBe('?step=3');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(await screen.findByText('Draft saved', {}, { timeout: 3000 })).toBeInTheDocument();
    first.unmount();

    // The reload: the same address, a new app.
    const second = open('/profile/edit?step=3');
    expect(await screen.findByText('We restored the draft you had not submitted yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue('A draft bio');
    expect(screen.getByRole('button', { name: /Your ideal roommate/ })).toHaveTextContent('1 set');

    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    expect(screen.queryByText('We restored the draft you had not submitted yet.')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.draft.discarded).toBe(1));
    expect(calls.draft.draft).toBeNull();
    await second.user.click(screen.getByRole('button', { name: 'Continue' }));
    await second.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Bio')).toHaveValue('Saved bio');
  });

  it('keeps the uploaded photos in the draft as their URLs, and a new tab opens on its step', async () => {
    const calls = mockWizardApi();
    const { user, unmount } = open('/profile/create');
    await user.click(await screen.findByRole('button', { name: /Oxford/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.upload(await screen.findByLabelText('Add photos'), [png('a.png')]);
    await waitFor(() => expect(screen.getByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/1.jpg'));
    await waitFor(() => expect(calls.draft.draft).toMatchObject({ step: 2, university: 'uni-2', profileImages: ['/media/profile/1.jpg'] }));
    // Only the finished upload was ever sent: never a photo still uploading.
    expect(calls.draft.saved.flatMap((body) => body.profileImages ?? [])).not.toContain('');
    unmount();

    // Another tab, without a step in the address.
    open('/profile/create');
    expect(await screen.findByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/1.jpg');
    expect(screen.getByText('9 photos remaining')).toBeInTheDocument();
  });

  it('keeps no draft when nothing was changed', async () => {
    const calls = mockWizardApi(buildProfile({ profileStatus: 'approved' }));
    const { user, unmount } = open('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls.draft.saved).toEqual([]);
    expect(calls.draft.discarded).toBe(0);
    expect(screen.queryByText('Draft saved')).not.toBeInTheDocument();
  });

  it('a change brought back to where the wizard started leaves no draft', async () => {
    const calls = mockWizardApi(buildProfile({ profileStatus: 'approved', bio: 'Saved bio' }));
    const { user } = open('/profile/edit?step=3');
    const bio = await screen.findByLabelText('Bio');
    await user.type(bio, '!');
    await waitFor(() => expect(calls.draft.draft).toMatchObject({ step: 3, bio: 'Saved bio!' }), { timeout: 3000 });
    await user.type(bio, '{Backspace}');
    await waitFor(() => expect(calls.draft.discarded).toBe(1));
    expect(calls.draft.draft).toBeNull();
  });
});

describe('the wizard keeps its draft on the server', () => {
  const halfDone = buildProfileDraft({
    step: 3,
    university: 'uni-2',
    universityName: 'Oxford',
    profileImages: ['/media/profile/kept.jpg'],
    major: 'Economics',
    graduationYear: new Date().getFullYear() + 1,
    bio: 'Half a bio',
    socialMedia: { instagram: 'sam.r' },
    roommatePreferences: { lookingForRoommate: true, gender: 'Female' },
    roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
  });

  it('opens on the step of the draft with its university, photos and fields', async () => {
    const calls = mockWizardApi(null, [michigan, oxford], halfDone);
    const { user, router } = open('/profile/create');
    expect(await screen.findByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
    // The address says the step from now on.
    await waitFor(() => expect(router.state.location.search).toBe('?step=3'));
    expect(screen.getByText('We restored the draft you had not submitted yet.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Info');
    expect(screen.getByLabelText('Bio')).toHaveValue('Half a bio');
    expect(screen.getByRole('combobox', { name: 'Major' })).toHaveValue('Economics');
    expect(screen.getByLabelText('Graduation Year')).toHaveValue(String(new Date().getFullYear() + 1));
    expect(screen.getByLabelText('Instagram')).toHaveValue('sam.r');
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Your ideal roommate/ })).toHaveTextContent('1 set');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/kept.jpg');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /Oxford/ })).toHaveAttribute('aria-pressed', 'true');
    // Looking around saves nothing: another tab still opens where the draft was left.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls.draft.saved).toEqual([]);
  });

  it("a step in the address wins over the draft's", async () => {
    const calls = mockWizardApi(null, [michigan, oxford], halfDone);
    const { user } = open('/profile/create?step=2');
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
    // A change is saved with the step shown.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(calls.draft.draft).toMatchObject({ step: 2, profileImages: [] }));
  });

  it('a step the draft cannot reach is not shown', async () => {
    const calls = mockWizardApi(null, [michigan, oxford], buildProfileDraft({ ...halfDone, step: 4, bio: '' }));
    const { user } = open('/profile/create');
    // Step 4 needs a bio: the draft opens on step 3, and stays there as the bio is written.
    const bio = await screen.findByLabelText('Bio');
    expect(screen.getByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
    await user.type(bio, 'Now a bio');
    await waitFor(() => expect(calls.draft.draft).toMatchObject({ step: 3, bio: 'Now a bio' }));
    expect(screen.getByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
  });

  it('saves a change with the step a moment after the last keystroke, and a new step at once', async () => {
    const calls = mockWizardApi(null, [michigan, oxford], halfDone);
    const { user } = open('/profile/create');
    const bio = await screen.findByLabelText('Bio');
    await user.type(bio, ' and more');
    await user.type(screen.getByLabelText('Instagram'), ' r');
    await user.type(screen.getByLabelText('TikTok'), '@sam_dances');
    expect(await screen.findByText('Draft saved', {}, { timeout: 3000 })).toBeInTheDocument();
    // One save for all those keystrokes, with the step; a handle the form refuses is left out.
    expect(calls.draft.saved).toHaveLength(1);
    expect(calls.draft.saved[0]).toMatchObject({
      step: 3,
      university: 'uni-2',
      bio: 'Half a bio and more',
      profileImages: ['/media/profile/kept.jpg'],
      socialMedia: { tiktok: '@sam_dances' },
      roommatePreferences: { gender: 'Female' },
      roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
    });
    await user.clear(screen.getByLabelText('Instagram'));
    await user.type(screen.getByLabelText('Instagram'), 'sam.r');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your Profile Preview' })).toBeInTheDocument();
    // The new step is saved at once, not a moment later.
    await waitFor(() => expect(calls.draft.saved.at(-1)).toMatchObject({ step: 4, socialMedia: { instagram: 'sam.r', tiktok: '@sam_dances' } }), {
      timeout: 400,
    });
  });

  it('sends what is not saved yet as the page goes away', async () => {
    const calls = mockWizardApi(null, [michigan, oxford], halfDone);
    const { user } = open('/profile/create');
    await user.type(await screen.findByLabelText('Bio'), '!');
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(calls.draft.saved).toHaveLength(1), { timeout: 400 });
    expect(calls.draft.saved[0]).toMatchObject({ step: 3, bio: 'Half a bio!' });
    // A request the browser sends on after the page is gone.
    expect(calls.draft.keptAlive).toBe(1);
    // Nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls.draft.saved).toHaveLength(1);
  });

  it('a failed save says so and keeps the work, and the next change saves it', async () => {
    const calls = mockWizardApi(null, [michigan, oxford], halfDone);
    calls.draft.failSaves = true;
    const { user } = open('/profile/create');
    const bio = await screen.findByLabelText('Bio');
    await user.type(bio, ' lost?');
    expect(
      await screen.findByText("Couldn't save your draft; we'll try again", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Express Yourself' })).toBeInTheDocument();
    expect(bio).toHaveValue('Half a bio lost?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.draft.draft?.bio).toBe('Half a bio');

    calls.draft.failSaves = false;
    await user.type(bio, ' No.');
    expect(await screen.findByText('Draft saved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.draft.draft?.bio).toBe('Half a bio lost? No.');
  });

  it('saves nothing after a successful submit, not even the photos uploaded by it', async () => {
    const calls = mockWizardApi(null, [michigan, oxford], buildProfileDraft({ ...halfDone, step: 2, profileImages: [] }));
    server.use(http.post(`${API}/upload`, () => HttpResponse.json({ success: false, error: 'Try again later' }, { status: 503 }), { once: true }));
    const { user, router } = open('/profile/create');
    await user.upload(await screen.findByLabelText('Add photos'), [png('a.png')]);
    expect(await screen.findByText('Not uploaded yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.submitted).toMatchObject({ profileImages: ['/media/profile/1.jpg'] });
    const saves = calls.draft.saved.length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(calls.draft.saved).toHaveLength(saves);
    expect(calls.draft.saved.some((body) => body.profileImages?.includes('/media/profile/1.jpg'))).toBe(false);
    expect(calls.draft.draft).toBeNull();
  });

  it('shows the error when the draft cannot be read', async () => {
    mockWizardApi();
    server.use(http.get(`${API}/profile/draft`, () => HttpResponse.json({ success: false, error: 'Something went wrong' }, { status: 500 })));
    open('/profile/create');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('the university step and the student’s membership', () => {
  const umich = buildUniversity({ id: 'uni-m', name: 'University of Michigan', emailDomains: ['umich.edu'] });
  const oxbridge = buildUniversity({ id: 'uni-o', name: 'Oxford', emailDomains: ['ox.ac.uk', 'oxford.ac.uk'] });
  const openCollege = buildUniversity({ id: 'uni-open', name: 'Open College', joinWithoutUniversityEmail: true });
  const closed = buildUniversity({ id: 'uni-closed', name: 'Closed College' });
  const all = [umich, oxbridge, openCollege, closed];
  const atMichigan = buildMembership({ universities: [{ id: umich.id, name: umich.name }], pendingEmail: 'sam@ox.ac.uk' });

  const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

  it('lets the student pick where they are verified, may join unverified, or can prove it; not where nobody can join yet', async () => {
    mockWizardApi(null, all, null, atMichigan);
    const { user, router } = open('/profile/create');
    await screen.findByRole('button', { name: /^Oxford/ });

    expect(row('University of Michigan')).not.toHaveAttribute('aria-disabled');
    expect(row('University of Michigan')).toHaveTextContent('Verified');
    expect(row('Open College')).not.toHaveAttribute('aria-disabled');
    expect(row('Open College')).toHaveTextContent('Unverified membership');
    expect(row('Oxford')).not.toHaveAttribute('aria-disabled');
    expect(row('Oxford')).toHaveAccessibleName(/Confirm an address at ox\.ac\.uk or oxford\.ac\.uk/);
    expect(row('Closed College')).toHaveAttribute('aria-disabled', 'true');
    expect(row('Closed College')).toHaveTextContent('Not open yet');
    expect(screen.queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();

    // A university nobody can join yet is not picked.
    await user.click(row('Closed College'));
    expect(row('Closed College')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a university')).toBeInTheDocument();

    await user.click(row('Open College'));
    expect(row('Open College')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
  });

  it('refuses a university nobody can join yet, says why, and offers to tell the student when it opens', async () => {
    const calls = mockWizardApi(null, all, null, atMichigan);
    const { user } = open('/profile/create');
    await user.click(await screen.findByRole('button', { name: /^Closed College/ }));

    const note = await screen.findByRole('group', { name: 'Closed College is not open yet' });
    expect(note).toHaveFocus();
    expect(note).toHaveTextContent("Nobody can join Closed College yet: Quad has no e-mail domain for it yet.");
    expect(row('Closed College')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a university')).toBeInTheDocument();

    // One click: the server tells the student's account once it opens.
    await user.click(within(note).getByRole('button', { name: 'Tell me when it opens: Closed College' }));
    expect(await within(note).findByRole('status')).toHaveTextContent("We'll let you know when Closed College opens on Quad.");
    expect(calls.universities.universityRequests).toMatchObject([
      { universityId: closed.id, email: student.email, status: 'added', toldAt: null },
    ]);

    // Picking one that can be joined puts the note away.
    await user.click(row('Open College'));
    expect(screen.queryByRole('group', { name: /is not open yet/ })).not.toBeInTheDocument();
    expect(row('Open College')).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a draft holding a university nobody can join yet on the first step, with the reason and "Tell me when it opens"', async () => {
    const draft = buildProfileDraft({ step: 2, university: closed.id, universityName: closed.name });
    mockWizardApi(null, all, draft, atMichigan);
    open('/profile/create');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Nobody can join Closed College yet: Quad has no e-mail domain for it yet.");
    expect(within(alert).queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Tell me when it opens: Closed College' })).toBeInTheDocument();
  });

  it('proves membership in place: the link goes out, the step waits, and moves on by itself once it is opened elsewhere', async () => {
    const calls = mockWizardApi(null, all, null, buildMembership());
    let stream: SseChannel | undefined;
    server.use(
      http.get(`${API}/events`, ({ request }) => {
        const { response, channel } = sseResponse(request);
        stream = channel;
        channel.send('hello', { unread: 0, fresh: false, unreadConversations: 0 });
        return response;
      }),
    );
    const { user, router } = open('/profile/create');
    await user.click(await screen.findByRole('button', { name: /^University of Michigan/ }));

    const proof = await screen.findByRole('region', { name: 'Show that you study at University of Michigan' });
    // Continue leads to the address field, not past the step.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = within(proof).getByLabelText('Your address at umich.edu');
    expect(field).toHaveFocus();
    await user.type(field, 'sam@gmail.com');
    calls.membership.refuseAdd = {
      status: 400,
      body: { error: 'Invalid input', fields: { email: 'This is a webmail address; enter the address your university gave you' } },
    };
    await user.click(within(proof).getByRole('button', { name: 'Send link' }));
    expect(await within(proof).findByText(/This is a webmail address/)).toBeInTheDocument();

    calls.membership.refuseAdd = null;
    await user.clear(field);
    await user.type(field, 'sam@umich.edu');
    await user.click(within(proof).getByRole('button', { name: 'Send link' }));
    expect(await within(proof).findByText(/We sent a link to/)).toHaveTextContent('We sent a link to sam@umich.edu');
    expect(within(proof).getByRole('status')).toHaveTextContent('Waiting for the link to be opened. Your draft is kept.');
    expect(calls.membership.added).toEqual(['sam@gmail.com', 'sam@umich.edu']);

    // Sent again, then another address.
    await user.click(within(proof).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(calls.membership.added).toHaveLength(3));
    await user.click(within(proof).getByRole('button', { name: 'Change address' }));
    expect(within(proof).getByLabelText('Your address at umich.edu')).toHaveFocus();
    await user.click(within(proof).getByRole('button', { name: 'Cancel' }));
    expect(within(proof).getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();

    // The link is opened on a phone: the stream says so, and the step moves on.
    calls.membership.membership = buildMembership({ universityEmail: 'sam@umich.edu', universities: [{ id: umich.id, name: umich.name }] });
    await waitFor(() => expect(stream).toBeDefined());
    act(() => stream!.send('membershipChanged', {}, '1'));
    expect(await screen.findByRole('heading', { name: 'Add your photos' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    expect(await screen.findByText('Confirmed: you study at University of Michigan.')).toBeInTheDocument();
  });

  describe("the university's Google account", () => {
    const GOOGLE = "Use my university's Google account";
    const NOT_MANAGED =
      'This Google account is not managed by your university. Choose the account your university gave you, or confirm your university e-mail with a link.';
    // Left on the first step for Google, with Michigan picked (the rest done earlier).
    const leftForGoogle = buildProfileDraft({
      step: 3,
      university: umich.id,
      universityName: umich.name,
      profileImages: ['/media/profile/kept.jpg'],
      major: 'Economics',
      graduationYear: new Date().getFullYear() + 1,
      bio: 'Half a bio',
    });

    beforeEach(() => {
      vi.spyOn(googleConsent, 'open').mockImplementation(() => undefined);
    });

    it('is not offered without Google sign-in', async () => {
      mockWizardApi(null, all, null, buildMembership());
      const { user } = open('/profile/create');
      await user.click(await screen.findByRole('button', { name: /^University of Michigan/ }));
      const proof = await screen.findByRole('region', { name: 'Show that you study at University of Michigan' });
      await waitFor(() => expect(appQueryClient.getQueryData(getPublicConfigQueryOptions().queryKey)).toBeDefined());
      expect(within(proof).queryByRole('button', { name: GOOGLE })).not.toBeInTheDocument();
    });

    it('opens Google’s consent screen from the proof, to come back to the wizard, its draft kept', async () => {
      mockPublicConfig({ googleSignIn: true });
      const calls = mockWizardApi(null, all, null, buildMembership());
      const { user } = open('/profile/create');
      await user.click(await screen.findByRole('button', { name: /^University of Michigan/ }));
      const proof = await screen.findByRole('region', { name: 'Show that you study at University of Michigan' });
      const button = await within(proof).findByRole('button', { name: GOOGLE });
      expect(button).toHaveAccessibleDescription('If your university gives you a Google account, choose it at Google: no link to wait for.');
      // Beside the address form, not in place of it.
      expect(within(proof).getByLabelText('Your address at umich.edu')).toBeInTheDocument();

      await user.click(button);
      await waitFor(() => expect(googleConsent.open).toHaveBeenCalledWith(GOOGLE_CONSENT_URL));
      expect(calls.membership.googleStarts).toEqual(['/profile/create']);
      expect(within(proof).getByRole('button', { name: 'Opening Google...' })).toBeDisabled();
      // The page goes away: the university picked is kept with the draft.
      fireEvent(window, new Event('pagehide'));
      await waitFor(() => expect(calls.draft.draft).toMatchObject({ step: 1, university: umich.id }));
    });

    it('says in the proof why Google cannot be opened', async () => {
      mockPublicConfig({ googleSignIn: true });
      const calls = mockWizardApi(null, all, null, buildMembership({ pendingEmail: 'sam@umich.edu' }));
      calls.membership.refuseGoogle = { status: 404, body: { error: 'Google sign-in is not available' } };
      const { user } = open('/profile/create');
      await user.click(await screen.findByRole('button', { name: /^University of Michigan/ }));
      const proof = await screen.findByRole('region', { name: 'Show that you study at University of Michigan' });
      // Offered while the link waits too.
      expect(within(proof).getByText(/We sent a link to/)).toBeInTheDocument();
      await user.click(await within(proof).findByRole('button', { name: GOOGLE }));
      expect(await within(proof).findByRole('alert')).toHaveTextContent('Google sign-in is not available');
      expect(within(proof).getByRole('button', { name: GOOGLE })).toBeEnabled();
      expect(googleConsent.open).not.toHaveBeenCalled();
    });

    it('back from Google with the address confirmed, says so on the university step, with the university of the draft', async () => {
      mockPublicConfig({ googleSignIn: true });
      mockWizardApi(null, all, leftForGoogle, buildMembership({ universityEmail: 'sam@umich.edu', universities: [{ id: umich.id, name: umich.name }] }));
      const { user, router } = open('/profile/create?universityEmail=confirmed');

      expect(await screen.findByText('Your university e-mail is confirmed.')).toBeInTheDocument();
      // Not the draft's step 3: the step the student left from, now done.
      expect(await screen.findByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /^University of Michigan/ })).toHaveAttribute('aria-pressed', 'true');
      expect(row('University of Michigan')).toHaveTextContent('Verified');
      expect(screen.queryByRole('region', { name: /Show that you study/ })).not.toBeInTheDocument();
      // Said once: a reload does not say it again.
      await waitFor(() => expect(router.state.location.search).toBe(''));

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/kept.jpg');
      expect(router.state.location.search).toBe('?step=2');
    });

    it('back from Google without a proof, says why in the proof, once', async () => {
      mockPublicConfig({ googleSignIn: true });
      mockWizardApi(null, all, leftForGoogle, buildMembership());
      const { user, router } = open(`/profile/create?universityEmailError=${encodeURIComponent(NOT_MANAGED)}`);

      const proof = await screen.findByRole('region', { name: 'Show that you study at University of Michigan' });
      const alert = await within(proof).findByRole('alert');
      expect(alert).toHaveTextContent(NOT_MANAGED);
      expect(screen.getByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
      expect(within(proof).getByLabelText('Your address at umich.edu')).toBeInTheDocument();
      expect(await within(proof).findByRole('button', { name: GOOGLE })).toBeEnabled();
      expect(screen.queryByText('Your university e-mail is confirmed.')).not.toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));

      // Another university and back: the reason is not said again.
      await user.click(await screen.findByRole('button', { name: /^Open College/ }));
      expect(screen.queryByRole('region', { name: /Show that you study/ })).not.toBeInTheDocument();
      await user.click(row('University of Michigan'));
      const again = await screen.findByRole('region', { name: 'Show that you study at University of Michigan' });
      expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('keeps a draft holding a university the student cannot join on the first step, and says why', async () => {
    const draft = buildProfileDraft({
      step: 3,
      university: oxbridge.id,
      universityName: oxbridge.name,
      profileImages: ['/media/profile/kept.jpg'],
      major: 'Economics',
      graduationYear: new Date().getFullYear() + 1,
      bio: 'Half a bio',
    });
    mockWizardApi(null, all, draft, atMichigan);
    const { user, router } = open('/profile/create');

    // The link already on its way to an Oxford address: the step waits for it.
    const proof = await screen.findByRole('region', { name: 'Show that you study at Oxford' });
    expect(within(proof).getByText(/We sent a link to/)).toHaveTextContent('We sent a link to sam@ox.ac.uk');
    expect(screen.getByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    // Not the draft's step 3: the first step, which an address without a step stands for.
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: /^Oxford/ })).toHaveAttribute('aria-pressed', 'true');

    // Continue stays, and leads to what is left to do.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    expect(within(proof).getByRole('button', { name: 'Send the link again' })).toHaveFocus();

    // Another university: the rest of the draft is as it was.
    await user.click(row('University of Michigan'));
    expect(screen.queryByRole('region', { name: /Show that you study/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByAltText('Photo 1')).toHaveAttribute('src', '/media/profile/kept.jpg');
  });

  it('shows the server’s refusal of the university on the university step', async () => {
    const refusal = 'To join University of Michigan, verify an address at umich.edu: add it as your university e-mail in Settings';
    // The address was removed in another tab: this page still thinks Michigan can be joined.
    mockWizardApi(buildProfile({ profileStatus: 'pending', university: umich.id, universityName: umich.name }), all, null, atMichigan);
    server.use(
      http.post(`${API}/profile/submit`, () =>
        HttpResponse.json({ success: false, error: refusal, fields: { university: refusal } }, { status: 400 }),
      ),
    );
    const { user, router } = open('/profile/create?step=4');
    await user.click(await screen.findByRole('button', { name: 'Submit Profile' }));

    expect(await screen.findByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Show that you study at University of Michigan' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Choose your university' })).toBeInTheDocument();
  });
});
