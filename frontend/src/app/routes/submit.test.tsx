import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildMembership, mockMembershipApi } from '@/testing/mocks/membership';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { buildSubmission, buildSubmissionDraft, buildSubmissionPhoto, mockSubmissionsApi } from '@/testing/mocks/submissions';
import { renderRoutes, signInAs } from '@/testing/test-utils';

vi.setConfig({ testTimeout: 15_000 });
configure({ asyncUtilTimeout: 3000 });

const michigan = { id: 'uni-1', name: 'University of Michigan' };
const oxford = { id: 'uni-2', name: 'Oxford' };

const png = (name: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function open(path = '/submit', { universities = [michigan], handle = 'sam.r' }: { universities?: typeof michigan[]; handle?: string | null } = {}) {
  mockMembershipApi({ membership: buildMembership({ universities }) });
  mockProfileApi(buildProfile({ socialMedia: handle ? { instagram: handle } : {} }));
  signInAs(buildUser({ firstName: 'Sam', lastName: 'rivera' }));
  return renderRoutes(routes, path);
}

async function formReady() {
  return screen.findByRole('combobox', { name: 'University' });
}

/** Ticks the two required consents. */
async function agree(user: ReturnType<typeof open>['user']) {
  await user.click(screen.getByRole('checkbox', { name: "Feature it on my university's page on Quad" }));
  await user.click(screen.getByRole('checkbox', { name: 'Everyone identifiable in these photos agreed to be featured' }));
}

/** Fills in everything the form asks for: one uploaded photo, a caption and the two consents. */
async function fillIn(user: ReturnType<typeof open>['user']) {
  await user.upload(screen.getByLabelText('Add photos'), [png('a.png')]);
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('img')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText('Uploading photo 1')).not.toBeInTheDocument());
  await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Sunset on the Diag');
  await agree(user);
}

