import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUniversity, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { mockUniversitiesApi } from '@/testing/mocks/universities';
import { buildAdminUser, mockUsersApi, userList } from '@/testing/mocks/users';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const admin = buildUser({ role: 'admin', isAdmin: true });

const jordan = buildAdminUser({
  username: 'jordan',
  email: 'jordan@umich.edu',
  firstName: 'Jordan',
  lastName: 'Lee',
  role: 'manager',
  status: 'active',
  profileImage: '/media/profile/jordan.jpg',
  university: { id: '0190c1a2-0000-7000-9000-000000000001', name: 'University of Michigan' },
  profileCompleted: true,
  profileStatus: 'approved',
  lastActive: '2026-02-01T15:30:00Z',
  createdAt: '2026-01-10T09:00:00Z',
});
const casey = buildAdminUser({
  username: 'casey',
  email: 'casey@ucla.edu',
  firstName: 'Casey',
  lastName: 'Kim',
  role: 'user',
  status: 'suspended',
  university: null,
  createdAt: '2025-12-01T09:00:00Z',
});
const nameless = buildAdminUser({
  username: 'quiet.one',
  email: 'quiet@oxford.ac.uk',
  firstName: '',
  lastName: '',
  role: 'moderator',
  status: 'inactive',
  createdAt: '2025-11-01T09:00:00Z',
});

const michiganU = buildUniversity({ name: 'University of Michigan', location: 'Ann Arbor, MI' });
const ucla = buildUniversity({ name: 'UCLA', location: 'Los Angeles, CA' });
const oxford = buildUniversity({ name: 'Oxford', location: 'Oxford, UK' });
const ref = ({ id, name }: { id: string; name: string }) => ({ id, name });

const shortDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

async function openPage(path = '/admin/users') {
  signInAs(admin);
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  return view;
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'p' }).closest('tr')!;

