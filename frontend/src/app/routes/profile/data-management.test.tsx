import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { appQueryClient } from '@/app/query-provider';
import { routes } from '@/app/router';
import { useSession } from '@/lib/auth';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { API, buildUser } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { mockPublicConfig } from '@/testing/mocks/site';
import { renderRoutes, signInAs } from '@/testing/test-utils';

const exportBody = {
  success: true,
  data: {
    user: { username: 'sam', email: 'sam@umich.edu', firstName: 'Sam', lastName: 'Rivera', createdAt: '2026-01-01T00:00:00Z', isEmailVerified: true, role: 'user', status: 'active' },
    profiles: [],
    posts: [],
    likedPosts: [],
    uploads: [],
    universityRequests: [],
    newsletterSubscribed: false,
    savedProfiles: [],
    savedPosts: [],
    connections: [],
    interests: [],
    connectionRequests: [],
    connectionRequestsReceived: [],
    blocked: [],
    notifications: [],
    notificationPreferences: [{ kind: 'newMessage', inApp: true, email: false }],
    messages: [],
    messagesReceived: [
      {
        conversationId: '0190c1a2-0000-7000-f000-000000000001',
        senderId: '0190c1a2-0000-7000-d000-000000000002',
        text: 'Is the room still free?',
        sentAt: '2026-01-06T09:30:00Z',
      },
    ],
    reportsFiled: [],
    privateBeforeConnecting: true,
    researchSharingOptedOutAt: '2026-01-10T08:00:00Z',
    sessions: [],
  },
};

/** Catches the files the page hands to the browser: their names, media types and contents. */
function catchDownloads() {
  const files: { name: string; type: string; text: Promise<string> }[] = [];
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
    const blob = blobs.get(this.getAttribute('href') ?? '')!;
    files.push({ name: this.download, type: blob.type, text: blob.text() });
  });
  return { files, restore: () => click.mockRestore() };
}

function open() {
  signInAs(buildUser());
  return renderRoutes(routes, '/profile/data-management');
}

describe('/profile/data-management', () => {
  it('downloads the export as a text file', async () => {
    server.use(http.get(`${API}/auth/export-data`, () => HttpResponse.json(exportBody)));
    const downloads = catchDownloads();
    const { user } = open();
    expect(await screen.findByRole('heading', { name: /Your Privacy Rights/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export Your Data' }));
    expect(await screen.findByText('Data exported successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Again' })).toBeEnabled();
    expect(downloads.files).toHaveLength(1);
    const [file] = downloads.files;
    expect(file!.name).toMatch(/^quad-data-sam-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(file!.type).toBe('text/plain;charset=utf-8');
    const text = await file!.text;
    expect(text).toContain('== Messages received (1) ==');
    expect(text).toContain('Private Before Connecting: yes');
    expect(text).toContain('Opted Out Of Research Sharing: 2026-01-10T08:00:00Z');
    downloads.restore();
  });

  it('downloads the same data as a JSON file for other apps', async () => {
    server.use(http.get(`${API}/auth/export-data`, () => HttpResponse.json(exportBody)));
    const downloads = catchDownloads();
    const { user } = open();
    expect(await screen.findByText(/the JSON file has the same data in a format other apps can read/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(await screen.findByText('Data exported successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your data has been downloaded.')).toBeInTheDocument();
    // The text file's button keeps its words: only it offers to download again.
    expect(screen.getByRole('button', { name: 'Export Your Data' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
    expect(downloads.files).toHaveLength(1);
    const [file] = downloads.files;
    expect(file!.name).toMatch(/^quad-data-sam-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file!.type).toBe('application/json');
    const json = await file!.text;
    expect(JSON.parse(json)).toEqual(exportBody.data);
    expect(json).toContain('\n  "user": {\n');
    downloads.restore();
  });

  it('names the privacy address when it is configured', async () => {
    mockPublicConfig({ contact: { privacyEmail: 'privacy@quad.test' } });
    open();
    expect(await screen.findByRole('link', { name: 'privacy@quad.test' })).toHaveAttribute('href', 'mailto:privacy@quad.test');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('points to the Privacy Policy alone when no privacy address is configured', async () => {
    open();
    const rights = (await screen.findByRole('heading', { name: /Your Privacy Rights/ })).closest('section')!;
    await waitFor(() => expect(appQueryClient.getQueryData(getPublicConfigQueryOptions().queryKey)).toBeDefined());
    expect(within(rights).getByText(/Questions about your data\? Read our/)).toHaveTextContent(
      'Questions about your data? Read our Privacy Policy.',
    );
    expect(rights.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it("shows the server's reason when it refuses the export", async () => {
    server.use(http.get(`${API}/auth/export-data`, () => HttpResponse.json({ success: false, error: 'Too many requests' }, { status: 429 })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Export Your Data' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
  });

  it('says "Failed to export user data" when the JSON download fails, and offers it again', async () => {
    server.use(http.get(`${API}/auth/export-data`, () => HttpResponse.error()));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Download as JSON' }));
    expect(await screen.findByText('Failed to export user data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Your Data' })).toBeEnabled();
    expect(screen.queryByText('Your data has been downloaded.')).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => HttpResponse.json({ success: false, error: 'Something went wrong on our side. Please try again.' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('says "Failed to export user data" when the server %s, and offers the export again', async (_, answer) => {
    server.use(http.get(`${API}/auth/export-data`, answer));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Export Your Data' }));
    expect(await screen.findByText('Failed to export user data')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Your Data' })).toBeEnabled();
    expect(screen.queryByText('Your data has been downloaded.')).not.toBeInTheDocument();
  });

  function deleteAnswers(status: number, body: Record<string, unknown>) {
    const requests: unknown[] = [];
    server.use(
      http.delete(`${API}/auth/delete-account`, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(body, { status });
      }),
    );
    return requests;
  }

  it('deletes the account after confirmation with the password, and signs out', async () => {
    const requests = deleteAnswers(200, { success: true, message: 'Account deleted successfully' });
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Account' });
    expect(dialog).toHaveAccessibleDescription('Are you sure? Your account, profile and posts will be deleted permanently.');
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const again = screen.getByRole('alertdialog');
    await user.type(within(again).getByLabelText('Your password'), 'Secret123');
    await user.click(within(again).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests).toEqual([{ password: 'Secret123' }]);
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a missing or wrong password under the field and keeps the account', async () => {
    const requests = deleteAnswers(400, {
      success: false,
      error: 'Please enter your password to confirm',
      fields: { password: 'Please enter your password to confirm' },
    });
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Signed up with Google and never set a password? Leave this empty.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Please enter your password to confirm')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([{}]);
    expect(router.state.location.pathname).toBe('/profile/data-management');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('asks an account made with Google to sign in with Google again', async () => {
    deleteAnswers(403, { success: false, error: 'Please sign in with Google again to confirm' });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please sign in with Google again to confirm');
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/v1/auth/google');
  });
});
