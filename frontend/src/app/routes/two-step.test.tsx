import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { ENROLMENT, mockTwoStepApi, RECOVERY_CODES, RIGHT_CODE, WRONG_CODE_MESSAGE } from '@/testing/mocks/two-step';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const admin = buildUser({ role: 'admin', isAdmin: true, email: 'ada@umich.edu' });
const moderator = buildUser({ role: 'moderator', email: 'mo@umich.edu' });

async function open(person = moderator, path = '/settings/two-step') {
  signInAs(person);
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
  return view;
}

/** Catches the files the page hands to the browser: their names and contents. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: blobs.get(this.getAttribute('href') ?? '')!.text() });
  });
  return { files, restore: () => click.mockRestore() };
}

describe('/settings/two-step', () => {
  it('sends a guest to the login page', async () => {
    const { router } = renderRoutes(routes, '/settings/two-step');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a student it is for staff, without asking the server', async () => {
    const api = mockTwoStepApi();
    await open(buildUser());
    expect(await screen.findByText('Two-step sign-in is for staff accounts.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sets it up: QR code and key, a first code, then the recovery codes shown once', async () => {
    const api = mockTwoStepApi();
    const downloads = catchDownloads();
    const { user } = await open();

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in is off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('link', { name: 'Not now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    // The QR code of the address, and the key to type in instead, in groups of four.
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByText(/signs you out of Quad on your other devices/)).toBeInTheDocument();

    const code = screen.getByLabelText('Enter the code your app shows');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/This is the only time Quad shows them/)).toBeInTheDocument();
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/api/v1/auth/second-factor', undefined],
      ['POST', '/api/v1/auth/second-factor/setup', undefined],
      ['POST', '/api/v1/auth/second-factor/confirm', { code: '000000' }],
      ['POST', '/api/v1/auth/second-factor/confirm', { code: RIGHT_CODE }],
      // Read again once on; the page keeps showing the codes.
      ['GET', '/api/v1/auth/second-factor', undefined],
    ]);

    // Copy, and download as a text file.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Download as text' }));
    expect(downloads.files.map((file) => file.name)).toEqual(['quad-recovery-codes.txt']);
    const text = await downloads.files[0]!.text;
    expect(text).toContain('Quad recovery codes for mo@umich.edu');
    for (const recovery of RECOVERY_CODES) expect(text).toContain(recovery);
    downloads.restore();

    // On only once they say they saved them.
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I saved these codes' }));
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in is on' })).toBeInTheDocument();
    expect(screen.getByText(/You have 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('sends an admin sent here at sign-in on to where they were going once it is on', async () => {
    mockTwoStepApi({ required: true });
    const { user, router } = await open(admin, '/settings/two-step?next=%2Fadmin%2Fusers');
    expect(await screen.findByText('Admins turn on two-step sign-in before using admin tools.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Not now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText('Enter the code your app shows'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('goes back to the start from setting up', async () => {
    mockTwoStepApi();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByTestId('two-step-secret')).toHaveTextContent(ENROLMENT.secret.slice(0, 4));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in is off' })).toBeInTheDocument();
  });

  it('says why it could not start, and shows it as it stands', async () => {
    const api = mockTwoStepApi();
    server.use(
      http.post(`${API}/auth/second-factor/setup`, () => {
        api.status = { ...api.status, on: true, recoveryCodesLeft: 10 };
        return HttpResponse.json({ success: false, error: 'Two-step sign-in is already on' }, { status: 409 });
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in is on' })).toBeInTheDocument();
  });

  it('warns when few recovery codes are left, and says who can reset it', async () => {
    mockTwoStepApi({ on: true, required: true, sessionVerified: true, recoveryCodesLeft: 2 });
    await open(admin);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in is on' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('You have 2 recovery codes left.');
    expect(note).toHaveTextContent('ask another admin to reset your two-step sign-in');
    expect(screen.getByText('Admins keep two-step sign-in on to use admin tools.')).toBeInTheDocument();
  });

  it('offers other staff "Not now" on to where they were going', async () => {
    mockTwoStepApi({ required: false });
    await open(moderator, '/settings/two-step?next=%2Fmoderation');
    expect(await screen.findByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/moderation');
  });
});