describe('/admin/users', () => {
  it('shows the title, the controls and "Loading users..." first', async () => {
    mockUsersApi([jordan], { latency: 200 });
    await openPage();
    expect(document.title).toBe('Users · Admin · Quad');
    expect(screen.getByText('Manage users in the system')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search users by name, email, or university...')).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Sort')).toHaveValue('newest');
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    expect(await screen.findByText('Jordan Lee')).toBeInTheDocument();
  });

  it('lists people with avatar or initial, role and status badges, university and join date', async () => {
    const api = mockUsersApi([jordan, casey, nameless]);
    await openPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Role', 'Status', 'University', 'Joined', 'Actions']);

    const jordanRow = rowOf('Jordan Lee');
    expect(jordanRow.querySelector('img')).toHaveAttribute('src', '/media/profile/jordan.jpg');
    expect(within(jordanRow).getByText('jordan@umich.edu')).toBeInTheDocument();
    expect(within(jordanRow).getByText('Manager')).toBeInTheDocument();
    expect(within(jordanRow).getByText('Active')).toBeInTheDocument();
    expect(within(jordanRow).getByText('University of Michigan')).toBeInTheDocument();
    expect(within(jordanRow).getByText(shortDateTime(jordan.createdAt))).toBeInTheDocument();
    for (const label of ['View details for Jordan Lee', 'Edit Jordan Lee', 'Deactivate Jordan Lee', 'Delete Jordan Lee']) {
      expect(within(jordanRow).getByRole('button', { name: label })).toBeInTheDocument();
    }

    const caseyRow = rowOf('Casey Kim');
    expect(caseyRow.querySelector('img')).toBeNull();
    expect(within(caseyRow).getByText('C')).toBeInTheDocument();
    expect(within(caseyRow).getByText('User')).toBeInTheDocument();
    expect(within(caseyRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(caseyRow).getByText('Not specified')).toBeInTheDocument();
    expect(within(caseyRow).getByRole('button', { name: 'Activate Casey Kim' })).toBeInTheDocument();

    // No first and last name: the username.
    const quietRow = rowOf('quiet.one');
    expect(within(quietRow).getByText('Moderator')).toBeInTheDocument();
    expect(within(quietRow).getByText('Inactive')).toBeInTheDocument();

    const first = api.requests[0]!.url.searchParams;
    expect(first.get('pageSize')).toBe('20');
    expect(first.has('search')).toBe(false);
  });

  it('lays each person out as a card below 768 px instead of a table that scrolls sideways', async () => {
    mockUsersApi([jordan]);
    await openPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    // No sideways scrolling box on a phone (only from 768 px, where the columns are).
    expect(table.parentElement).not.toHaveClass('overflow-x-auto');
    expect(table.parentElement).toHaveClass('md:overflow-x-auto');
    expect(table).toHaveClass('max-md:block');
    // The column headers are left to screen readers; each cell says what it holds.
    expect(table.querySelector('thead')).toHaveClass('max-md:sr-only');
    const row = rowOf('Jordan Lee');
    expect(row).toHaveClass('max-md:flex', 'max-md:flex-wrap');
    expect(within(row).getByText('University:')).toHaveClass('md:hidden');
    expect(within(row).getByText('Joined:')).toHaveClass('md:hidden');
  });

  it('says "No users found." when there are none', async () => {
    mockUsersApi([]);
    await openPage();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, keeps it in the address, and says when nothing matches', async () => {
    const api = mockUsersApi([jordan, casey]);
    const { user, router } = await openPage();
    await screen.findByText('Casey Kim');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'michigan');
    await waitFor(() => expect(screen.queryByText('Casey Kim')).not.toBeInTheDocument());
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();
    const searches = api.requests.map((r) => r.url.searchParams.get('search'));
    expect(searches).toEqual([null, 'michigan']);
    expect(router.state.location.search).toBe('?search=michigan');

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.url.searchParams.get('search')).toBe('zzz');
  });

  it('filters by role and status and sorts on the server, from and into the address', async () => {
    const api = mockUsersApi([jordan, casey, nameless]);
    const { user, router } = await openPage('/admin/users?status=suspended');
    expect(await screen.findByText('Casey Kim')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Lee')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('suspended');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Name');
    await waitFor(() => expect(api.requests.at(-1)!.url.searchParams.get('sort')).toBe('name'));
    expect(api.requests.at(-1)!.url.searchParams.get('role')).toBe('manager');
    expect(api.requests.at(-1)!.url.searchParams.has('status')).toBe(false);
    expect(router.state.location.search).toBe('?role=manager&sort=name');
    await waitFor(() => expect(screen.queryByText('Casey Kim')).not.toBeInTheDocument());
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();
  });

  it('pages through more than 20 people', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      buildAdminUser({ firstName: 'Member', lastName: String(i + 1).padStart(2, '0'), createdAt: `2025-01-${String(i + 1).padStart(2, '0')}T00:00:00Z` }),
    );
    const api = mockUsersApi(many);
    const { user } = await openPage();
    await screen.findByText('Member 23');
    expect(screen.getByRole('navigation', { name: 'User pages' })).toHaveTextContent('Showing 1–20 of 23 users');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Member 01')).toBeInTheDocument();
    expect(api.requests.at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('shows the details of a person in a modal', async () => {
    mockUsersApi([jordan, casey]);
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'View details for Jordan Lee' }));
    let dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(dialog).getByText('jordan@umich.edu')).toBeInTheDocument();
    const detail = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(detail('Role')).toHaveTextContent('Manager');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(detail('University')).toHaveTextContent('University of Michigan');
    expect(detail('Looks after')).toHaveTextContent('No university yet');
    expect(detail('Profile Completed')).toHaveTextContent('Yes');
    expect(detail('Joined')).toHaveTextContent(shortDateTime(jordan.createdAt));
    expect(detail('Last Active')).toHaveTextContent(shortDateTime(jordan.lastActive!));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View details for Casey Kim' }));
    dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(detail('Profile Completed')).toHaveTextContent('No');
    expect(detail('Last Active')).toHaveTextContent('Never');
    expect(detail('University')).toHaveTextContent('Not specified');
    expect(within(dialog).queryByText('Looks after', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows under a manager’s or moderator’s role the universities they look after, or what none means', async () => {
    const riley = buildAdminUser({
      firstName: 'Riley',
      lastName: 'Staff',
      role: 'manager',
      assignedUniversities: [ref(michiganU), ref(ucla)],
    });
    const many = buildAdminUser({
      firstName: 'Mo',
      lastName: 'Many',
      role: 'moderator',
      assignedUniversities: [ref(michiganU), ref(oxford), ref(ucla), buildUniversity({ name: 'Yale' })].map(ref),
    });
    mockUsersApi([riley, many, jordan, casey, nameless]);
    await openPage();
    await screen.findByText('Riley Staff');
    expect(within(rowOf('Riley Staff')).getByText('University of Michigan, UCLA')).toBeInTheDocument();
    expect(within(rowOf('Riley Staff')).getByText('Looks after:')).toHaveClass('md:sr-only');
    expect(within(rowOf('Mo Many')).getByText('University of Michigan, Oxford and 2 more')).toHaveAttribute(
      'title',
      'University of Michigan, Oxford, UCLA, Yale',
    );
    // A manager with none acts on none; a moderator with none reviews every university.
    expect(within(rowOf('Jordan Lee')).getByText('No university yet')).toBeInTheDocument();
    expect(within(rowOf('quiet.one')).getByText('All universities')).toBeInTheDocument();
    // Students look after none.
    expect(within(rowOf('Casey Kim')).queryByText('Looks after:')).not.toBeInTheDocument();
  });

  describe('the universities a manager or moderator looks after', () => {
    it('starts from theirs, finds others on the server, and sends the whole new set', async () => {
      const riley = buildAdminUser({ firstName: 'Riley', lastName: 'Staff', role: 'manager', assignedUniversities: [ref(michiganU)] });
      const universities = mockUniversitiesApi([michiganU, ucla, oxford]);
      const api = mockUsersApi([riley], { universities: [michiganU, ucla, oxford].map(ref) });
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Riley Staff' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      const group = within(dialog).getByRole('group', { name: 'Universities they look after' });
      expect(group).toHaveAccessibleDescription(/A manager acts only on these universities/);
      expect(within(within(group).getByRole('list', { name: 'Chosen universities' })).getAllByRole('listitem')).toHaveLength(1);
      expect(await within(group).findByRole('checkbox', { name: /University of Michigan/ })).toBeChecked();
      expect(within(group).getByRole('checkbox', { name: /UCLA/ })).not.toBeChecked();
      expect(universities.requests[0]!.url.searchParams.get('pageSize')).toBe('100');

      // The search asks the server.
      await user.type(within(group).getByRole('searchbox', { name: 'Search universities to choose' }), 'los angeles');
      await waitFor(() => expect(within(group).queryByRole('checkbox', { name: /Oxford/ })).not.toBeInTheDocument());
      expect(universities.requests.at(-1)!.url.searchParams.get('search')).toBe('los angeles');
      await user.click(within(group).getByRole('checkbox', { name: /UCLA/ }));
      // A chosen one comes off with its chip's button.
      await user.click(within(group).getByRole('button', { name: 'Remove University of Michigan' }));
      expect(within(group).getByRole('list', { name: 'Chosen universities' })).toHaveTextContent('UCLA');
      expect(within(group).getByRole('list', { name: 'Chosen universities' })).not.toHaveTextContent('Michigan');

      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'PATCH')!.json).toEqual({ universities: [ucla.id] });
      expect(await within(rowOf('Riley Staff')).findByText('UCLA')).toBeInTheDocument();
    });

    it('sends nothing when neither the set nor the role changed, and the set when the role did', async () => {
      const riley = buildAdminUser({ firstName: 'Riley', lastName: 'Staff', role: 'manager', assignedUniversities: [ref(michiganU)] });
      mockUniversitiesApi([michiganU, ucla]);
      const api = mockUsersApi([riley], { universities: [michiganU, ucla].map(ref) });
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Riley Staff' }));
      let dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.click(await within(dialog).findByRole('checkbox', { name: /UCLA/ }));
      await user.click(within(dialog).getByRole('checkbox', { name: /UCLA/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Edit Riley Staff' }));
      dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.selectOptions(within(dialog).getByLabelText('Role'), 'Moderator');
      expect(within(dialog).getByRole('group', { name: 'Universities they look after' })).toHaveAccessibleDescription(
        /A moderator reviews only the profiles of these universities. With none, every university’s./,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'PATCH')!.json).toEqual({ role: 'moderator', universities: [michiganU.id] });
    });

    it('offers no universities for a student, and shows them once the role becomes Manager', async () => {
      mockUniversitiesApi([michiganU, ucla]);
      const api = mockUsersApi([casey], { universities: [michiganU, ucla].map(ref) });
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Casey Kim' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      expect(within(dialog).queryByRole('group', { name: 'Universities they look after' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

      await user.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
      const group = within(dialog).getByRole('group', { name: 'Universities they look after' });
      expect(within(group).getByText('None chosen yet.')).toBeInTheDocument();
      await user.click(await within(group).findByRole('checkbox', { name: /University of Michigan/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'PATCH')!.json).toEqual({ role: 'manager', universities: [michiganU.id] });
      expect(await within(rowOf('Casey Kim')).findByText('University of Michigan')).toBeInTheDocument();
    });

    it('says a demotion removes their universities, and sends only the role', async () => {
      const riley = buildAdminUser({ firstName: 'Riley', lastName: 'Staff', role: 'manager', assignedUniversities: [ref(michiganU), ref(ucla)] });
      mockUniversitiesApi([michiganU, ucla]);
      const api = mockUsersApi([riley], { universities: [michiganU, ucla].map(ref) });
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Riley Staff' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.selectOptions(within(dialog).getByLabelText('Role'), 'User');
      expect(within(dialog).queryByRole('group', { name: 'Universities they look after' })).not.toBeInTheDocument();
      expect(dialog).toHaveTextContent(
        'Only managers and moderators look after universities: saving removes University of Michigan, UCLA.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'PATCH')!.json).toEqual({ role: 'user' });
    });

    it('shows the server’s refusal under the universities', async () => {
      mockUniversitiesApi([michiganU]);
      // The mock knows no university: the server's answer for one it does not know.
      mockUsersApi([jordan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.click(await within(dialog).findByRole('checkbox', { name: /University of Michigan/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      const group = within(dialog).getByRole('group', { name: 'Universities they look after' });
      expect(await within(group).findByText('Please choose universities from the list')).toBeInTheDocument();
      expect(within(group).getByRole('searchbox', { name: 'Search universities to choose' })).toHaveAccessibleDescription(
        /Please choose universities from the list/,
      );
      expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    });
  });

  describe('the edit modal', () => {
    it('starts from the person, sends only the changed fields and says so', async () => {
      const api = mockUsersApi([jordan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      expect(within(dialog).getByLabelText('First name')).toHaveValue('Jordan');
      expect(within(dialog).getByLabelText('Last name')).toHaveValue('Lee');
      expect(within(dialog).getByLabelText('Email')).toHaveValue('jordan@umich.edu');
      expect(within(dialog).getByLabelText('Role')).toHaveValue('manager');
      expect(within(dialog).getByLabelText('Status')).toHaveValue('active');
      expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'User',
        'Moderator',
        'Manager',
        'Admin',
      ]);

      await user.clear(within(dialog).getByLabelText('Last name'));
      await user.type(within(dialog).getByLabelText('Last name'), 'Park');
      await user.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const patch = api.requests.find((r) => r.method === 'PATCH')!;
      expect(patch.url.pathname).toBe(`/api/v1/admin/users/${jordan.id}`);
      expect(patch.json).toEqual({ lastName: 'Park', role: 'admin' });
      // The list is asked again.
      expect(await screen.findByText('Jordan Park')).toBeInTheDocument();
    });

    it('shows the server message when a new e-mail address gets a confirmation link', async () => {
      const api = mockUsersApi([jordan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.clear(within(dialog).getByLabelText('Email'));
      await user.type(within(dialog).getByLabelText('Email'), 'jordan@new.edu');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(
        await screen.findByText('User updated successfully. A confirmation link was sent to jordan@new.edu.'),
      ).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'PATCH')!.json).toEqual({ email: 'jordan@new.edu' });
    });

    it('checks required fields and the e-mail format before sending', async () => {
      const api = mockUsersApi([jordan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.clear(within(dialog).getByLabelText('First name'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');

      await user.type(within(dialog).getByLabelText('First name'), 'Jordan');
      await user.clear(within(dialog).getByLabelText('Email'));
      await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    });

    it('shows a 409 from the server in the form, and an e-mail in use next to the field', async () => {
      mockUsersApi([jordan]);
      server.use(
        http.patch(`${API}/admin/users/:id`, () =>
          HttpResponse.json({ success: false, error: 'You cannot change your own role' }, { status: 409 }),
        ),
      );
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.selectOptions(within(dialog).getByLabelText('Role'), 'User');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot change your own role');

      server.use(
        http.patch(`${API}/admin/users/:id`, () =>
          HttpResponse.json(
            { success: false, error: 'Email already in use', fields: { email: 'Email already in use' } },
            { status: 400 },
          ),
        ),
      );
      await user.clear(within(dialog).getByLabelText('Email'));
      await user.type(within(dialog).getByLabelText('Email'), 'casey@ucla.edu');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('Email already in use')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(/Email already in use/);
    });
  });

  it('deactivates an active person and activates an inactive one through PATCH', async () => {
    const api = mockUsersApi([jordan, casey]);
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jordan Lee' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate Jordan Lee' })).toBeInTheDocument();
    expect(within(rowOf('Jordan Lee')).getByText('Inactive')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate Casey Kim' }));
    await screen.findByRole('button', { name: 'Deactivate Casey Kim' });
    const patches = api.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => [r.url.pathname.split('/').pop(), r.json])).toEqual([
      [jordan.id, { status: 'inactive' }],
      [casey.id, { status: 'active' }],
    ]);
  });

  it('shows the server reason when a status change is refused', async () => {
    mockUsersApi([jordan]);
    server.use(
      http.patch(`${API}/admin/users/:id`, () =>
        HttpResponse.json({ success: false, error: 'You cannot deactivate or suspend your own account' }, { status: 409 }),
      ),
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jordan Lee' }));
    expect(await screen.findByText('You cannot deactivate or suspend your own account')).toBeInTheDocument();
  });

  it("offers the admin neither deactivation nor deletion of their own account, which the server refuses", async () => {
    const self = buildAdminUser({ id: admin.id, firstName: 'Ada', lastName: 'Admin', role: 'admin', status: 'active' });
    mockUsersApi([self, jordan]);
    await openPage();
    const own = within(await screen.findByText('Ada Admin', { selector: 'p' }).then((name) => name.closest('tr')!));
    expect(own.getByRole('button', { name: 'Edit Ada Admin' })).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Deactivate Ada Admin' })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Jordan Lee' })).toBeInTheDocument();
  });

  describe('deleting', () => {
    it('asks first, then removes the person', async () => {
      const api = mockUsersApi([jordan, casey]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Delete Casey Kim' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete User' });
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete Casey Kim? This action cannot be undone.');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete Casey Kim' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Casey Kim')).not.toBeInTheDocument());
      expect(api.requests.find((r) => r.method === 'DELETE')!.url.pathname).toBe(`/api/v1/admin/users/${casey.id}`);
    });

    it('explains a refused delete', async () => {
      mockUsersApi([jordan]);
      server.use(
        http.delete(`${API}/admin/users/:id`, () =>
          HttpResponse.json(
            { success: false, error: 'You cannot delete your own account here. Delete it from Settings.' },
            { status: 409 },
          ),
        ),
      );
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Delete Jordan Lee' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('You cannot delete your own account here. Delete it from Settings.')).toBeInTheDocument();
      expect(screen.getByText('Jordan Lee')).toBeInTheDocument();
    });
  });

  describe('resetting two-step sign-in', () => {
    const morgan = buildAdminUser({ firstName: 'Morgan', lastName: 'Mod', role: 'moderator', secondFactorOn: true });
    const avery = buildAdminUser({ firstName: 'Avery', lastName: 'Admin', role: 'admin', secondFactorOn: true });

    it('is offered only for someone else whose two-step sign-in is on', async () => {
      const self = buildAdminUser({ id: admin.id, firstName: 'Ada', lastName: 'Admin', role: 'admin', secondFactorOn: true });
      mockUsersApi([self, morgan, jordan]);
      await openPage();
      expect(await screen.findByRole('button', { name: 'Reset two-step sign-in for Morgan Mod' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset two-step sign-in for Ada Admin' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset two-step sign-in for Jordan Lee' })).not.toBeInTheDocument();
    });

    it('asks first, then resets it, says so and reads the list again', async () => {
      const api = mockUsersApi([avery]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Reset two-step sign-in for Avery Admin' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Reset two-step sign-in' });
      expect(confirm).toHaveAccessibleDescription('Reset two-step sign-in for Avery Admin?');
      expect(confirm).toHaveTextContent('They will be signed out everywhere and set it up again at their next sign-in.');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in for Avery Admin' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));

      expect(await screen.findByText('Two-step sign-in reset')).toBeInTheDocument();
      expect(api.requests.find((r) => r.method === 'DELETE')!.url.pathname).toBe(`/api/v1/admin/users/${avery.id}/second-factor`);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Reset two-step sign-in for Avery Admin' })).not.toBeInTheDocument(),
      );
      expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    });

    it('says a moderator is asked to set it up again', async () => {
      mockUsersApi([morgan]);
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Reset two-step sign-in for Morgan Mod' }));
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        'They will be signed out everywhere and asked to set it up again at their next sign-in.',
      );
    });

    it('shows the server’s refusal in the dialog', async () => {
      mockUsersApi([morgan]);
      server.use(
        http.delete(`${API}/admin/users/:id/second-factor`, () =>
          HttpResponse.json({ success: false, error: 'This person has not turned on two-step sign-in' }, { status: 409 }),
        ),
      );
      const { user } = await openPage();
      await user.click(await screen.findByRole('button', { name: 'Reset two-step sign-in for Morgan Mod' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
      expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
        'This person has not turned on two-step sign-in',
      );
    });
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('says "Failed to load users data" and offers Retry when the server %s', async (_, failure) => {
    let calls = 0;
    server.use(
      http.get(`${API}/admin/users`, () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(userList([jordan]));
      }),
    );
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load users data')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load users. Please try again later.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Jordan Lee')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load users data')).not.toBeInTheDocument();
  });
});
