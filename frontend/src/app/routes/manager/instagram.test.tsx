import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { getPostsQueryOptions, QUEUED_REFRESH_MS } from '@/features/manager/api/get-posts';
import { STAND_IN_TEXT } from '@/features/manager/components/connected-accounts';
import type { ManagerPost } from '@/features/manager/types';
import { toDateTimeLocal } from '@/features/manager/utils/dates';
import { API, buildUser } from '@/testing/mocks/handlers';
import { buildInstagramAccount, buildManagerPost, buildManagerUniversity, mockManagerApi } from '@/testing/mocks/manager';
import { server } from '@/testing/mocks/server';
import { renderRoutes, signInAs } from '@/testing/test-utils';

// Whole journeys through the screen: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const HOUR = 60 * 60 * 1000;
const michigan = buildManagerUniversity({ name: 'University of Michigan', location: 'Ann Arbor, MI' });
const oxford = buildManagerUniversity({ name: 'Oxford', location: 'Oxford, UK' });
const umich = buildInstagramAccount({ universityId: michigan.id, username: 'umich', igUserId: '17841400000000001' });

function open(path = '/manager/instagram') {
  signInAs(buildUser({ role: 'manager' }));
  return renderRoutes(routes, path);
}

const inFuture = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function post(overrides: Partial<ManagerPost> = {}): ManagerPost {
  return buildManagerPost({ universityId: michigan.id, universityName: michigan.name, accountId: umich.id, ...overrides });
}

/** A university's button in the picker. */
const pick = (name: RegExp) => within(screen.getByRole('region', { name: 'Select University' })).getByRole('button', { name });

/** The toasts' area (react-toastify's container). */
const toasts = () => screen.getByRole('region', { name: /^Notifications/ });

