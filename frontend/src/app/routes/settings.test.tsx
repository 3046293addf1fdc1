import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { googleConsent } from '@/features/auth/api/start-google-university-proof';
import type { components } from '@/lib/api/generated/schema';
import { useSession } from '@/lib/auth';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { mockConnectionsApi } from '@/testing/mocks/connections';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildMembership, GOOGLE_CONSENT_URL, mockMembershipApi } from '@/testing/mocks/membership';
import { mockResearchSharingApi } from '@/testing/mocks/privacy';
import { server } from '@/testing/mocks/server';
import { mockPublicConfig } from '@/testing/mocks/site';
import { mockTwoStepApi } from '@/testing/mocks/two-step';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { formatDate, formatDateTime } from '@/utils/date-time';

type SessionRow = components['schemas']['Session'];

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function session(overrides: Partial<SessionRow>): SessionRow {
  return {
    id: '0190c1a2-0000-7000-a000-000000000001',
    device: FIREFOX_LINUX,
    method: 'password',
    startedAt: '2026-03-01T09:00:00Z',
    lastUsedAt: '2026-03-02T17:30:00Z',
    expiresAt: '2026-04-01T09:00:00Z',
    current: true,
    ...overrides,
  };
}

const here = session({});
const phone = session({
  id: '0190c1a2-0000-7000-a000-000000000002',
  device: SAFARI_IPHONE,
  method: 'google',
  lastUsedAt: '2026-02-20T08:05:00Z',
  current: false,
});

