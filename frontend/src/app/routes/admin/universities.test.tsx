import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUniversityRequest, buildUser, universityList } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const admin = buildUser({ role: 'admin', isAdmin: true });

const michigan = buildUniversity({
  name: 'University of Michigan',
  slug: 'umich',
  location: 'Ann Arbor, MI',
  logoUrl: '/media/logos/umich.png',
  logoThumbnailUrl: '/media/logos/umich.thumb.png',
  description: 'A public research university in Ann Arbor.',
  instagramUrl: 'https://www.instagram.com/umich',
  instagramLinks: [{ url: 'https://www.instagram.com/umich', channelName: 'umich' }],
  emailDomains: ['med.umich.edu', 'umich.edu'],
});
const oxford = buildUniversity({
  name: 'Oxford',
  slug: 'oxford',
  location: 'Oxford, UK',
  description: '',
  instagramUrl: null,
  instagramLinks: [],
  joinWithoutUniversityEmail: true,
  createdAt: '2026-01-01T00:00:00Z',
});
const ucla = buildUniversity({
  name: 'UCLA',
  slug: 'ucla',
  location: 'Los Angeles, CA',
  description: 'Short one',
  instagramUrl: 'https://www.instagram.com/ucla',
  instagramLinks: [{ url: 'https://www.instagram.com/ucla', channelName: '' }],
});

async function openPage(path = '/admin/universities') {
  signInAs(admin);
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Universities' });
  return view;
}

function png(name = 'logo.png', bytes = 64): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

const logoInput = () => screen.getByLabelText('University Logo', { selector: 'input' });