const png = (name = 'photo.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The upload form's image preview reports this size, as a browser would once the image loaded. */
async function loadPreview(width: number, height: number) {
  // The picked file is read first: until then the preview has no image.
  const image = await screen.findByRole('img', { name: 'The image as Instagram will show it' });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(image);
}

describe('/manager/instagram', () => {
  describe('the Instagram API Test', () => {
    it('needs both fields, shows the server error, then the raw answer and saves the account for the chosen university', async () => {
      const api = mockManagerApi({ universities: [michigan, oxford] });
      const { user, router } = open();
      expect(await screen.findByRole('heading', { level: 1, name: 'Instagram Posts' })).toBeInTheDocument();
      expect(document.title).toBe('Instagram Posts · Manager · Quad');
      const form = screen.getByRole('form', { name: 'Instagram API Test' });

      await user.click(within(form).getByRole('button', { name: 'Test Connection' }));
      expect(within(form).getByText('Access Token is required')).toBeInTheDocument();
      expect(within(form).getByText('Instagram User ID is required')).toBeInTheDocument();
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

      await user.type(within(form).getByLabelText('Access Token'), 'an-invalid-token');
      await user.type(within(form).getByLabelText('Instagram User ID'), '17841400000000123');
      await user.click(within(form).getByRole('button', { name: 'Test Connection' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid OAuth access token - Cannot parse access token');

      await user.clear(within(form).getByLabelText('Access Token'));
      await user.type(within(form).getByLabelText('Access Token'), 'EAAG-good-token');
      await user.click(within(form).getByRole('button', { name: 'Test Connection' }));
      expect(await screen.findByText('Connection Successful!')).toBeInTheDocument();
      expect(await screen.findByText('Successfully connected to Instagram API!')).toBeInTheDocument();
      const answer = screen.getByLabelText("Instagram's answer");
      expect(answer.tagName).toBe('PRE');
      expect(JSON.parse(answer.textContent ?? '')).toEqual({ id: '17841400000000123', username: 'quad_standin', media_count: 0 });
      expect(api.requests.at(-1)!.json).toEqual({ accessToken: 'EAAG-good-token', igUserId: '17841400000000123' });

      // Saving needs a university.
      expect(screen.getByText('Select a university to save this account for it.')).toBeInTheDocument();
      await user.click(pick(/University of Michigan/));
      expect(router.state.location.search).toBe(`?university=${michigan.id}`);
      expect(pick(/University of Michigan/)).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('No Instagram account connected yet')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save account for University of Michigan' }));
      expect(await screen.findByText('@quad_standin saved for University of Michigan')).toBeInTheDocument();
      const saved = api.requests.find(
        (request) => request.method === 'POST' && request.url.pathname.endsWith(`/universities/${michigan.id}/instagram`),
      );
      expect(saved!.json).toEqual({ accessToken: 'EAAG-good-token', igUserId: '17841400000000123' });
      const accounts = screen.getByRole('region', { name: 'Instagram accounts for University of Michigan' });
      const card = await within(accounts).findByRole('article', { name: '@quad_standin' });
      expect(card).toHaveTextContent('Stand-in');
      expect(card).toHaveTextContent(STAND_IN_TEXT);
    });

    it('says "Failed to connect to Instagram API" when the server gives no error text', async () => {
      mockManagerApi({ universities: [michigan] });
      const { user } = open();
      const form = await screen.findByRole('form', { name: 'Instagram API Test' });
      await user.type(within(form).getByLabelText('Access Token'), 'EAAG-good-token');
      await user.type(within(form).getByLabelText('Instagram User ID'), '17841400000000123');
      let calls = 0;
      const answers = [
        // A gateway's 502 with no body.
        () => new HttpResponse(null, { status: 502 }),
        // The failure envelope with an empty error.
        () => HttpResponse.json({ success: false, error: '' }, { status: 500 }),
        // The server cannot be reached.
        () => HttpResponse.error(),
      ];
      server.use(http.post(`${API}/manager/test-instagram`, () => answers[calls++]!()));

      for (const [index] of answers.entries()) {
        await user.click(within(form).getByRole('button', { name: 'Test Connection' }));
        await waitFor(() => expect(calls).toBe(index + 1));
        expect(await within(form).findByRole('button', { name: 'Test Connection' })).toBeEnabled();
        expect(await within(form).findByRole('alert')).toHaveTextContent(/^Failed to connect to Instagram API$/);
      }
      expect(screen.queryByText('Connection Successful!')).not.toBeInTheDocument();
      expect(screen.queryByText('Successfully connected to Instagram API!')).not.toBeInTheDocument();
    });
  });

  describe('the university picker', () => {
    it('reads the university from the address and says when there are none', async () => {
      mockManagerApi({ universities: [michigan, oxford], accounts: [umich] });
      open(`/manager/instagram?university=${oxford.id}`);
      expect(await screen.findByRole('heading', { level: 2, name: 'Upload New Post for Oxford' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Posts for Oxford' })).toBeInTheDocument();
      expect(pick(/Oxford/)).toHaveAttribute('aria-pressed', 'true');
      expect(pick(/University of Michigan/)).toHaveTextContent('1 account · 0 queued posts');
      expect(await screen.findByText('Connect an Instagram account for this university before uploading posts.')).toBeInTheDocument();
    });

    it('says "Failed to fetch universities" when they cannot be read', async () => {
      mockManagerApi({ universities: [michigan] });
      server.use(http.get(`${API}/manager/universities`, () => HttpResponse.json({ success: false, error: '' }, { status: 500 })));
      open();
      expect(await screen.findByText('Failed to fetch universities')).toBeInTheDocument();
    });

    it('says "No universities found" to an admin when there are none', async () => {
      mockManagerApi();
      signInAs(buildUser({ role: 'admin', isAdmin: true }));
      renderRoutes(routes, '/manager/instagram');
      expect(await screen.findByText('No universities found')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Posts for/ })).not.toBeInTheDocument();
    });

    it('tells a manager who looks after no university yet whom to ask', async () => {
      mockManagerApi();
      open();
      const picker = await screen.findByRole('region', { name: 'Select University' });
      expect(await within(picker).findByText("You don't look after any university yet.")).toBeInTheDocument();
      expect(within(picker).getByText('Ask an admin to assign you one in Users.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Posts for/ })).not.toBeInTheDocument();
    });

    it("says in the server's words why a linked university is not listed: not one of the manager's", async () => {
      const refusal = 'This university is not one of yours: ask an admin to assign you to it';
      const api = mockManagerApi({
        universities: [michigan],
        failures: { [`/manager/universities/${oxford.id}/instagram`]: { status: 403, error: refusal } },
      });
      open(`/manager/instagram?university=${oxford.id}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      expect(pick(/University of Michigan/)).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('heading', { name: /Posts for/ })).not.toBeInTheDocument();
      // Only the accounts were asked, to learn why: no posts of a university that is not theirs.
      expect(api.requests.map((request) => request.url.pathname)).not.toContain(`/api/v1/manager/universities/${oxford.id}/posts`);
    });

    it("shows the server's refusal where a university's accounts and posts would be (no longer one of the manager's)", async () => {
      const refusal = 'This university is not one of yours: ask an admin to assign you to it';
      mockManagerApi({
        universities: [michigan],
        failures: {
          [`/manager/universities/${michigan.id}/instagram`]: { status: 403, error: refusal },
          [`/manager/universities/${michigan.id}/posts`]: { status: 403, error: refusal },
        },
      });
      open(`/manager/instagram?university=${michigan.id}`);
      const accounts = await screen.findByRole('region', { name: 'Instagram accounts for University of Michigan' });
      expect(await within(accounts).findByRole('alert')).toHaveTextContent(refusal);
      const posts = screen.getByRole('region', { name: 'Posts for University of Michigan' });
      expect(await within(posts).findByRole('alert')).toHaveTextContent(refusal);
    });

    it('says a linked university that is gone was not found', async () => {
      mockManagerApi({
        universities: [michigan],
        failures: { [`/manager/universities/${oxford.id}/instagram`]: { status: 404, error: 'University not found' } },
      });
      open(`/manager/instagram?university=${oxford.id}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('The university in this link was not found. Choose one above.');
    });
  });

  describe('the connected accounts', () => {
    it('shows each token status, the stand-in label and the warning about media', async () => {
      const expiring = buildInstagramAccount({
        universityId: michigan.id,
        username: 'umich_events',
        tokenStatus: 'expiring',
        tokenExpiresAt: new Date(2026, 11, 3, 12).toISOString(),
      });
      const refused = buildInstagramAccount({
        universityId: michigan.id,
        username: 'umich_old',
        tokenStatus: 'refused',
        tokenProblem: 'Error validating access token: Session has expired',
        standIn: true,
      });
      mockManagerApi({
        universities: [michigan],
        accounts: [umich, expiring, refused],
        posts: [post({ status: 'queued' }), post({ status: 'queued' })],
        publicMediaWarning: 'Media is served from 127.0.0.1, which Instagram cannot reach.',
      });
      open(`/manager/instagram?university=${michigan.id}`);
      const region = await screen.findByRole('region', { name: 'Instagram accounts for University of Michigan' });
      const ok = await within(region).findByRole('article', { name: '@umich' });
      expect(ok).toHaveTextContent('Token OK');
      expect(ok).toHaveTextContent('2 queued posts');
      expect(ok).not.toHaveTextContent('Stand-in');
      expect(within(region).getByRole('article', { name: '@umich_events' })).toHaveTextContent('Token expires Dec 3, 2026');
      const old = within(region).getByRole('article', { name: '@umich_old' });
      expect(old).toHaveTextContent('Instagram refused the token: Error validating access token: Session has expired');
      expect(old).toHaveTextContent(STAND_IN_TEXT);
      expect(within(region).getByRole('alert')).toHaveTextContent('Media is served from 127.0.0.1, which Instagram cannot reach.');

      // More than one account: the upload form asks which.
      expect(await screen.findByLabelText('Instagram account')).toHaveDisplayValue('@umich');
    });

    it('re-tests an account, and removes one only after confirming, showing the server’s refusal', async () => {
      const api = mockManagerApi({ universities: [michigan], accounts: [umich], posts: [post({ status: 'queued' })] });
      const { user } = open(`/manager/instagram?university=${michigan.id}`);
      const card = await screen.findByRole('article', { name: '@umich' });

      await user.click(within(card).getByRole('button', { name: 'Re-test @umich' }));
      expect(await screen.findByText('Successfully connected to Instagram API!')).toBeInTheDocument();
      expect(api.requests.some((request) => request.url.pathname.endsWith(`/instagram/${umich.id}/test`))).toBe(true);

      await user.click(within(card).getByRole('button', { name: 'Remove @umich' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove Instagram account' });
      expect(dialog).toHaveTextContent('Remove @umich from University of Michigan?');
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account has queued posts. Cancel or move them first.');
      await user.click(within(dialog).getByRole('button', { name: 'Keep account' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: '@umich' })).toBeInTheDocument();
    });
  });

  describe('the posts', () => {
    const many = () =>
      Array.from({ length: 14 }, (_, index) =>
        post({ caption: `Queued number ${index}`, status: 'queued', scheduledTime: inFuture(index + 1) }),
      );

    it('reads the filter and the page from the address, asks the server for 6 a page and says how many show', async () => {
      const api = mockManagerApi({ universities: [michigan], accounts: [umich], posts: many() });
      open(`/manager/instagram?university=${michigan.id}&status=queued&page=3`);
      const list = await screen.findByRole('list', { name: 'Posts for University of Michigan' });
      expect(within(list).getAllByRole('article')).toHaveLength(2);
      expect(screen.getByText('Showing 2 of 14 posts')).toBeInTheDocument();
      expect(screen.getByLabelText('Status')).toHaveValue('queued');
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      const asked = api.requests.find((request) => request.url.pathname.endsWith('/posts'))!;
      expect(Object.fromEntries(asked.url.searchParams)).toEqual({ status: 'queued', page: '3', pageSize: '6' });
    });

    it('writes the filter and the page to the address, a new filter starting on page 1', async () => {
      const failed = post({ status: 'failed', caption: 'A failed one', attempts: 3, errorMessage: 'Media upload failed' });
      const api = mockManagerApi({ universities: [michigan], accounts: [umich], posts: [...many(), failed] });
      const { user, router } = open(`/manager/instagram?university=${michigan.id}`);
      expect(await screen.findByText('Showing 6 of 15 posts')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(router.state.location.search).toBe(`?university=${michigan.id}&page=2`));
      await waitFor(() => expect(api.requests.at(-1)!.url.searchParams.get('page')).toBe('2'));

      await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
      await waitFor(() => expect(router.state.location.search).toBe(`?university=${michigan.id}&status=failed`));
      expect(await screen.findByText('Showing 1 of 1 posts')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: /A failed one/ })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Post pages' })).not.toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Status'), 'All');
      await waitFor(() => expect(router.state.location.search).toBe(`?university=${michigan.id}`));
    });

    it('cuts a caption at 30 characters with More and Less, and shows times, attempts, errors and the post link', async () => {
      const long = post({
        caption: 'Welcome back to campus, Wolverines! Classes start Monday. #GoBlue',
        status: 'failed',
        attempts: 3,
        errorMessage: 'The image could not be fetched by Instagram.',
        letterboxed: true,
      });
      const published = post({
        caption: 'Short one',
        status: 'posted',
        attempts: 1,
        postedTime: new Date(2026, 10, 20, 15, 5).toISOString(),
        scheduledTime: new Date(2026, 10, 20, 15, 0).toISOString(),
        permalink: 'http://127.0.0.1:18090/p/abc',
      });
      const waiting = post({ caption: 'Waiting', status: 'queued', attempts: 1, publishing: true });
      const unknown = post({ caption: 'Found published', status: 'posted', mediaUnknown: true });
      mockManagerApi({ universities: [michigan], accounts: [umich], posts: [long, published, waiting, unknown] });
      const { user } = open(`/manager/instagram?university=${michigan.id}`);

      const card = await screen.findByRole('article', { name: /Welcome back to campus, Wolver\.\.\./ });
      expect(within(card).getByText('Welcome back to campus, Wolver...')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'More' }));
      expect(within(card).getByText(long.caption)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
      await user.click(within(card).getByRole('button', { name: 'Less' }));
      expect(within(card).getByText('Welcome back to campus, Wolver...')).toBeInTheDocument();
      expect(within(card).getByText('Failed')).toBeInTheDocument();
      expect(within(card).getByText('Attempts: 3')).toBeInTheDocument();
      expect(within(card).getByText('The image could not be fetched by Instagram.')).toBeInTheDocument();
      expect(within(card).getByText(/White bars were added/)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

      const done = screen.getByRole('article', { name: /Short one/ });
      expect(within(done).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
      expect(within(done).getByText('Posted', { selector: 'span' })).toBeInTheDocument();
      expect(within(done).queryByText(/Attempts/)).not.toBeInTheDocument();
      expect(done).toHaveTextContent('Nov 20, 2026, 3:05 PM');
      expect(within(done).getByRole('link', { name: /View post/ })).toHaveAttribute('href', 'http://127.0.0.1:18090/p/abc');
      expect(within(done).queryByText(/could not tell which Instagram post/)).not.toBeInTheDocument();

      const found = screen.getByRole('article', { name: /Found published/ });
      expect(within(found).getByText(/could not tell which Instagram post it became: find it on @umich/)).toBeInTheDocument();
      expect(within(found).queryByRole('link', { name: /View post/ })).not.toBeInTheDocument();

      const busy = screen.getByRole('article', { name: /Waiting/ });
      expect(within(busy).getByText('Publishing')).toBeInTheDocument();
      expect(within(busy).getByText('Attempts: 1')).toBeInTheDocument();
      expect(within(busy).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    });

    it('cancels a queued post after confirming, and retries a failed one', async () => {
      const queued = post({ caption: 'To be cancelled', status: 'queued', scheduledTime: inFuture(3) });
      const failed = post({ caption: 'To be retried', status: 'failed', attempts: 5, errorMessage: 'Rate limited' });
      const api = mockManagerApi({ universities: [michigan], accounts: [umich], posts: [queued, failed] });
      const { user } = open(`/manager/instagram?university=${michigan.id}`);

      const card = await screen.findByRole('article', { name: /To be cancelled/ });
      await user.click(within(card).getByRole('button', { name: 'Cancel' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel post' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel post' }));
      expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('article', { name: /To be cancelled/ })).not.toBeInTheDocument());
      const deleted = api.requests.filter((request) => request.method === 'DELETE');
      expect(deleted.map((request) => request.url.pathname)).toEqual([`/api/v1/manager/posts/${queued.id}`]);

      await user.click(within(screen.getByRole('article', { name: /To be retried/ })).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(/^Post queued again for/)).toBeInTheDocument();
      await waitFor(() =>
        expect(within(screen.getByRole('article', { name: /To be retried/ })).getByText('Queued')).toBeInTheDocument(),
      );
    });

    it('says "Failed to delete post" and why when the server refuses', async () => {
      const queued = post({ caption: 'Taken by the worker', status: 'queued' });
      mockManagerApi({
        universities: [michigan],
        accounts: [umich],
        posts: [queued],
        failures: { [`/manager/posts/${queued.id}`]: { status: 409, error: 'This post is being published right now' } },
      });
      const { user } = open(`/manager/instagram?university=${michigan.id}`);
      const card = await screen.findByRole('article', { name: /Taken by the worker/ });
      await user.click(within(card).getByRole('button', { name: 'Cancel' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel post' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel post' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This post is being published right now');
      expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
    });

    it('refreshes on request and reads queued posts again every 5 s', async () => {
      const api = mockManagerApi({ universities: [michigan], accounts: [umich], posts: [post({ caption: 'Soon' })] });
      const { user } = open(`/manager/instagram?university=${michigan.id}`);
      await screen.findByRole('article', { name: /Soon/ });
      const before = api.requests.filter((request) => request.url.pathname.endsWith('/posts')).length;
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(await screen.findByText('Refreshing posts...')).toBeInTheDocument();
      await waitFor(() => expect(api.requests.filter((request) => request.url.pathname.endsWith('/posts')).length).toBe(before + 1));

      // While a queued post shows, the list is read again every 5 s; otherwise not.
      type Query = { state: { data?: { posts: ManagerPost[] } } };
      const interval = getPostsQueryOptions({ universityId: michigan.id }).refetchInterval as unknown as (
        query: Query,
      ) => number | false;
      const withPosts = (posts: ManagerPost[]): Query => ({ state: { data: { posts } } });
      expect(interval(withPosts([post({ status: 'queued' }), post({ status: 'posted' })]))).toBe(QUEUED_REFRESH_MS);
      expect(QUEUED_REFRESH_MS).toBe(5000);
      expect(interval(withPosts([post({ status: 'posted' }), post({ status: 'failed' })]))).toBe(false);
    });
  });

  describe('uploading a post', () => {
    async function openUpload() {
      const api = mockManagerApi({ universities: [michigan], accounts: [umich] });
      const view = open(`/manager/instagram?university=${michigan.id}`);
      const form = await screen.findByRole('form', { name: 'Upload New Post for University of Michigan' });
      return { ...view, api, form };
    }

    it('checks the image and the caption with the spec’s and the server’s words', async () => {
      const { user, form, api } = await openUpload();
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      expect(await within(form).findByText('Please select an image')).toBeInTheDocument();
      expect(within(form).getByText('Please enter a caption')).toBeInTheDocument();

      await user.upload(within(form).getByLabelText('Image'), png('huge.png', 5 * 1024 * 1024 + 1));
      expect(await within(form).findByText('Image must be less than 5MB')).toBeInTheDocument();
      // The picker offers images only; a file dropped in anyway is refused.
      fireEvent.change(within(form).getByLabelText('Image'), {
        target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
      });
      expect(await within(form).findByText('Please select an image file')).toBeInTheDocument();

      const caption = within(form).getByLabelText('Caption');
      await user.type(caption, 'Go Blue!');
      expect(within(form).getByText('8/2200 characters')).toBeInTheDocument();
      await user.clear(caption);
      await user.click(caption);
      await user.paste(Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' '));
      expect(within(form).getByText('31/30 hashtags')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      expect(await within(form).findByText('Instagram allows at most 30 hashtags in a caption')).toBeInTheDocument();
      await user.clear(caption);
      await user.click(caption);
      await user.paste(Array.from({ length: 21 }, (_, i) => `@friend${i}`).join(' '));
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      expect(await within(form).findByText('Instagram allows at most 20 @mentions in a caption')).toBeInTheDocument();
      await user.clear(caption);
      await user.click(caption);
      await user.paste('a'.repeat(2201));
      expect(within(form).getByText('2201/2200 characters')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      expect(await within(form).findByText('Captions can be at most 2,200 characters')).toBeInTheDocument();
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    });

    it('previews the image as Instagram frames it, letterboxed when it must be', async () => {
      const { user, form } = await openUpload();
      expect(screen.getByText('Choose an image to see the preview')).toBeInTheDocument();
      await user.upload(within(form).getByLabelText('Image'), png('wide.png'));
      await user.type(within(form).getByLabelText('Caption'), 'Panorama of the Diag');

      await loadPreview(3000, 1000);
      expect(
        await screen.findByText(/Instagram takes images from 4:5 to 1.91:1, so this one gets white bars at the top and bottom\./),
      ).toBeInTheDocument();
      expect(screen.getByTestId('preview-canvas')).toHaveStyle({ aspectRatio: '1440 / 754' });
      expect(screen.getByText(/sent as 1440 × 754 px/)).toBeInTheDocument();
      expect(screen.getByText('Panorama of the Diag')).toBeInTheDocument();

      await user.upload(within(form).getByLabelText('Image'), png('tall.png'));
      await waitFor(() => expect(screen.queryByText(/top and bottom/)).not.toBeInTheDocument());
      await loadPreview(1000, 3000);
      expect(await screen.findByText(/so this one gets white bars at the sides\./)).toBeInTheDocument();

      await user.upload(within(form).getByLabelText('Image'), png('tiny.png'));
      await waitFor(() => expect(screen.queryByText(/at the sides/)).not.toBeInTheDocument());
      await loadPreview(300, 200);
      expect(await screen.findByText(/only 300 px wide, so the server will refuse it/)).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      expect(
        await within(form).findByText('The image must be at least 320 pixels wide once framed for Instagram'),
      ).toBeInTheDocument();
    });

    it('shows the server’s error in a red box and a toast', async () => {
      const { user, form, api } = await openUpload();
      await user.upload(within(form).getByLabelText('Image'), png());
      await user.type(within(form).getByLabelText('Caption'), 'Too close to the last one');
      api.posts.push(post({ status: 'queued', scheduledTime: inFuture(3) }));
      // Ten minutes after the queued post: too close.
      const chosen = toDateTimeLocal(inFuture(3 + 1 / 6));
      fireEvent.change(within(form).getByLabelText('Schedule for'), { target: { value: chosen } });
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      const message = 'Posts to one Instagram account must be at least an hour apart';
      expect(await within(form).findByRole('alert')).toHaveTextContent(message);
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      const sent = api.requests.find((request) => request.method === 'POST' && request.url.pathname.endsWith('/posts'))!;
      expect(sent.form!.get('scheduledTime')).toBe(new Date(chosen).toISOString());
      expect(sent.form!.get('caption')).toBe('Too close to the last one');
      expect(typeof sent.form!.get('image')).toBe('object');
    });

    it('prefers the server’s error text to "Failed to upload post", in the red box and the toast', async () => {
      const { user, form } = await openUpload();
      const message = 'Captions can be at most 2,200 characters';
      server.use(
        http.post(`${API}/manager/universities/:id/posts`, () =>
          HttpResponse.json({ success: false, error: message }, { status: 400 }),
        ),
      );
      await user.upload(within(form).getByLabelText('Image'), png());
      await user.type(within(form).getByLabelText('Caption'), 'Counted longer by the server');
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      const alert = await within(form).findByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(`^${message}$`));
      expect(alert).toHaveClass('bg-rose-50');
      expect(await within(toasts()).findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Failed to upload post')).not.toBeInTheDocument();
      expect(screen.queryByText('Post uploaded successfully')).not.toBeInTheDocument();
      // Nothing is lost: the caption stays for another try.
      expect(within(form).getByLabelText('Caption')).toHaveValue('Counted longer by the server');
    });

    it('says "Failed to upload post" in the red box and the toast when the server gives no error text', async () => {
      const { user, form } = await openUpload();
      await user.upload(within(form).getByLabelText('Image'), png());
      await user.type(within(form).getByLabelText('Caption'), 'Lost on the way');

      // A gateway's 502 with no body.
      server.use(http.post(`${API}/manager/universities/:id/posts`, () => new HttpResponse(null, { status: 502 })));
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      const first = await within(form).findByRole('alert');
      expect(first).toHaveTextContent(/^Failed to upload post$/);
      expect(first).toHaveClass('bg-rose-50');
      expect(await within(toasts()).findByText('Failed to upload post')).toBeInTheDocument();

      // The server cannot be reached.
      server.use(http.post(`${API}/manager/universities/:id/posts`, () => HttpResponse.error()));
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      await waitFor(() => expect(within(toasts()).getAllByText('Failed to upload post')).toHaveLength(2));
      const second = within(form).getByRole('alert');
      expect(second).toHaveTextContent(/^Failed to upload post$/);
      expect(second).toHaveClass('bg-rose-50');
      expect(screen.queryByText('Post uploaded successfully')).not.toBeInTheDocument();
      expect(within(form).getByLabelText('Caption')).toHaveValue('Lost on the way');
    });

    it('uploads, says so, resets the form and lists the new post', async () => {
      const { user, form, api } = await openUpload();
      await user.upload(within(form).getByLabelText('Image'), png('diag.png'));
      await user.type(within(form).getByLabelText('Caption'), 'Sunset on the Diag');
      await user.click(within(form).getByRole('button', { name: 'Upload Post' }));
      expect(await screen.findByText('Post uploaded successfully')).toBeInTheDocument();
      await waitFor(() => expect(within(form).getByLabelText('Caption')).toHaveValue(''));
      expect(within(form).getByLabelText<HTMLInputElement>('Image').files).toHaveLength(0);
      expect(await screen.findByRole('article', { name: /Sunset on the Diag/ })).toBeInTheDocument();
      const sent = api.requests.find((request) => request.method === 'POST' && request.url.pathname.endsWith('/posts'))!;
      expect(sent.form!.get('scheduledTime')).toBeNull();
      expect(sent.form!.get('accountId')).toBe(umich.id);
    });
  });
});