/** The server's sessions, with the sign-out calls taking them away. */
function sessionsServer(initial: SessionRow[]) {
  let sessions = [...initial];
  const calls: string[] = [];
  server.use(
    http.get(`${API}/auth/sessions`, () => HttpResponse.json({ success: true, data: sessions })),
    http.delete(`${API}/auth/sessions/:id`, ({ params }) => {
      calls.push(`end ${String(params.id)}`);
      const before = sessions.length;
      sessions = sessions.filter((s) => s.id !== params.id);
      return sessions.length === before
        ? HttpResponse.json({ success: false, error: 'Session not found' }, { status: 404 })
        : HttpResponse.json({ success: true, message: 'Signed out of that session' });
    }),
    http.post(`${API}/auth/sessions/sign-out-others`, () => {
      calls.push('end others');
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return HttpResponse.json({ success: true, message: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}` });
    }),
  );
  return {
    calls,
    /** Another device signs out meanwhile. */
    forget: (id: string) => {
      sessions = sessions.filter((s) => s.id !== id);
    },
  };
}

async function open(user = buildUser(), path = '/settings') {
  signInAs(user);
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const card = (name: string | RegExp) => screen.getByRole('region', { name });

describe('/settings', () => {
  beforeEach(() => {
    sessionsServer([here, phone]);
  });

  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows every section and links to Data Management to delete the account', async () => {
    await open();
    expect(document.title).toBe('Settings · Quad');
    for (const name of [
      'Profile picture',
      'Email address',
      'University e-mail',
      'Password',
      "Where you're signed in",
      'Research sharing',
      'Delete account',
    ]) {
      expect(card(name)).toBeInTheDocument();
    }
    expect(within(card('Delete account')).getByRole('link', { name: 'Export or delete your data' })).toHaveAttribute(
      'href',
      '/profile/data-management',
    );
  });

  describe('two-step sign-in', () => {
    it('is not offered to students', async () => {
      await open();
      expect(card('Password')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Two-step sign-in' })).not.toBeInTheDocument();
    });

    it('shows staff whether it is on, with the way to its page', async () => {
      mockTwoStepApi({ required: false });
      await open(buildUser({ role: 'moderator' }));
      const section = card('Two-step sign-in');
      expect(await within(section).findByText('Off')).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute('href', '/settings/two-step');
    });

    it('says how many recovery codes are left when it is on', async () => {
      mockTwoStepApi({ on: true, required: true, sessionVerified: true, recoveryCodesLeft: 7 });
      await open(buildUser({ role: 'admin', isAdmin: true }));
      const section = card('Two-step sign-in');
      expect(await within(section).findByText('Recovery codes left: 7')).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Manage two-step sign-in' })).toHaveAttribute('href', '/settings/two-step');
    });
  });

  describe('profile picture', () => {
    const png = (name = 'me.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });

    it('shows the initials, uploads the chosen image and updates the header at once', async () => {
      const uploads: boolean[] = [];
      server.use(
        http.put(`${API}/auth/profile-picture`, async ({ request }) => {
          // jsdom's files lose their names and contents on the way through Node's Request.
          uploads.push((await request.formData()).has('file'));
          return HttpResponse.json({ success: true, data: { profileImage: '/media/avatars/new.webp' } });
        }),
      );
      const { user } = await open();
      const section = card('Profile picture');
      expect(within(section).getByRole('img', { name: /Your initials/ })).toHaveTextContent('SR');

      await user.upload(within(section).getByLabelText('Choose a new picture'), png());

      expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
      expect(uploads).toEqual([true]);
      expect(within(section).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/media/avatars/new.webp');
      expect(useSession.getState().user?.profileImage).toBe('/media/avatars/new.webp');
      // The header's signed-in part loads lazily.
      await waitFor(() => expect(screen.getByRole('banner').querySelector('img[src="/media/avatars/new.webp"]')).not.toBeNull());
    });

    it('refuses an image over 5 MB without uploading it', async () => {
      const { user } = await open();
      const section = card('Profile picture');
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
      await user.upload(within(section).getByLabelText('Choose a new picture'), big);
      // No handler for PUT /auth/profile-picture: a request would fail the test.
      expect(await within(section).findByRole('alert')).toHaveTextContent('Image must be less than 5MB');
    });

    it.each([
      [413, 'Image must be less than 5MB'],
      [415, 'Please select an image file'],
      [429, 'Too many uploads. Please try again in an hour.'],
    ])('shows the server’s %i message', async (status, error) => {
      server.use(http.put(`${API}/auth/profile-picture`, () => HttpResponse.json({ success: false, error }, { status })));
      const { user } = await open(buildUser({ profileImage: '/media/avatars/old.webp' }));
      const section = card('Profile picture');
      await user.upload(within(section).getByLabelText('Choose a new picture'), png());
      expect(await within(section).findByRole('alert')).toHaveTextContent(error);
      expect(useSession.getState().user?.profileImage).toBe('/media/avatars/old.webp');
    });
  });

  describe('password', () => {
    function passwordServer(status: number, body: Record<string, unknown>) {
      const requests: unknown[] = [];
      server.use(
        http.put(`${API}/auth/password`, async ({ request }) => {
          requests.push(await request.json());
          return HttpResponse.json(body, { status });
        }),
      );
      return requests;
    }

    async function fill(user: Awaited<ReturnType<typeof open>>['user'], current: string, next: string, confirm = next) {
      const form = screen.getByRole('form', { name: 'Change password' });
      if (current) await user.type(within(form).getByLabelText('Current password'), current);
      if (next) await user.type(within(form).getByLabelText('New password'), next);
      if (confirm) await user.type(within(form).getByLabelText('Confirm new password'), confirm);
      await user.click(within(form).getByRole('button', { name: 'Update password' }));
      return form;
    }

    it('changes the password, says the other sessions ended and reads them again', async () => {
      let listed = 0;
      server.use(
        http.get(`${API}/auth/sessions`, () => {
          listed += 1;
          return HttpResponse.json({ success: true, data: listed === 1 ? [here, phone] : [here] });
        }),
      );
      const requests = passwordServer(200, { success: true, message: 'Password updated' });
      const { user } = await open();
      expect(await screen.findByRole('listitem', { name: 'Safari on iPhone' })).toBeInTheDocument();
      expect(within(card('Password')).getByText('Signed up with Google and never set a password? Leave this empty.')).toBeInTheDocument();

      const form = await fill(user, 'OldSecret1', 'NewSecret1');

      const status = await within(form).findByRole('status');
      expect(status).toHaveTextContent('Password updated');
      expect(status).toHaveTextContent(/signed out everywhere else/);
      expect(requests).toEqual([{ currentPassword: 'OldSecret1', newPassword: 'NewSecret1', confirmPassword: 'NewSecret1' }]);
      expect(within(form).getByLabelText('Current password')).toHaveValue('');
      await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument());
    });

    it('sends no current password when it is left empty (an account made with Google)', async () => {
      const requests = passwordServer(200, { success: true, message: 'Password updated' });
      const { user } = await open();
      await fill(user, '', 'NewSecret1');
      expect(await screen.findByText('Password updated')).toBeInTheDocument();
      expect(requests).toEqual([{ newPassword: 'NewSecret1', confirmPassword: 'NewSecret1' }]);
    });

    it('checks the rules before asking the server', async () => {
      const requests = passwordServer(200, {});
      const { user } = await open();
      const form = await fill(user, 'OldSecret1', 'lowercase1', 'lowercase2');
      expect(
        await within(form).findByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
      ).toBeInTheDocument();
      expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it('shows the server’s field messages under their fields', async () => {
      passwordServer(400, {
        success: false,
        error: 'Your current password is incorrect',
        fields: { currentPassword: 'Your current password is incorrect' },
      });
      const { user } = await open();
      const form = await fill(user, 'Wrong1234', 'NewSecret1');
      expect(await within(form).findByText('Your current password is incorrect')).toBeInTheDocument();
      expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    });

    it('shows a refusal without fields above the form', async () => {
      passwordServer(429, { success: false, error: 'Too many requests. Please try again later.' });
      const { user } = await open();
      const form = await fill(user, 'OldSecret1', 'NewSecret1');
      expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    });
  });

  describe('email address', () => {
    function emailServer(status: number, body: Record<string, unknown>) {
      const requests: unknown[] = [];
      server.use(
        http.post(`${API}/auth/email`, async ({ request }) => {
          requests.push(await request.json());
          return HttpResponse.json(body, { status });
        }),
      );
      return requests;
    }

    async function submit(user: Awaited<ReturnType<typeof open>>['user'], newEmail: string, password = '') {
      const form = screen.getByRole('form', { name: 'Change email address' });
      if (newEmail) await user.type(within(form).getByLabelText('New email address'), newEmail);
      if (password) await user.type(within(form).getByLabelText('Password', { selector: 'input' }), password);
      await user.click(within(form).getByRole('button', { name: 'Change email address' }));
      return form;
    }

    it('shows the address and sends a confirmation link to the new one', async () => {
      const message = 'We sent a confirmation link to sam@quad.dev. Your address changes when you open it.';
      const requests = emailServer(200, { success: true, message });
      const { user } = await open();
      expect(card('Email address')).toHaveTextContent('You sign in with sam@umich.edu.');
      const form = await submit(user, 'sam@quad.dev', 'Secret123');
      expect(await within(form).findByRole('status')).toHaveTextContent(message);
      expect(requests).toEqual([{ newEmail: 'sam@quad.dev', password: 'Secret123' }]);
      expect(within(form).getByLabelText('New email address')).toHaveValue('');
    });

    it('checks the address before asking the server', async () => {
      const requests = emailServer(200, {});
      const { user } = await open();
      const form = await submit(user, 'SAM@umich.edu');
      expect(await within(form).findByText('This is already your email address')).toBeInTheDocument();
      await user.clear(within(form).getByLabelText('New email address'));
      await submit(user, 'not-an-address');
      expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it.each([
      [400, { error: 'Your password is incorrect', fields: { password: 'Your password is incorrect' } }, 'Password'],
      [409, { error: 'Email already in use' }, 'New email address'],
    ])('shows a %i under its field', async (status, body, label) => {
      emailServer(status, { success: false, ...body });
      const { user } = await open();
      const form = await submit(user, 'taken@quad.dev', 'Wrong1234');
      expect(await within(form).findByText(body.error)).toBeInTheDocument();
      expect(within(form).getByLabelText(label, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    });

    it('asks an account made with Google to sign in with Google again', async () => {
      const requests = emailServer(403, { success: false, error: 'Please sign in with Google again to confirm' });
      const { user } = await open();
      const form = await submit(user, 'sam@quad.dev');
      expect(await within(form).findByRole('alert')).toHaveTextContent('Please sign in with Google again to confirm');
      expect(within(form).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/v1/auth/google');
      expect(requests).toEqual([{ newEmail: 'sam@quad.dev' }]);
    });
  });

  describe('sessions', () => {
    it('lists each device with how and when it was used, and signs another one out', async () => {
      const api = sessionsServer([here, phone]);
      const { user } = await open();
      const mine = await screen.findByRole('listitem', { name: 'Firefox on Linux' });
      expect(mine).toHaveTextContent('This device');
      expect(mine).toHaveTextContent('Signed in with password');
      expect(mine).toHaveTextContent('Active now');
      expect(within(mine).queryByRole('button')).not.toBeInTheDocument();

      const other = screen.getByRole('listitem', { name: 'Safari on iPhone' });
      expect(other).not.toHaveTextContent('This device');
      expect(other).toHaveTextContent('Signed in with Google');
      expect(other).toHaveTextContent(`Last active ${formatDateTime(phone.lastUsedAt!)}`);

      await user.click(within(other).getByRole('button', { name: 'Sign out Safari on iPhone' }));
      expect(await screen.findByText('Signed out of that session')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument());
      expect(api.calls).toEqual([`end ${phone.id}`]);
      expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeDisabled();
    });

    it('says when a session had already ended, and refreshes the list', async () => {
      const api = sessionsServer([here, phone]);
      const { user } = await open();
      const other = await screen.findByRole('listitem', { name: 'Safari on iPhone' });
      api.forget(phone.id);
      await user.click(within(other).getByRole('button', { name: /Sign out/ }));
      expect(await screen.findByText('Session not found')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument());
    });

    it('signs every other session out at once', async () => {
      const third = session({ id: '0190c1a2-0000-7000-a000-000000000003', device: null, method: 'email_link', lastUsedAt: null, current: false });
      const api = sessionsServer([here, phone, third]);
      const { user } = await open();
      expect(await screen.findByRole('listitem', { name: 'Unknown device' })).toHaveTextContent('Signed in from an email link');
      await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
      expect(await screen.findByText('Signed out of 2 other sessions')).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(1));
      expect(screen.getByText("You're not signed in anywhere else.")).toBeInTheDocument();
      expect(api.calls).toEqual(['end others']);
    });

    it('says when the list cannot be loaded', async () => {
      server.use(http.get(`${API}/auth/sessions`, () => HttpResponse.json({ success: false, error: 'Database down' }, { status: 500 })));
      await open();
      expect(await within(card("Where you're signed in")).findByRole('alert')).toHaveTextContent('Database down');
    });
  });

  describe('university e-mail', () => {
    const michigan = { id: '0190c1a2-0000-7000-9000-000000000001', name: 'University of Michigan' };
    const oxford = { id: '0190c1a2-0000-7000-9000-000000000002', name: 'Oxford' };

    async function addAddress(user: Awaited<ReturnType<typeof open>>['user'], email: string, label = 'University e-mail') {
      const form = within(card('University e-mail')).getByRole('form', { name: 'Add university e-mail' });
      if (email) await user.type(within(form).getByLabelText(label), email);
      await user.click(within(form).getByRole('button', { name: 'Send link' }));
      return form;
    }

    it('says when the sign-in address alone shows where the student studies', async () => {
      mockMembershipApi({ membership: buildMembership({ universities: [michigan, oxford] }) });
      await open();
      const section = card('University e-mail');
      expect(section).toHaveTextContent('An address at your university proves you study there; it is never shown to other students.');
      const verified = await within(section).findByRole('list', { name: 'Your universities' });
      expect(within(verified).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Verified for University of Michigan',
        'Verified for Oxford',
      ]);
      expect(section).toHaveTextContent('Your sign-in address shows you study at University of Michigan and Oxford.');
      expect(within(section).getByRole('form', { name: 'Add university e-mail' })).toBeInTheDocument();
    });

    it('sends a link to a new address, which then waits for it, and sends it again', async () => {
      const api = mockMembershipApi();
      const { user } = await open();
      const section = card('University e-mail');
      expect(await within(section).findByText(/You haven't shown where you study yet: add your university e-mail/)).toBeInTheDocument();

      await addAddress(user, 'sam@med.umich.edu');

      const sent = await within(section).findByRole('status');
      expect(sent).toHaveTextContent('We sent a link to sam@med.umich.edu. Open it to confirm your university e-mail.');
      expect(sent).toHaveFocus();
      expect(api.added).toEqual(['sam@med.umich.edu']);
      // The address waits for its link: the form folds away until asked for.
      expect(within(section).queryByRole('form')).not.toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Send the link again' }));
      await waitFor(() => expect(api.added).toEqual(['sam@med.umich.edu', 'sam@med.umich.edu']));
      expect(await within(section).findByRole('status')).toHaveFocus();
    });

    it('checks the address before asking the server', async () => {
      const api = mockMembershipApi();
      const { user } = await open();
      await within(card('University e-mail')).findByRole('form');
      const form = await addAddress(user, '');
      expect(await within(form).findByText('Please enter your university e-mail address')).toBeInTheDocument();
      await addAddress(user, 'not-an-address');
      expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(api.added).toEqual([]);
    });

    it.each([
      [400, 'This is a webmail address; enter the address your university gave you', true],
      [400, 'No university on Quad has addresses at reed.edu; you can request your university', true],
      [409, 'This address is already used by another Quad account', false],
    ])('shows the server’s %i answer under the address', async (status, error, asField) => {
      const api = mockMembershipApi();
      api.refuseAdd = { status, body: { error, ...(asField ? { fields: { email: error } } : {}) } };
      const { user } = await open();
      await within(card('University e-mail')).findByRole('form');
      const form = await addAddress(user, 'sam@reed.edu');
      expect(await within(form).findByText(error)).toBeInTheDocument();
      const input = within(form).getByLabelText('University e-mail');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(error));
      expect(input).toHaveFocus();
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows a refusal without a field above the form', async () => {
      const api = mockMembershipApi();
      api.refuseAdd = { status: 429, body: { error: 'Too many requests. Please try again later.' } };
      const { user } = await open();
      await within(card('University e-mail')).findByRole('form');
      const form = await addAddress(user, 'sam@umich.edu');
      expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
      expect(within(form).getByLabelText('University e-mail')).not.toHaveAttribute('aria-invalid');
    });

    it('shows the verified address and removes it after asking', async () => {
      const verifiedAt = '2026-03-01T09:00:00Z';
      const api = mockMembershipApi({
        membership: buildMembership({ universityEmail: 'sam@umich.edu', verifiedAt, universities: [michigan] }),
      });
      const { user } = await open(buildUser({ email: 'sam@gmail.com' }));
      const section = card('University e-mail');
      expect(await within(section).findByText('sam@umich.edu')).toBeInTheDocument();
      expect(section).toHaveTextContent(`Verified ${formatDateTime(verifiedAt)}`);
      expect(section).toHaveTextContent('Verified for University of Michigan');
      expect(section).not.toHaveTextContent('Your sign-in address shows');
      // Replacing it is one click away, not in the way.
      expect(within(section).queryByRole('form')).not.toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Remove' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove university e-mail' });
      expect(dialog).toHaveAccessibleDescription('sam@umich.edu will no longer show where you study.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.removed).toBe(0);

      await user.click(within(section).getByRole('button', { name: 'Remove' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Your university e-mail was removed.')).toBeInTheDocument();
      expect(api.removed).toBe(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(await within(section).findByRole('form', { name: 'Add university e-mail' })).toBeInTheDocument();
      expect(within(section).queryByText('sam@umich.edu')).not.toBeInTheDocument();
    });

    it('says a removal failed in the dialog', async () => {
      mockMembershipApi({ membership: buildMembership({ universityEmail: 'sam@umich.edu', verifiedAt: '2026-03-01T09:00:00Z' }) });
      server.use(http.delete(`${API}/auth/university-email`, () => HttpResponse.json({ success: false, error: 'Database down' }, { status: 500 })));
      const { user } = await open();
      await user.click(await within(card('University e-mail')).findByRole('button', { name: 'Remove' }));
      const dialog = screen.getByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database down');
    });

    it('shows an address waiting for its link, and another address can replace it', async () => {
      const api = mockMembershipApi({ membership: buildMembership({ pendingEmail: 'sam@umich.edu' }) });
      const { user } = await open();
      const section = card('University e-mail');
      expect(await within(section).findByText(/We sent a link to/)).toHaveTextContent('We sent a link to sam@umich.edu. Open it to confirm.');

      await user.click(within(section).getByRole('button', { name: 'Use another address' }));
      const input = within(section).getByLabelText('New university e-mail');
      await waitFor(() => expect(input).toHaveFocus());
      await user.click(within(section).getByRole('button', { name: 'Cancel' }));
      expect(within(section).queryByRole('form')).not.toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Use another address' }));
      await addAddress(user, 'sam.rivera@umich.edu', 'New university e-mail');
      expect(await within(section).findByRole('status')).toHaveTextContent('We sent a link to sam.rivera@umich.edu.');
      expect(api.added).toEqual(['sam.rivera@umich.edu']);
    });

    it('cancels the link of an address waiting for it, after asking, and offers the form again', async () => {
      const api = mockMembershipApi({ membership: buildMembership({ pendingEmail: 'sam@umich.edu' }) });
      const { user } = await open();
      const section = card('University e-mail');
      expect(await within(section).findByText(/We sent a link to/)).toHaveTextContent('We sent a link to sam@umich.edu.');
      expect(within(section).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Cancel the link' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel the link' });
      expect(dialog).toHaveAccessibleDescription('Cancel the link sent to sam@umich.edu? The link stops working.');
      await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(api.removed).toBe(0);

      await user.click(within(section).getByRole('button', { name: 'Cancel the link' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the link' }));
      expect(await screen.findByText('The link sent to sam@umich.edu was cancelled.')).toBeInTheDocument();
      expect(api.removed).toBe(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const form = await within(section).findByRole('form', { name: 'Add university e-mail' });
      expect(within(form).getByLabelText('University e-mail')).toBeInTheDocument();
      expect(within(section).queryByText(/We sent a link to/)).not.toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Cancel the link' })).not.toBeInTheDocument();
    });

    it('offers no separate cancel for a link waiting beside a verified address', async () => {
      mockMembershipApi({
        membership: buildMembership({ universityEmail: 'sam@umich.edu', verifiedAt: '2026-03-01T09:00:00Z', pendingEmail: 'sam@med.umich.edu' }),
      });
      const { user } = await open();
      const section = card('University e-mail');
      expect(await within(section).findByText(/We sent a link to/)).toHaveTextContent('We sent a link to sam@med.umich.edu.');
      expect(within(section).queryByRole('button', { name: 'Cancel the link' })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Remove' }));
      expect(screen.getByRole('alertdialog', { name: 'Remove university e-mail' })).toHaveTextContent(
        'The link sent to sam@med.umich.edu stops working too.',
      );
    });

    it('opens the form, focused, from the profile wizard’s link', async () => {
      mockMembershipApi({ membership: buildMembership({ universityEmail: 'sam@umich.edu', verifiedAt: '2026-03-01T09:00:00Z' }) });
      const { router } = await open(buildUser(), '/settings?universityEmail=add');
      const section = card('University e-mail');
      await waitFor(() => expect(within(section).getByLabelText('New university e-mail')).toHaveFocus());
      // Used once: a reload shows the card as it stands.
      expect(router.state.location.search).toBe('');
    });

    describe("the university's Google account", () => {
      const GOOGLE = "Use my university's Google account";
      const NOT_MANAGED =
        'This Google account is not managed by your university. Choose the account your university gave you, or confirm your university e-mail with a link.';

      beforeEach(() => {
        vi.spyOn(googleConsent, 'open').mockImplementation(() => undefined);
      });

      it('is not offered without Google sign-in', async () => {
        mockMembershipApi();
        await open();
        const section = card('University e-mail');
        expect(await within(section).findByRole('form', { name: 'Add university e-mail' })).toBeInTheDocument();
        // Once the deployment's settings are read: still no Google.
        await waitFor(() => expect(appQueryClient.getQueryData(getPublicConfigQueryOptions().queryKey)).toBeDefined());
        expect(within(section).queryByRole('button', { name: GOOGLE })).not.toBeInTheDocument();
      });

      it('opens Google’s consent screen, to come back to Settings', async () => {
        mockPublicConfig({ googleSignIn: true });
        const api = mockMembershipApi();
        let answer: () => void = () => undefined;
        const answered = new Promise<void>((resolve) => {
          answer = resolve;
        });
        const { user } = await open();
        const section = card('University e-mail');
        const button = await within(section).findByRole('button', { name: GOOGLE });
        expect(button).toHaveAccessibleDescription('If your university gives you a Google account, choose it at Google: no link to wait for.');

        // The server takes its time: the button says so and cannot be pressed again.
        server.use(
          http.post(`${API}/auth/university-email/google`, async ({ request }) => {
            api.googleStarts.push(((await request.json()) as { returnTo: string }).returnTo);
            await answered;
            return HttpResponse.json({ success: true, data: { url: GOOGLE_CONSENT_URL } });
          }),
        );
        await user.click(button);
        expect(await within(section).findByRole('button', { name: 'Opening Google...' })).toBeDisabled();
        answer();
        await waitFor(() => expect(googleConsent.open).toHaveBeenCalledWith(GOOGLE_CONSENT_URL));
        expect(api.googleStarts).toEqual(['/settings']);
        // Until the page is gone.
        expect(within(section).getByRole('button', { name: 'Opening Google...' })).toBeDisabled();
      });

      it('says why Google cannot be opened', async () => {
        mockPublicConfig({ googleSignIn: true });
        const api = mockMembershipApi({ membership: buildMembership({ pendingEmail: 'sam@umich.edu' }) });
        api.refuseGoogle = { status: 404, body: { error: 'Google sign-in is not available' } };
        const { user } = await open();
        const section = card('University e-mail');
        // Offered while a link waits too: no need to wait for it.
        expect(await within(section).findByText(/We sent a link to/)).toBeInTheDocument();
        await user.click(await within(section).findByRole('button', { name: GOOGLE }));
        const alert = await within(section).findByRole('alert');
        expect(alert).toHaveTextContent('Google sign-in is not available');
        expect(alert).toHaveFocus();
        expect(within(section).getByRole('button', { name: GOOGLE })).toBeEnabled();
        expect(googleConsent.open).not.toHaveBeenCalled();
      });

      it('says the address is confirmed once back from Google, once', async () => {
        mockPublicConfig({ googleSignIn: true });
        mockMembershipApi({
          membership: buildMembership({ universityEmail: 'sam@umich.edu', verifiedAt: '2026-03-01T09:00:00Z', universities: [michigan] }),
        });
        const { router } = await open(buildUser(), '/settings?universityEmail=confirmed');
        expect(await screen.findByText('Your university e-mail is confirmed.')).toBeInTheDocument();
        const section = card('University e-mail');
        expect(await within(section).findByText('sam@umich.edu')).toBeInTheDocument();
        expect(section).toHaveTextContent('Verified for University of Michigan');
        // Not opened by it.
        expect(within(section).queryByRole('form')).not.toBeInTheDocument();
        // Said once: a reload does not say it again.
        await waitFor(() => expect(router.state.location.search).toBe(''));
      });

      it('says why Google could not prove the university once back, where Google is offered again', async () => {
        mockPublicConfig({ googleSignIn: true });
        mockMembershipApi({ membership: buildMembership({ universityEmail: 'sam@umich.edu', verifiedAt: '2026-03-01T09:00:00Z' }) });
        const { user, router } = await open(buildUser(), `/settings?universityEmailError=${encodeURIComponent(NOT_MANAGED)}`);
        const section = card('University e-mail');
        const alert = await within(section).findByRole('alert');
        expect(alert).toHaveTextContent(NOT_MANAGED);
        await waitFor(() => expect(alert).toHaveFocus());
        // The form and the button are there to try again.
        expect(within(section).getByRole('form', { name: 'Add university e-mail' })).toBeInTheDocument();
        expect(await within(section).findByRole('button', { name: GOOGLE })).toBeEnabled();
        expect(screen.queryByText('Your university e-mail is confirmed.')).not.toBeInTheDocument();
        await waitFor(() => expect(router.state.location.search).toBe(''));

        // Said once: closed and opened again, the form has no stale reason.
        await user.click(within(section).getByRole('button', { name: 'Cancel' }));
        await user.click(within(section).getByRole('button', { name: 'Use another address' }));
        expect(await within(section).findByRole('button', { name: GOOGLE })).toBeInTheDocument();
        expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
      });
    });

    it('says when the university e-mail cannot be loaded', async () => {
      server.use(http.get(`${API}/auth/university-email`, () => HttpResponse.json({ success: false, error: 'Database down' }, { status: 500 })));
      await open();
      expect(await within(card('University e-mail')).findByRole('alert')).toHaveTextContent('Database down');
    });
  });

  describe('privacy before connecting', () => {
    const privacySwitch = () => within(card('Privacy before connecting')).findByRole('switch', { name: 'Private before connecting' });

    it('explains what others see before connecting, and turns it off and on again', async () => {
      const api = mockConnectionsApi();
      const { user } = await open();
      const section = card('Privacy before connecting');
      expect(section).toHaveTextContent(
        'students you are not connected with see only your first name, last initial, one photo, major, class year, bio and why you match',
      );
      const toggle = await privacySwitch();
      expect(toggle).toBeChecked();

      await user.click(toggle);
      expect(await screen.findByText('Privacy before connecting is off.')).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
      expect(api.calls).toEqual([{ method: 'PUT', path: '/settings/contact-privacy', body: { privateBeforeConnecting: false } }]);
      expect(section).toHaveTextContent('Off: every student who can see your profile sees all your photos and your social handles.');

      await user.click(toggle);
      expect(await screen.findByText('Privacy before connecting is on.')).toBeInTheDocument();
      expect(toggle).toBeChecked();
      expect(api.calls.at(-1)).toEqual({ method: 'PUT', path: '/settings/contact-privacy', body: { privateBeforeConnecting: true } });
    });

    it('shows the saved setting again, and why, when the server refuses the change', async () => {
      mockConnectionsApi({ privateBeforeConnecting: false, privacyFailure: { status: 500, error: 'Something went wrong' } });
      const { user } = await open();
      const toggle = await privacySwitch();
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      expect(await within(card('Privacy before connecting')).findByRole('alert')).toHaveTextContent('Something went wrong');
      expect(toggle).not.toBeChecked();
    });
  });

  describe('research sharing', () => {
    const optOut = () =>
      within(card('Research sharing')).findByRole('switch', {
        name: "Don't share or sell my information to university partners for research",
      });

    it('explains the choice, links to the policy, and opts out and back in', async () => {
      const api = mockResearchSharingApi({ now: '2026-03-04T15:00:00Z', latency: 50 });
      const { user } = await open();
      const section = card('Research sharing');
      expect(section).toHaveTextContent(
        'Our privacy policy lets us share information with university partners for research. With this on, we leave you out of anything we share or sell.',
      );
      expect(within(section).getByRole('link', { name: 'How we share and sell information' })).toHaveAttribute(
        'href',
        '/privacy#how-we-share-information',
      );
      const toggle = await optOut();
      expect(toggle).not.toBeChecked();
      expect(section).not.toHaveTextContent('You opted out on');

      await user.click(toggle);
      expect(toggle).toBeDisabled();
      expect(await screen.findByText('You opted out of research sharing.')).toBeInTheDocument();
      expect(toggle).toBeChecked();
      expect(toggle).toBeEnabled();
      expect(api.puts).toEqual([{ optedOut: true }]);
      expect(toggle).toHaveAccessibleDescription(`You opted out on ${formatDate('2026-03-04T15:00:00Z')}.`);

      await user.click(toggle);
      expect(await screen.findByText('You are no longer opted out of research sharing.')).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
      expect(api.puts.at(-1)).toEqual({ optedOut: false });
      expect(section).not.toHaveTextContent('You opted out on');
    });

    it('shows when someone opted out, staff included', async () => {
      mockResearchSharingApi({ optedOutAt: '2026-02-01T12:00:00Z' });
      await open(buildUser({ role: 'admin', isAdmin: true }));
      const toggle = await optOut();
      expect(toggle).toBeChecked();
      expect(card('Research sharing')).toHaveTextContent(`You opted out on ${formatDate('2026-02-01T12:00:00Z')}.`);
    });

    it('says why in a toast, and shows the saved choice again, when saving fails', async () => {
      const api = mockResearchSharingApi({ saveFailure: { status: 500, error: 'Something went wrong on our side. Please try again.' } });
      const { user } = await open();
      const toggle = await optOut();
      await user.click(toggle);
      expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
      expect(api.puts).toEqual([{ optedOut: true }]);
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
      expect(screen.queryByText('You opted out of research sharing.')).not.toBeInTheDocument();
    });

    it('says when the choice cannot be loaded, and tries again', async () => {
      mockResearchSharingApi({ loadFailure: { status: 500, error: 'Database down' } });
      const { user } = await open();
      const section = card('Research sharing');
      expect(await within(section).findByRole('alert')).toHaveTextContent('Database down');
      mockResearchSharingApi();
      await user.click(within(section).getByRole('button', { name: 'Try again' }));
      expect(await optOut()).not.toBeChecked();
    });
  });
});