describe('/admin/universities', () => {
  it('shows the title, the controls and "Loading universities..." first', async () => {
    mockUniversitiesApi([michigan], { latency: 200 });
    await openPage();
    expect(document.title).toBe('Universities · Admin · Quad');
    expect(screen.getByText('Manage universities in the system')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add University' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search universities...')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter')).toHaveValue('all');
    expect(screen.getByLabelText('Sort')).toHaveValue('name');
    expect(screen.getByText('Loading universities...').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'University of Michigan' })).toBeInTheDocument();
  });

  it('lists logo or placeholder, name linking to /{slug}, who may join, truncated description and the Instagram label', async () => {
    mockUniversitiesApi([michigan, oxford, ucla]);
    await openPage();
    const table = await screen.findByRole('table', { name: 'Universities' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['University', 'Description', 'Instagram', 'Actions']);

    // By name: Oxford, UCLA, University of Michigan.
    const [, oxfordRow, uclaRow, michiganRow] = within(table).getAllByRole('row');
    expect(within(michiganRow!).getByRole('link', { name: 'University of Michigan' })).toHaveAttribute('href', '/umich');
    expect(michiganRow!.querySelector('img')).toHaveAttribute('src', '/media/logos/umich.thumb.png');
    expect(within(michiganRow!).getByText('A public research un...')).toBeInTheDocument();
    expect(within(michiganRow!).getByRole('link', { name: /@umich/ })).toHaveAttribute('href', 'https://www.instagram.com/umich');
    expect(within(michiganRow!).getByText('E-mail domains: med.umich.edu, umich.edu')).toBeInTheDocument();
    expect(within(oxfordRow!).getByText('No e-mail domain · students may join without one')).toBeInTheDocument();
    expect(within(uclaRow!).getByText('No e-mail domain · students cannot join yet')).toBeInTheDocument();

    expect(oxfordRow!.querySelector('img')).toBeNull();
    expect(within(oxfordRow!).getByText('No description')).toBeInTheDocument();
    expect(within(oxfordRow!).getByText('-')).toBeInTheDocument();

    expect(within(uclaRow!).getByText('Short one')).toBeInTheDocument();
    expect(within(uclaRow!).getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/ucla');
    expect(within(uclaRow!).getByRole('button', { name: 'Edit UCLA' })).toBeInTheDocument();
    expect(within(uclaRow!).getByRole('button', { name: 'Delete UCLA' })).toBeInTheDocument();
  });

  it('says "No universities found." when there are none', async () => {
    mockUniversitiesApi([]);
    await openPage();
    expect(await screen.findByText('No universities found.')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const api = mockUniversitiesApi([michigan, oxford]);
    const { user, router } = await openPage();
    await screen.findByRole('link', { name: 'Oxford' });
    await user.type(screen.getByRole('searchbox', { name: /search universities/i }), 'ann arbor');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Oxford' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'University of Michigan' })).toBeInTheDocument();
    const searches = api.requests.filter((r) => r.url.pathname.endsWith('/universities')).map((r) => r.url.searchParams.get('search'));
    // Debounced: one call for the whole word, not one per key.
    expect(searches).toEqual([null, 'ann arbor']);
    expect(router.state.location.search).toBe('?search=ann+arbor');

    await user.clear(screen.getByRole('searchbox', { name: /search universities/i }));
    await user.type(screen.getByRole('searchbox', { name: /search universities/i }), 'zzz');
    expect(await screen.findByText('No universities match your search.')).toBeInTheDocument();
  });

  it('filters by Instagram and sorts by newest on the server', async () => {
    const api = mockUniversitiesApi([michigan, oxford, ucla]);
    const { user } = await openPage();
    await screen.findByRole('link', { name: 'Oxford' });
    await user.selectOptions(screen.getByLabelText('Filter'), 'No Instagram');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'UCLA' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Oxford' })).toBeInTheDocument();
    expect(api.requests.at(-1)!.url.searchParams.get('hasInstagram')).toBe('false');

    await user.selectOptions(screen.getByLabelText('Filter'), 'Has Instagram');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Newest');
    await waitFor(() => expect(api.requests.at(-1)!.url.searchParams.get('sort')).toBe('newest'));
    expect(api.requests.at(-1)!.url.searchParams.get('hasInstagram')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Oxford' })).not.toBeInTheDocument());
  });

  it('pages through more universities than fit on one page', async () => {
    const many = Array.from({ length: 23 }, (_, i) => buildUniversity({ name: `Campus ${String(i + 1).padStart(2, '0')}` }));
    const api = mockUniversitiesApi(many);
    const { user } = await openPage();
    await screen.findByRole('link', { name: 'Campus 01' });
    const pages = screen.getByRole('navigation', { name: 'University pages' });
    expect(pages).toHaveTextContent('Showing 1–20 of 23 universities');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Campus 21' })).toBeInTheDocument();
    expect(api.requests.at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  describe('the add modal', () => {
    it('is a labelled dialog that closes on Escape and gives focus back', async () => {
      mockUniversitiesApi([]);
      const { user } = await openPage();
      const open = screen.getByRole('button', { name: 'Add University' });
      await user.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByLabelText('Name')).toHaveFocus();
      expect(within(dialog).getByLabelText('Instagram URL')).toHaveAttribute('type', 'text');
      expect(within(dialog).getByLabelText('Description/Bio').tagName).toBe('TEXTAREA');

      // Focus stays inside: Shift+Tab from the first field goes to the last button.
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(within(dialog).getByRole('button', { name: 'Add University' })).toHaveFocus();
      await user.tab();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(open).toHaveFocus();
    });

    it('asks for every required field, the logo included, before calling the server', async () => {
      const api = mockUniversitiesApi([]);
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      for (const message of [
        'University name is required',
        'Instagram URL is required',
        'University logo is required',
        'Description is required',
      ]) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText('Name')).toHaveFocus();

      await user.type(within(dialog).getByLabelText('Instagram URL'), 'not a handle!');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(
        await within(dialog).findByText('Please enter an Instagram profile URL or handle, such as https://www.instagram.com/umich'),
      ).toBeInTheDocument();
      expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    });

    it('checks the picked logo: an image of at most 5 MB', async () => {
      mockUniversitiesApi([]);
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      expect(within(dialog).getByRole('button', { name: 'Upload Logo' })).toBeInTheDocument();
      expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();

      // Past the picker's accept="image/*" filter, as a drag-and-drop or an "All files" choice would be.
      await userEvent.setup({ applyAccept: false }).upload(logoInput(), new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
      expect(await within(dialog).findByText('Please select an image file')).toBeInTheDocument();
      expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();

      const big = png('huge.png');
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      await user.upload(logoInput(), big);
      expect(await within(dialog).findByText('Image must be less than 5MB')).toBeInTheDocument();

      await userEvent.setup().upload(logoInput(), png('campus-logo.png'));
      expect(within(dialog).getByText('campus-logo.png')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Change Logo' })).toBeInTheDocument();
      expect(within(dialog).queryByText('Image must be less than 5MB')).not.toBeInTheDocument();
    });

    it('sends the form with the logo, says "Adding..." while busy, then lists the new university', async () => {
      const api = mockUniversitiesApi([oxford], { latency: 150 });
      const { user } = await openPage();
      await screen.findByRole('link', { name: 'Oxford' });
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      await user.type(within(dialog).getByLabelText('Name'), 'Quad State University');
      await user.type(within(dialog).getByLabelText('Instagram URL'), '@quadstate');
      await user.upload(logoInput(), png('quad.png'));
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'Home of the Quadrangles.');
      await user.type(within(dialog).getByLabelText('Location'), 'Springfield');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));

      expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
      expect(await screen.findByText('University added successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Quad State University' })).toHaveAttribute('href', '/quad-state-university');

      const form = api.requests.find((r) => r.method === 'POST')!.form!;
      expect(form.get('name')).toBe('Quad State University');
      expect(form.get('instagramData[url]')).toBe('https://www.instagram.com/quadstate');
      expect(form.get('description')).toBe('Home of the Quadrangles.');
      expect(form.get('location')).toBe('Springfield');
      // (Under jsdom the multipart body loses the file's name and bytes; the browser journey checks those.)
      expect(form.get('logo')).toHaveProperty('type', 'image/png');
    });

    it('sends the e-mail domains, and joining without one only while there are none', async () => {
      const api = mockUniversitiesApi([]);
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      const domains = within(dialog).getByLabelText('University e-mail domains');
      expect(domains).toHaveValue('');
      expect(domains).toHaveAccessibleDescription(
        'Students prove they belong here with an address at one of these, or at a subdomain. Separate with commas.',
      );
      const join = within(dialog).getByRole('checkbox', { name: 'Let students join without a university e-mail' });
      expect(join).not.toBeChecked();
      expect(join).toHaveAccessibleDescription('Their profiles are marked unverified for moderators.');

      // Typing a domain takes the choice away; clearing it gives it back.
      await user.type(domains, 'umich.edu');
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      await user.clear(domains);
      await user.click(within(dialog).getByRole('checkbox', { name: 'Let students join without a university e-mail' }));

      await user.type(within(dialog).getByLabelText('Name'), 'Quad State');
      await user.type(within(dialog).getByLabelText('Instagram URL'), 'quadstate');
      await user.upload(logoInput(), png());
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(await screen.findByText('University added successfully')).toBeInTheDocument();
      const form = api.requests.find((r) => r.method === 'POST')!.form!;
      expect(form.get('emailDomains')).toBe('');
      expect(form.get('joinWithoutUniversityEmail')).toBe('true');
      const quad = (await screen.findByRole('link', { name: 'Quad State' })).closest('tr')!;
      expect(within(quad).getByText('No e-mail domain · students may join without one')).toBeInTheDocument();
    });

    it('sends the domains as typed, and checks them first: at most 10, each a domain', async () => {
      const api = mockUniversitiesApi([]);
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      await user.type(within(dialog).getByLabelText('Name'), 'University of Michigan');
      await user.type(within(dialog).getByLabelText('Instagram URL'), 'umich');
      await user.upload(logoInput(), png());
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'Go Blue.');
      const domains = within(dialog).getByLabelText('University e-mail domains');

      await user.type(domains, 'umich.edu, umich');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(await within(dialog).findByText("'umich' is not a domain; enter one like umich.edu")).toBeInTheDocument();
      expect(domains).toHaveAttribute('aria-invalid', 'true');

      await user.clear(domains);
      await user.type(domains, Array.from({ length: 11 }, (_, i) => `campus${i}.edu`).join(', '));
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(await within(dialog).findByText('A university has at most 10 e-mail domains')).toBeInTheDocument();
      expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

      await user.clear(domains);
      await user.type(domains, ' umich.edu, med.umich.edu ');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(await screen.findByText('University added successfully')).toBeInTheDocument();
      const form = api.requests.find((r) => r.method === 'POST')!.form!;
      expect(form.get('emailDomains')).toBe('umich.edu, med.umich.edu');
      expect(form.get('joinWithoutUniversityEmail')).toBe('false');
      const added = (await screen.findByRole('link', { name: 'University of Michigan' })).closest('tr')!;
      expect(within(added).getByText('E-mail domains: med.umich.edu, umich.edu')).toBeInTheDocument();
    });

    it("shows the server's refusal of a domain under the field", async () => {
      const refusal = "'gmail.com' is a webmail provider; anyone can have an address there";
      mockUniversitiesApi([]);
      server.use(
        http.post(`${API}/universities`, () =>
          HttpResponse.json({ success: false, error: refusal, fields: { emailDomains: refusal } }, { status: 400 }),
        ),
      );
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      await user.type(within(dialog).getByLabelText('Name'), 'Quad State');
      await user.type(within(dialog).getByLabelText('Instagram URL'), 'quadstate');
      await user.upload(logoInput(), png());
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'Hello');
      await user.type(within(dialog).getByLabelText('University e-mail domains'), 'gmail.com');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));

      const domains = within(dialog).getByLabelText('University e-mail domains');
      await waitFor(() => expect(domains).toHaveAttribute('aria-invalid', 'true'));
      expect(domains).toHaveAccessibleDescription(expect.stringContaining(refusal) as string);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
    });

    it.each([
      [401, { success: false, error: 'Please log in' }, 'Authentication failed. Please log in again.'],
      [403, { success: false, error: 'You do not have permission to do this' }, 'You do not have permission to create universities. Admin or manager privileges required.'],
      [400, { success: false, error: 'Description is required', fields: { description: 'Description is required' } }, 'Description is required'],
      [400, { success: false, error: '' }, 'Invalid data provided'],
      [415, { success: false, error: 'Please select an image file' }, 'Please select an image file'],
      [500, { success: false, error: '' }, 'Failed to add university'],
      [201, { success: true, message: 'University created', data: { name: 'Quad State' } }, 'Invalid response from server'],
    ])('answers a %i with the words of spec 8', async (status, body, shown) => {
      mockUniversitiesApi([]);
      server.use(http.post(`${API}/universities`, () => HttpResponse.json(body, { status })));
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      await user.type(within(dialog).getByLabelText('Name'), 'Quad State');
      await user.type(within(dialog).getByLabelText('Instagram URL'), 'quadstate');
      await user.upload(logoInput(), png());
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
      expect(screen.getByRole('dialog', { name: 'Add University' })).toBeInTheDocument();
    });
  });

  describe('the edit modal', () => {
    it('starts from the university, keeps the logo when none is picked, and says "Saving..."', async () => {
      const api = mockUniversitiesApi([michigan], { latency: 150 });
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit University of Michigan' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit University' });
      expect(within(dialog).getByLabelText('Name')).toHaveValue('University of Michigan');
      expect(within(dialog).getByLabelText('Instagram URL')).toHaveValue('https://www.instagram.com/umich');
      expect(within(dialog).getByLabelText('Description/Bio')).toHaveValue('A public research university in Ann Arbor.');
      expect(within(dialog).getByLabelText('Location')).toHaveValue('Ann Arbor, MI');
      expect(within(dialog).getByLabelText('University e-mail domains')).toHaveValue('med.umich.edu, umich.edu');
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Change Logo' })).toBeInTheDocument();
      expect(within(dialog).getByText('The current logo is kept unless you choose another.')).toBeInTheDocument();

      await user.clear(within(dialog).getByLabelText('Name'));
      await user.type(within(dialog).getByLabelText('Name'), 'Michigan');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(await screen.findByText('University updated successfully')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Michigan' })).toBeInTheDocument();

      const put = api.requests.find((r) => r.method === 'PUT')!;
      expect(put.url.pathname).toBe(`/api/v1/universities/${michigan.id}`);
      expect(put.form!.get('name')).toBe('Michigan');
      expect(put.form!.has('logo')).toBe(false);
      expect(put.form!.get('location')).toBe('Ann Arbor, MI');
      expect(put.form!.get('emailDomains')).toBe('med.umich.edu, umich.edu');
      expect(put.form!.get('joinWithoutUniversityEmail')).toBe('false');
    });

    it('clears the domains and lets students join without one', async () => {
      const api = mockUniversitiesApi([michigan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit University of Michigan' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit University' });
      await user.clear(within(dialog).getByLabelText('University e-mail domains'));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Let students join without a university e-mail' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('University updated successfully')).toBeInTheDocument();
      const put = api.requests.find((r) => r.method === 'PUT')!;
      expect(put.form!.get('emailDomains')).toBe('');
      expect(put.form!.get('joinWithoutUniversityEmail')).toBe('true');
      const row = (await screen.findByRole('link', { name: 'University of Michigan' })).closest('tr')!;
      await waitFor(() => expect(within(row).getByText('No e-mail domain · students may join without one')).toBeInTheDocument());
    });

    it('sends a new logo when one is picked, and shows the server message on failure', async () => {
      const api = mockUniversitiesApi([michigan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit University of Michigan' }));
      let dialog = screen.getByRole('dialog', { name: 'Edit University' });
      await user.upload(logoInput(), png('new-logo.png'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await screen.findByText('University updated successfully');
      expect(api.requests.find((r) => r.method === 'PUT')!.form!.get('logo')).toHaveProperty('type', 'image/png');

      server.use(http.put(`${API}/universities/:id`, () => HttpResponse.json({ success: false, error: '' }, { status: 500 })));
      await user.click(await screen.findByRole('button', { name: 'Edit University of Michigan' }));
      dialog = screen.getByRole('dialog', { name: 'Edit University' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update university. Please try again later.');
    });
  });

  describe("universities nobody can join, and a manager's proposed domains", () => {
    const reed = buildUniversity({
      name: 'Reed College',
      slug: 'reed',
      description: 'A liberal arts college in Portland.',
      instagramUrl: 'https://www.instagram.com/reed',
      instagramLinks: [{ url: 'https://www.instagram.com/reed', channelName: 'reed' }],
      proposedEmailDomains: ['reed.edu'],
    });
    const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

    it('marks them "Not open", and confirms the proposal as the domains after asking', async () => {
      const waiting = buildUniversityRequest({
        universityName: 'Reed College',
        email: 'maya@example.com',
        status: 'added',
        universityId: reed.id,
        decidedAt: '2025-06-20T10:00:00Z',
      });
      const api = mockUniversitiesApi([michigan, oxford, reed], { universityRequests: [waiting] });
      const { user } = await openPage();
      const row = await rowOf('Reed College');
      expect(within(row).getByText('Not open')).toBeInTheDocument();
      expect(row).toHaveTextContent('Proposed: reed.edu');
      for (const open of ['University of Michigan', 'Oxford']) {
        expect(within(await rowOf(open)).queryByText('Not open')).not.toBeInTheDocument();
        expect(within(await rowOf(open)).queryByRole('button', { name: /Confirm domains/ })).not.toBeInTheDocument();
      }

      await user.click(within(row).getByRole('button', { name: 'Confirm domains of Reed College' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Confirm domains' });
      expect(confirm).toHaveAccessibleDescription('Make reed.edu the e-mail domains of Reed College?');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

      await user.click(within(row).getByRole('button', { name: 'Confirm domains of Reed College' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm domains' }));
      expect(await screen.findByText('Reed College is open: students with an address at its domains can join it.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      // An edit of the university as it is, its domains the proposal.
      const put = api.requests.find((r) => r.method === 'PUT')!;
      expect(put.url.pathname).toBe(`/api/v1/universities/${reed.id}`);
      expect(put.form!.get('emailDomains')).toBe('reed.edu');
      expect(put.form!.get('joinWithoutUniversityEmail')).toBe('false');
      expect(put.form!.get('name')).toBe('Reed College');
      expect(put.form!.get('description')).toBe('A liberal arts college in Portland.');
      expect(put.form!.get('instagramData[url]')).toBe('https://www.instagram.com/reed');
      expect(put.form!.has('logo')).toBe(false);

      await waitFor(async () => expect(await rowOf('Reed College')).toHaveTextContent('E-mail domains: reed.edu'));
      expect(within(await rowOf('Reed College')).queryByText('Not open')).not.toBeInTheDocument();
      expect(await rowOf('Reed College')).not.toHaveTextContent('Proposed');
      // Whoever waited was told.
      const told = within(await requestsTableOf()).getAllByRole('row').find((r) => within(r).queryByText('maya@example.com'))!;
      await waitFor(() => expect(told).toHaveTextContent(/Told [A-Z][a-z]{2} \d{1,2}, \d{4}/));
    });

    it('says why the confirmation failed', async () => {
      mockUniversitiesApi([reed]);
      server.use(
        http.put(`${API}/universities/:id`, () =>
          HttpResponse.json(
            { success: false, error: 'reed.edu already belongs to Reed Institute', fields: { emailDomains: 'reed.edu already belongs to Reed Institute' } },
            { status: 400 },
          ),
        ),
      );
      const { user } = await openPage();
      await user.click(within(await rowOf('Reed College')).getByRole('button', { name: 'Confirm domains of Reed College' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm domains' }));
      expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('reed.edu already belongs to Reed Institute');
    });

    it('shows the proposal in the edit modal: kept while the domains are untouched, used on request', async () => {
      const api = mockUniversitiesApi([reed]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Reed College' }));
      let dialog = screen.getByRole('dialog', { name: 'Edit University' });
      expect(within(dialog).getByText(/Proposed by a manager:/).parentElement).toHaveTextContent('Proposed by a manager: reed.edu');

      // Another field edited: the domains are left out, so the proposal waits on.
      await user.clear(within(dialog).getByLabelText('Location'));
      await user.type(within(dialog).getByLabelText('Location'), 'Portland, OR');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('University updated successfully')).toBeInTheDocument();
      let put = api.requests.filter((r) => r.method === 'PUT').at(-1)!;
      expect(put.form!.has('emailDomains')).toBe(false);
      expect(put.form!.get('location')).toBe('Portland, OR');
      expect(await rowOf('Reed College')).toHaveTextContent('Proposed: reed.edu');

      await user.click(screen.getByRole('button', { name: 'Edit Reed College' }));
      dialog = screen.getByRole('dialog', { name: 'Edit University' });
      await user.click(within(dialog).getByRole('button', { name: 'Use proposed domains' }));
      expect(within(dialog).getByLabelText('University e-mail domains')).toHaveValue('reed.edu');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
      put = api.requests.filter((r) => r.method === 'PUT').at(-1)!;
      expect(put.form!.get('emailDomains')).toBe('reed.edu');
      await waitFor(async () => expect(within(await rowOf('Reed College')).queryByText('Not open')).not.toBeInTheDocument());
    });
  });

  describe('deleting', () => {
    it('asks first, then removes the university', async () => {
      const api = mockUniversitiesApi([michigan, oxford]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Delete Oxford' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete University' });
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete Oxford? This action cannot be undone.');
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete Oxford' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('University deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Oxford' })).not.toBeInTheDocument());
      expect(api.requests.find((r) => r.method === 'DELETE')!.url.pathname).toBe(`/api/v1/universities/${oxford.id}`);
    });

    it('explains a failed delete', async () => {
      mockUniversitiesApi([oxford]);
      server.use(
        http.delete(`${API}/universities/:id`, async () => {
          await delay(20);
          return HttpResponse.json({ success: false, error: '' }, { status: 500 });
        }),
      );
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Delete Oxford' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
        'Failed to delete university. Please try again.',
      );
    });
  });

  const requestsTableOf = async () => within(await screen.findByRole('region', { name: 'University requests' })).findByRole('table');

  describe('the university requests', () => {
    const oberlin = buildUniversityRequest({
      universityName: 'Oberlin College',
      location: 'Oberlin, OH',
      email: 'guest@example.com',
      createdAt: '2025-06-14T10:00:00Z',
    });
    // Someone else asked for the same college, in other letters: adding it answers them too.
    const oberlinAgain = buildUniversityRequest({ universityName: 'oberlin college', email: 'other@example.com', createdAt: '2025-06-13T10:00:00Z' });
    const kenyon = buildUniversityRequest({ universityName: 'Kenyon College', location: 'Gambier, OH', createdAt: '2025-06-12T10:00:00Z' });
    const added = buildUniversityRequest({
      universityName: 'Quad State',
      status: 'added',
      universityId: michigan.id,
      decidedAt: '2025-06-20T10:00:00Z',
      createdAt: '2025-06-15T10:00:00Z',
    });
    const declined = buildUniversityRequest({
      universityName: 'Nowhere Tech',
      status: 'declined',
      decidedAt: '2025-06-20T10:00:00Z',
      createdAt: '2025-06-16T10:00:00Z',
    });

    const requestsTable = async () =>
      within(await screen.findByRole('region', { name: 'University requests' })).findByRole('table');
    const requestRow = async (name: string) =>
      within(await requestsTable()).getAllByRole('row').find((row) => within(row).queryByText(name))!;

    it('lists name, location, e-mail, date and status, open ones first', async () => {
      mockUniversitiesApi([], {
        universityRequests: [
          buildUniversityRequest({ universityName: 'Quad State', location: 'Springfield', email: 'sam@umich.edu', createdAt: '2025-06-12T10:00:00Z' }),
          added,
          declined,
        ],
      });
      await openPage();
      const table = await requestsTable();
      const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(headers).toEqual(['University', 'E-mail', 'Requested', 'Status', 'Actions']);
      const [, first, second, third] = within(table).getAllByRole('row');
      // The card labels ("E-mail: ") are for narrow screens only; a cell's text holds them.
      expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        'Quad StateSpringfield',
        'E-mail: sam@umich.edu',
        'Requested: Jun 12, 2025',
        'Open',
        'AddDecline',
      ]);
      expect(within(second!).getByText('Declined')).toBeInTheDocument();
      expect(within(third!).getByText('Added')).toBeInTheDocument();
    });

    it('says of an added request whether its requester was told, or waits for the university to open', async () => {
      mockUniversitiesApi([], {
        universityRequests: [
          buildUniversityRequest({ universityName: 'Reed College', email: 'waiting@example.com', status: 'added', universityId: michigan.id }),
          buildUniversityRequest({
            universityName: 'Kenyon College',
            email: 'told@example.com',
            status: 'added',
            universityId: michigan.id,
            toldAt: '2025-06-21T10:00:00Z',
          }),
          buildUniversityRequest({ universityName: 'Open One', email: 'open@example.com' }),
          buildUniversityRequest({ universityName: 'Nowhere Tech', email: 'declined@example.com', status: 'declined' }),
        ],
      });
      await openPage();
      const status = async (email: string) =>
        within(within(await requestsTable()).getAllByRole('row').find((row) => within(row).queryByText(email))!).getAllByRole('cell')[3]!;
      expect(await status('waiting@example.com')).toHaveTextContent(/^AddedWaiting for it to open$/);
      expect(await status('told@example.com')).toHaveTextContent(/^AddedTold Jun 21, 2025$/);
      expect(await status('open@example.com')).toHaveTextContent(/^Open$/);
      expect(await status('declined@example.com')).toHaveTextContent(/^Declined$/);
    });

    it('offers Add and Decline on open requests only', async () => {
      mockUniversitiesApi([], { universityRequests: [kenyon, added, declined] });
      await openPage();
      const open = await requestRow('Kenyon College');
      expect(within(open).getByRole('button', { name: 'Add Kenyon College' })).toBeInTheDocument();
      expect(within(open).getByRole('button', { name: 'Decline Kenyon College' })).toBeInTheDocument();
      for (const name of ['Quad State', 'Nowhere Tech']) {
        expect(within(await requestRow(name)).queryByRole('button')).not.toBeInTheDocument();
      }
    });

    it('adds the university from a request: the form starts from it, sends fromRequest, and the requests show Added', async () => {
      const api = mockUniversitiesApi([michigan], { universityRequests: [oberlin, oberlinAgain, kenyon] });
      const { user } = await openPage();
      await user.click(within(await requestRow('Oberlin College')).getByRole('button', { name: 'Add Oberlin College' }));

      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      expect(dialog).toHaveAccessibleDescription(
        'Students asked for Oberlin College. Once it is added and open, everyone who requested it is told.',
      );
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Oberlin College');
      expect(within(dialog).getByLabelText('Location')).toHaveValue('Oberlin, OH');
      expect(within(dialog).getByLabelText('Instagram URL')).toHaveValue('');
      await user.type(within(dialog).getByLabelText('Instagram URL'), '@oberlincollege');
      await user.upload(logoInput(), png('oberlin.png'));
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'A liberal arts college in Ohio.');
      await user.type(within(dialog).getByLabelText('University e-mail domains'), 'oberlin.edu');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));

      expect(await screen.findByText('Oberlin College was added. Everyone who requested it has been told.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const form = api.requests.find((r) => r.method === 'POST')!.form!;
      expect(form.get('fromRequest')).toBe(oberlin.id);
      expect(form.get('name')).toBe('Oberlin College');
      expect(form.get('location')).toBe('Oberlin, OH');

      // Both lists are fetched again: the new university, and both Oberlin requests answered.
      expect(await screen.findByRole('link', { name: 'Oberlin College' })).toBeInTheDocument();
      await waitFor(async () => expect(within(await requestRow('Oberlin College')).getByText('Added')).toBeInTheDocument());
      expect(within(await requestRow('oberlin college')).getByText('Added')).toBeInTheDocument();
      expect(within(await requestRow('Kenyon College')).getByText('Open')).toBeInTheDocument();
    });

    it('adds without fromRequest from the page button, and says the usual words', async () => {
      const api = mockUniversitiesApi([], { universityRequests: [kenyon] });
      const { user } = await openPage();
      await requestsTable();
      await user.click(screen.getByRole('button', { name: 'Add University' }));
      const dialog = screen.getByRole('dialog', { name: 'Add University' });
      expect(within(dialog).getByLabelText('Name')).toHaveValue('');
      await user.type(within(dialog).getByLabelText('Name'), 'Denison University');
      await user.type(within(dialog).getByLabelText('Instagram URL'), 'denison');
      await user.upload(logoInput(), png());
      await user.type(within(dialog).getByLabelText('Description/Bio'), 'Granville.');
      await user.click(within(dialog).getByRole('button', { name: 'Add University' }));
      expect(await screen.findByText('University added successfully')).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'POST')!.form!.has('fromRequest')).toBe(false);
    });

    it('declines a request after asking, and the request shows Declined', async () => {
      const api = mockUniversitiesApi([], { universityRequests: [kenyon] });
      const { user } = await openPage();
      await user.click(within(await requestRow('Kenyon College')).getByRole('button', { name: 'Decline Kenyon College' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Decline Request' });
      expect(confirm).toHaveAccessibleDescription('Decline the request for Kenyon College? The requester is not e-mailed.');
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(api.requests.filter((r) => r.url.pathname.endsWith('/decline'))).toHaveLength(0);

      await user.click(within(await requestRow('Kenyon College')).getByRole('button', { name: 'Decline Kenyon College' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
      expect(await screen.findByText('The request for Kenyon College was declined.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const call = api.requests.find((r) => r.url.pathname.endsWith('/decline'))!;
      expect(call.method).toBe('POST');
      expect(call.url.pathname).toBe(`/api/v1/admin/university-requests/${kenyon.id}/decline`);
      await waitFor(async () => expect(within(await requestRow('Kenyon College')).getByText('Declined')).toBeInTheDocument());
      expect(within(await requestRow('Kenyon College')).queryByRole('button')).not.toBeInTheDocument();
    });

    it('says so when the request was answered meanwhile, and shows where it stands', async () => {
      const api = mockUniversitiesApi([], { universityRequests: [kenyon] });
      const { user } = await openPage();
      await user.click(within(await requestRow('Kenyon College')).getByRole('button', { name: 'Decline Kenyon College' }));
      // Another admin declines it first.
      api.universityRequests[0]!.status = 'declined';
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
      expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('This request was already answered');
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(async () => expect(within(await requestRow('Kenyon College')).getByText('Declined')).toBeInTheDocument());
    });
  });

  it('offers Try again when the list fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/universities`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })
          : HttpResponse.json(universityList([michigan]));
      }),
    );
    const { user } = await openPage();
    expect(await screen.findByText('Failed to load universities. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'University of Michigan' })).toBeInTheDocument();
  });

  it('says "An error occurred while loading universities" when no answer comes', async () => {
    server.use(http.get(`${API}/universities`, () => HttpResponse.error()));
    await openPage();
    expect(await screen.findByText('An error occurred while loading universities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
