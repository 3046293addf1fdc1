import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import type { Grecaptcha } from '@/features/auth/utils/load-recaptcha';
import { useSession } from '@/lib/auth';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildProfile, mockProfileApi } from '@/testing/mocks/profiles';
import { server } from '@/testing/mocks/server';
import { mockPublicConfig } from '@/testing/mocks/site';
import { renderRoutes, signInAs } from '@/testing/test-utils';

type LoginBody = { email: string; password: string; rememberMe: boolean; recaptchaToken: string | null };

function config(data: { recaptchaSiteKey: string | null; googleSignIn: boolean }) {
  mockPublicConfig(data);
}

function loginAnswers(status: number, body: unknown) {
  const requests: LoginBody[] = [];
  server.use(
    http.post(`${API}/auth/login`, async ({ request }) => {
      requests.push((await request.json()) as LoginBody);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return requests;
}

async function openLogin() {
  const view = renderRoutes(routes, '/login');
  await screen.findByRole('heading', { level: 1, name: 'Log in to Quad' });
  return view;
}

async function fillAndSubmit(user: ReturnType<typeof renderRoutes>['user'], email = 'sam@umich.edu', password = 'Secret123') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('has the fields and links of spec 2.4, without Google or reCAPTCHA when the server offers neither', async () => {
    await openLogin();
    expect(document.title).toBe('Log In · Quad');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('link', { name: /continue with google/i })).not.toBeInTheDocument());
    expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
  });

  it('offers Continue with Google as a full page link to the server when Google sign-in is on', async () => {
    config({ recaptchaSiteKey: null, googleSignIn: true });
    await openLogin();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/v1/auth/google',
    );
  });

  it('the password can be shown and hidden', async () => {
    const { user } = await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for both fields before calling the server', async () => {
    const requests = loginAnswers(200, {});
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('Enter your email address');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('says "Signing in..." while the call runs, sends Remember me, and takes a student without a profile to the wizard', async () => {
    mockProfileApi(null);
    const requests: LoginBody[] = [];
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        requests.push((await request.json()) as LoginBody);
        await delay(50);
        return HttpResponse.json({ success: true, token: 'student-token', user: buildUser({ username: 'sam' }) });
      }),
    );
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/create'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toEqual([{ email: 'sam@umich.edu', password: 'Secret123', rememberMe: true, recaptchaToken: null }]);
    expect(localStorage.getItem('token')).toBe('student-token');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { username: 'sam' } });
    expect(await screen.findByRole('button', { name: /Sam Rivera, account menu/ })).toBeInTheDocument();
  });

  it('brings a guest back to the page they were asked to sign in for', async () => {
    loginAnswers(200, { success: true, token: 'student-token', user: buildUser() });
    const { user, router } = renderRoutes(routes, '/settings?universityEmail=add');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Quad' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fsettings%3FuniversityEmail%3Dadd');

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?universityEmail=add');
  });

  it('never follows a return address to another site', async () => {
    loginAnswers(200, { success: true, token: 'admin-token', user: buildUser({ role: 'admin', isAdmin: true }) });
    const { user, router } = renderRoutes(routes, '/login?next=%2F%2Fevil.example%2Fphish');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Quad' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('takes an admin to /admin', async () => {
    loginAnswers(200, { success: true, token: 'admin-token', user: buildUser({ role: 'admin', isAdmin: true }) });
    const { user, router } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    [401, 'Invalid credentials', 'The email or password you entered is incorrect'],
    [429, 'Too many requests', 'Too many login attempts. Please try again later'],
    [403, 'This account is suspended. Please contact support.', 'This account is suspended. Please contact support.'],
    [500, '', 'Login failed'],
  ])('answers a %i "%s" with "%s"', async (status, error, shown) => {
    loginAnswers(status, { success: false, error });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says "An error occurred during login" when the server cannot be reached', async () => {
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.error()));
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login');
  });

  it('explains an unverified address and resends the link to the typed address without any stored token', async () => {
    localStorage.setItem('token', 'someone-elses-registration-token');
    useSession.setState({ loading: false });
    loginAnswers(403, { success: false, error: 'Email not verified. Please check your inbox for the verification link.' });
    let resend: { body: unknown; authorization: string | null } | null = null;
    server.use(
      http.post(`${API}/auth/resend-verification`, async ({ request }) => {
        resend = { body: await request.json(), authorization: request.headers.get('Authorization') };
        await delay(30);
        return HttpResponse.json({ success: true, message: 'Verification email sent successfully' });
      }),
    );
    const { user } = await openLogin();
    await fillAndSubmit(user, 'new@umich.edu');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your email has not been verified. Please check your inbox for a verification link',
    );
    await user.click(within(alert).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(alert).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await within(alert).findByText('Verification email sent successfully')).toBeInTheDocument();
    expect(resend).toEqual({ body: { email: 'new@umich.edu' }, authorization: null });
  });

  it('shows the server error when resending fails', async () => {
    loginAnswers(403, { success: false, error: 'Email not verified.' });
    server.use(
      http.post(`${API}/auth/resend-verification`, () =>
        HttpResponse.json({ success: false, error: 'Too many requests' }, { status: 429 }),
      ),
    );
    const { user } = await openLogin();
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });

  it.each([
    ['an admin', '/admin', buildUser({ role: 'admin', isAdmin: true }), null],
    ['an Instagram manager', '/manager', buildUser({ role: 'manager' }), null],
    ['a student without a profile', '/profile/create', buildUser(), null],
    ['a student whose profile is pending', '/profile', buildUser(), buildProfile({ profileStatus: 'pending' })],
    ['a student whose profile was rejected', '/profile', buildUser(), buildProfile({ profileStatus: 'rejected' })],
    ['a student whose profile is approved', '/home', buildUser(), buildProfile({ profileStatus: 'approved' })],
  ])('sends %s who is already signed in to %s', async (_who, target, person, profile) => {
    mockProfileApi(profile);
    signInAs(person);
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a spinner while the session is being checked', async () => {
    useSession.setState({ loading: true });
    renderRoutes(routes, '/login');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('/login with reCAPTCHA', () => {
  let rendered: { container: HTMLElement; callback: (response: string) => void } | null;
  const fake: Grecaptcha = {
    ready: (callback) => callback(),
    render: (container, parameters) => {
      rendered = { container, callback: parameters.callback };
      return 7;
    },
    reset: vi.fn(),
  };

  beforeEach(() => {
    rendered = null;
    config({ recaptchaSiteKey: 'site-key', googleSignIn: false });
  });

  afterEach(() => {
    delete window.grecaptcha;
    document.querySelectorAll('script[data-quad-recaptcha]').forEach((element) => element.remove());
  });

  it('asks to complete the check, then sends its response as recaptchaToken', async () => {
    window.grecaptcha = fake;
    const requests = loginAnswers(401, { success: false, error: 'Invalid credentials' });
    const { user } = await openLogin();
    await waitFor(() => expect(rendered).not.toBeNull());
    expect(screen.getByTestId('recaptcha')).toContainElement(rendered!.container);

    await fillAndSubmit(user);
    expect(await screen.findByText('Please complete the reCAPTCHA verification.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    act(() => {
      rendered!.callback('captcha-response');
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('The email or password you entered is incorrect');
    expect(requests[0]?.recaptchaToken).toBe('captcha-response');
    // A response is good for one attempt: the widget starts over.
    expect(fake.reset).toHaveBeenCalledWith(7);
  });

  it('loads Google script explicitly and says so when it cannot', async () => {
    const { user } = await openLogin();
    const script = await waitFor(() => {
      const element = document.querySelector<HTMLScriptElement>('script[data-quad-recaptcha]');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    script.dispatchEvent(new Event('error'));

    expect(await screen.findByText('reCAPTCHA failed to load. Please refresh the page.')).toBeInTheDocument();
    await fillAndSubmit(user);
    expect(screen.getByText('reCAPTCHA failed to load. Please refresh the page.')).toBeInTheDocument();
  });
});