describe('/submit', () => {
  it('explains that only verified students submit, with the way to Settings, and shows no form', async () => {
    mockSubmissionsApi();
    open('/submit', { universities: [] });
    expect(await screen.findByRole('heading', { name: 'Only verified students of a university can submit there' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your university e-mail' })).toHaveAttribute('href', '/settings?universityEmail=add');
    expect(screen.queryByRole('combobox', { name: 'University' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('offers the verified universities, preselecting the one in the address', async () => {
    mockSubmissionsApi();
    open('/submit?university=uni-2', { universities: [michigan, oxford] });
    const select = await formReady();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['University of Michigan', 'Oxford']);
    expect(select).toHaveValue('uni-2');
    expect(document.title).toBe('Submit photos · Quad');
  });

  it('counts characters, hashtags and @mentions as the server does, the credit included for Instagram', async () => {
    mockSubmissionsApi();
    const { user } = open();
    await formReady();
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    await user.type(caption, '#GoBlue at the Diag with @ana and @bo, write to team@umich.edu or # alone');
    expect(screen.getByText('73/2200 characters')).toBeInTheDocument();
    expect(screen.getByText('1/30 hashtags')).toBeInTheDocument();
    expect(screen.getByText('2/20 @mentions')).toBeInTheDocument();

    // Credited by the handle on Instagram: "\n\n📸 @sam.r" is added (10 characters, one @mention).
    await user.click(screen.getByRole('radio', { name: 'My Instagram handle (@sam.r)' }));
    await user.click(screen.getByRole('checkbox', { name: "Also post it on my university's Instagram account, with my credit" }));
    expect(screen.getByText('83/2200 characters')).toBeInTheDocument();
    expect(screen.getByText('3/20 @mentions')).toBeInTheDocument();

    fireEvent.change(caption, { target: { value: Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ') } });
    expect(screen.getByText('31/30 hashtags')).toHaveClass('text-rose-700');
  });

  it('credits by name unless the roommate profile has an Instagram handle', async () => {
    mockSubmissionsApi();
    open('/submit', { handle: null });
    await formReady();
    expect(screen.getByRole('radio', { name: 'My name (Sam R.)' })).toBeChecked();
    const handle = screen.getByRole('radio', { name: 'My Instagram handle' });
    expect(handle).toBeDisabled();
    expect(handle).toHaveAccessibleDescription(/Add your Instagram handle to your roommate profile to use it/);
  });

  it('restores the draft, thumbnails included, and keeps changes to it after a pause', async () => {
    const api = mockSubmissionsApi({
      draft: buildSubmissionDraft({
        universityId: 'uni-2',
        caption: 'Snow on the quad',
        credit: 'instagram',
        photos: [buildSubmissionPhoto('snow'), buildSubmissionPhoto('ice')],
        consentInstagram: true,
      }),
    });
    const { user } = open('/submit', { universities: [michigan, oxford] });
    expect(await formReady()).toHaveValue('uni-2');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('Snow on the quad');
    expect(screen.getByRole('radio', { name: 'My Instagram handle (@sam.r)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "Also post it on my university's Instagram account, with my credit" })).toBeChecked();
    // The required consents are asked every time.
    expect(screen.getByRole('checkbox', { name: "Feature it on my university's page on Quad" })).not.toBeChecked();
    const photos = within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['/media/submission/snow-thumb.jpg', '/media/submission/ice-thumb.jpg']);
    // Opening it saves nothing.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(api.saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), '!');
    await waitFor(() => expect(api.saved).toHaveLength(1), { timeout: 2000 });
    expect(api.saved[0]).toEqual({
      universityId: 'uni-2',
      caption: 'Snow on the quad!',
      credit: 'instagram',
      photos: ['/media/submission/ice.jpg', '/media/submission/snow.jpg'],
      consentInstagram: true,
    });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });

  it('saves what is not saved yet as the page is hidden', async () => {
    const api = mockSubmissionsApi();
    const { user } = open();
    await formReady();
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Hi');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.keptAlive).toBe(1));
    expect(api.saved[0]).toMatchObject({ universityId: 'uni-1', caption: 'Hi' });
  });

  it('discards the draft and starts over', async () => {
    const api = mockSubmissionsApi({ draft: buildSubmissionDraft({ universityId: 'uni-1', caption: 'Old words' }) });
    const { user } = open();
    await formReady();
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('Old words');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(api.discarded).toBe(1));
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('');
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('uploads photos as they are chosen, reorders and removes them, and says why a file was refused', async () => {
    const api = mockSubmissionsApi({ failUploads: { 2: { status: 413, error: 'Image must be less than 5MB' } } });
    const { user } = open();
    await formReady();
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png'), png('big.png'), png('b.png')]);
    const list = screen.getByRole('list', { name: 'Your photos' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    expect(api.uploads).toBe(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('big.png: Image must be less than 5MB');
    const sources = () => within(list).getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(sources()).toEqual(['/media/submission/upload-1-thumb.jpg', '/media/submission/upload-3-thumb.jpg']);

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(sources()).toEqual(['/media/submission/upload-3-thumb.jpg', '/media/submission/upload-1-thumb.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(sources()).toEqual(['/media/submission/upload-1-thumb.jpg']);

    await user.click(screen.getByRole('button', { name: 'Dismiss the message about big.png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image, or larger than 5 MB, before sending it', async () => {
    const api = mockSubmissionsApi();
    open();
    await formReady();
    const input = screen.getByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/*');
    const huge = png('huge.png', 5 * 1024 * 1024 + 1);
    // What the browser's picker lets through when "All files" is chosen.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), huge] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('notes.txt: Please select an image file');
    expect(alert).toHaveTextContent('huge.png: Image must be less than 5MB');
    expect(api.uploads).toBe(0);
  });

  it('hides the add tile at 10 photos and refuses the files beyond', async () => {
    const api = mockSubmissionsApi();
    const { user } = open();
    await formReady();
    const files = Array.from({ length: 11 }, (_, i) => png(`p${i}.png`));
    await user.upload(screen.getByLabelText('Add photos'), files);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('img')).toHaveLength(10));
    expect(api.uploads).toBe(10);
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('p10.png: You can add at most 10 photos');
  });

  it('shows every problem at once on submit, sends nothing, and takes the banner away once all are fixed', async () => {
    const api = mockSubmissionsApi();
    const { user, router } = open('/submit', { universities: [michigan, oxford] });
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix what is marked below.');
    const university = screen.getByRole('combobox', { name: 'University' });
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    expect(university).toHaveAccessibleDescription('Please choose your university');
    expect(university).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(/Please add at least one photo/);
    expect(caption).toHaveAccessibleDescription(/Please enter a caption/);
    expect(caption).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Consent' })).toHaveAccessibleDescription(
      "Please agree to have it featured on your university's page on Quad, and confirm that everyone identifiable in the photos agreed to be featured",
    );
    expect(api.created).toEqual([]);

    // Each fix takes its own message away; the banner stays while anything is still marked.
    await user.selectOptions(university, 'uni-2');
    expect(screen.queryByText('Please choose your university')).not.toBeInTheDocument();
    await user.type(caption, 'Snow on the quad');
    expect(screen.queryByText('Please enter a caption')).not.toBeInTheDocument();
    await agree(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix what is marked below.');
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png')]);
    await waitFor(() => expect(screen.queryByText('Please add at least one photo')).not.toBeInTheDocument());
    expect(screen.queryByText('Please fix what is marked below.')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.queryByText('Uploading photo 1')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions'));
    expect(api.created).toHaveLength(1);
    expect(api.created[0]).toMatchObject({ universityId: 'uni-2', caption: 'Snow on the quad' });
  });

  it('checks the caption with the credit Instagram adds to it', async () => {
    const api = mockSubmissionsApi();
    const { user } = open();
    await formReady();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), {
      target: { value: Array.from({ length: 20 }, (_, i) => `@p${i}`).join(' ') },
    });
    await user.click(screen.getByRole('radio', { name: 'My Instagram handle (@sam.r)' }));
    await user.click(screen.getByRole('checkbox', { name: "Also post it on my university's Instagram account, with my credit" }));
    await agree(user);
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png')]);
    await waitFor(() => expect(screen.queryByText('Uploading photo 1')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveAccessibleDescription(
      /With the credit added, the caption must stay within Instagram's limits: Instagram allows at most 20 @mentions in a caption/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix what is marked below.');
    expect(api.created).toEqual([]);
  });

  it('shows the server’s field errors beside their fields', async () => {
    const api = mockSubmissionsApi({
      failSubmitWith: {
        status: 400,
        error: 'Photos must be ones you uploaded for this submission',
        fields: {
          photos: 'Photos must be ones you uploaded for this submission',
          caption: 'Instagram allows at most 30 hashtags in a caption',
        },
      },
    });
    const { user } = open();
    await formReady();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix what is marked below.');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveAccessibleDescription(/Instagram allows at most 30 hashtags in a caption/);
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(/Photos must be ones you uploaded for this submission/);
    expect(api.created).toHaveLength(1);

    // Changing a field takes its message away; the banner goes with the last one.
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'x');
    expect(screen.queryByText('Instagram allows at most 30 hashtags in a caption')).not.toBeInTheDocument();
    expect(screen.getByText('Please fix what is marked below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByText('Photos must be ones you uploaded for this submission')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fix what is marked below.')).not.toBeInTheDocument();
  });

  it.each([
    [403, 'Only verified students of University of Michigan can submit content there. To become one, add an address at umich.edu.'],
    [429, 'You have 5 submissions waiting for review. You can send more once they are decided.'],
  ])('shows a %s as an alert above the form, in the server’s words', async (status, error) => {
    mockSubmissionsApi({ failSubmitWith: { status, error } });
    const { user } = open();
    await formReady();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    // Once the form changes, the answer about the last attempt is out of date.
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), '!');
    expect(screen.queryByText(error)).not.toBeInTheDocument();
  });

  it('sends the form and goes to My submissions, where the new one waits for review', async () => {
    const api = mockSubmissionsApi({ draft: buildSubmissionDraft({ universityId: 'uni-1' }) });
    const { user, router } = open();
    await formReady();
    await user.upload(screen.getByLabelText('Add photos'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('img')).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Sunset on the Diag');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions'));
    expect(await screen.findByText('Sent for review. We will tell you when it is decided.')).toBeInTheDocument();
    expect(api.created).toEqual([
      {
        universityId: 'uni-1',
        caption: 'Sunset on the Diag',
        credit: 'name',
        photos: ['/media/submission/upload-1.jpg', '/media/submission/upload-2.jpg'],
        consent: { quad: true, instagram: false, peopleAgreed: true },
      },
    ]);
    expect(await screen.findByRole('article', { name: /^University of Michigan, submitted/ })).toHaveTextContent('Waiting for review');
    // Nothing was saved as a draft after the submit (the server discarded it).
    const savesAfter = api.saved.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(api.saved).toHaveLength(savesAfter);
    expect(api.draft).toBeNull();
  });

  describe('revising', () => {
    it('shows the reviewer’s reason and sends the changes with the version', async () => {
      const submission = buildSubmission({
        status: 'changes_requested',
        reason: 'Please crop out the licence plate',
        caption: 'Game day',
        version: 3,
        photos: [buildSubmissionPhoto('game')],
      });
      const api = mockSubmissionsApi({ submissions: [submission] });
      const { user, router } = open(`/submit?revise=${submission.id}`);
      expect(await screen.findByText('Please crop out the licence plate')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Change your submission' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'University' })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('Game day');
      expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: 'Caption' }), '!');
      await user.click(screen.getByRole('checkbox', { name: 'Everyone identifiable in these photos agreed to be featured' }));
      await user.click(screen.getByRole('button', { name: 'Send changes for review' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/submissions'));
      expect(api.revised).toEqual([
        {
          id: submission.id,
          body: {
            universityId: 'uni-1',
            caption: 'Game day!',
            credit: 'name',
            photos: ['/media/submission/game.jpg'],
            consent: { quad: true, instagram: true, peopleAgreed: true },
            version: 3,
          },
        },
      ]);
      expect(api.saved).toEqual([]);
    });

    it('shows a 409 in the server’s words', async () => {
      const submission = buildSubmission({ status: 'pending' });
      mockSubmissionsApi({
        submissions: [submission],
        failSubmitWith: { status: 409, error: 'This submission changed since you opened it. Reload it and try again.' },
      });
      const { user } = open(`/submit?revise=${submission.id}`);
      await user.click(await screen.findByRole('checkbox', { name: 'Everyone identifiable in these photos agreed to be featured' }));
      await user.click(screen.getByRole('button', { name: 'Send changes for review' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This submission changed since you opened it. Reload it and try again.');
    });

    it('refuses to change a decided submission', async () => {
      const submission = buildSubmission({ status: 'approved' });
      mockSubmissionsApi({ submissions: [submission] });
      open(`/submit?revise=${submission.id}`);
      expect(await screen.findByRole('heading', { name: /can no longer be changed/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to My submissions' })).toHaveAttribute('href', '/submissions');
      expect(screen.queryByRole('button', { name: 'Send changes for review' })).not.toBeInTheDocument();
    });
  });
});
