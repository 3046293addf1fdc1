import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const valid = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya@umich.edu',
  username: 'maya.t',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

const labels: Record<keyof typeof valid, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

type User = ReturnType<typeof renderRoutes>['user'];

async function openRegister() {
  const view = renderRoutes(routes, '/register');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

async function fill(user: User, values: Partial<typeof valid> = valid, { accept = true } = {}) {
  for (const [field, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(labels[field as keyof typeof valid]), value);
  }
  if (accept) await user.click(screen.getByRole('checkbox', { name: /at least 16 years old/ }));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

/** The message announced with a field (its aria-describedby). */
function descriptionOf(label: string): string {
  const field = screen.getByLabelText(label);
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

function registerAnswers(status: number, body: unknown) {
  const requests: unknown[] = [];
  server.use(
    http.post(`${API}/auth/register`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return requests;
}

describe('/register', () => {
  it('has the fields, the password hint, the terms checkbox and the Sign in link', async () => {
    await openRegister();
    expect(document.title).toBe('Sign Up · Quad');
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(descriptionOf('Password')).toContain(
      'At least 8 characters, with an uppercase letter, a lowercase letter and a number',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'I am at least 16 years old and I accept the Terms of Service and Privacy Policy',
      }),
    ).not.toBeChecked();
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(within(form).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for every required field before calling the server', async () => {
    const requests = registerAnswers(201, {});
    const { user } = await openRegister();
    await submit(user);

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    for (const label of Object.values(labels)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(descriptionOf(label)).toContain(`${label} is required`);
    }
    expect(descriptionOf('I am at least 16 years old and I accept the Terms of Service and Privacy Policy')).toBe(
      'Please confirm you are at least 16 and accept the Terms',
    );
    expect(requests).toHaveLength(0);
  });

  it.each([
    [{ email: 'maya@umich' }, 'Email address', 'Please enter a valid email address'],
    [{ email: 'maya.umich.edu' }, 'Email address', 'Please enter a valid email address'],
    [{ password: 'Sh0rt', confirmPassword: 'Sh0rt' }, 'Password', 'Password must be at least 8 characters long'],
    [
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      'Password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ confirmPassword: 'Secret124' }, 'Confirm password', 'Passwords do not match'],
    [{ username: 'ab' }, 'Username', 'Username must be 3 to 30 characters long'],
    [
      { username: '_maya' },
      'Username',
      "Username may contain only letters, numbers, '_' and '.', and must start with a letter or number",
    ],
  ])('rejects %o at %s: "%s"', async (overrides, label, message) => {
    const requests = registerAnswers(201, {});
    const { user } = await openRegister();
    await fill(user, { ...valid, ...overrides });
    await submit(user);
    await waitFor(() => expect(descriptionOf(label)).toContain(message));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('requires the age and terms confirmation', async () => {
    const requests = registerAnswers(201, {});
    const { user } = await openRegister();
    await fill(user, valid, { accept: false });
    await submit(user);
    expect(await screen.findByText('Please confirm you are at least 16 and accept the Terms')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says "Registering...", stores the registration token, and goes to /registration-success with the email', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(`${API}/auth/register`, async ({ request }) => {
        requests.push(await request.json());
        await delay(50);
        return HttpResponse.json(
          {
            success: true,
            token: 'registration-token',
            needsVerification: true,
            message: 'Registration successful. Please check your email to verify your account.',
            user: buildUser({ email: 'maya@umich.edu', emailVerified: false }),
          },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await openRegister();
    await fill(user);
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration-success');
    expect(router.state.location.state).toEqual({ email: 'maya@umich.edu', needsVerification: true });
    expect(screen.getByText('maya@umich.edu')).toBeInTheDocument();
    expect(requests).toEqual([{ ...valid, recaptchaToken: null }]);
    expect(localStorage.getItem('token')).toBe('registration-token');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, needsVerification: true, user: null });
  });

  it.each([
    [409, 'Email already in use', 'This email address is already registered. Please use a different email or try logging in.'],
    [409, 'Username already in use', 'This username is already taken. Please choose a different username.'],
    [429, 'Too many requests', 'Too many registration attempts. Please try again later.'],
    [400, 'reCAPTCHA verification failed. Please try again.', 'reCAPTCHA verification failed. Please refresh the page and try again.'],
    [500, 'Something went wrong on our side. Please try again.', 'Registration failed'],
  ])('answers a %i "%s" with "%s"', async (status, error, shown) => {
    registerAnswers(status, { success: false, error });
    const { user } = await openRegister();
    await fill(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(alert).toHaveFocus();
  });

  it('shows the server field errors next to their fields', async () => {
    registerAnswers(400, {
      success: false,
      error: 'Passwords do not match',
      fields: { confirmPassword: 'Passwords do not match' },
    });
    const { user } = await openRegister();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords you entered do not match. Please try again.');
    expect(descriptionOf('Confirm password')).toBe('Passwords do not match');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "An error occurred during registration" when the server cannot be reached', async () => {
    server.use(http.post(`${API}/auth/register`, () => HttpResponse.error()));
    const { user } = await openRegister();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during registration');
  });

  it.each([
    ['an admin', '/admin', buildUser({ role: 'admin', isAdmin: true }), null],
    ['a student without a profile', '/profile/create', buildUser(), null],
    ['a student whose profile is pending', '/profile', buildUser(), buildProfile({ profileStatus: 'pending' })],
    ['a student whose profile is approved', '/home', buildUser(), buildProfile({ profileStatus: 'approved' })],
  ])('sends %s who is signed in on to %s, not to the marketing page', async (_who, target, person, profile) => {
    mockProfileApi(profile);
    signInAs(person);
    const { router } = renderRoutes(routes, '/register');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
