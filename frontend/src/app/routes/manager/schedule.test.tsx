import { screen, waitFor, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { QUEUED_REFRESH_MS } from '@/features/manager/api/get-posts';
import {
  getScheduleQueryOptions,
  SCHEDULE_IDLE_REFRESH_MS,
  scheduleRefetchInterval,
} from '@/features/manager/api/get-schedule';
import type { ManagerPost } from '@/features/manager/types';
import { addDays, dayKey, toDateTimeLocal } from '@/features/manager/utils/dates';
import { buildUser } from '@/testing/mocks/handlers';
import { buildInstagramAccount, buildManagerPost, buildManagerUniversity, mockManagerApi } from '@/testing/mocks/manager';
import { renderRoutes, signInAs } from '@/testing/test-utils';

vi.setConfig({ testTimeout: 20_000 });

const michigan = buildManagerUniversity({ name: 'University of Michigan' });
const oxford = buildManagerUniversity({ name: 'Oxford' });
const umich = buildInstagramAccount({ universityId: michigan.id, username: 'umich' });
const oxfordAccount = buildInstagramAccount({ universityId: oxford.id, username: 'oxford' });

/** Local midnight of today, `days` days on. */
const day = (days: number) => addDays(new Date(), days);
/** A local moment `days` days from today at `hour`:`minute`. */
const at = (days: number, hour: number, minute = 0) => {
  const date = day(days);
  date.setHours(hour, minute);
  return date;
};
const time = (date: Date) => date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
/** The start of a day button's name: "Mon Nov 23". */
const dayName = (date: Date) =>
  `${date.toLocaleDateString('en-US', { weekday: 'short' })} ${date.toLocaleDateString('en-US', { month: 'short' })} ${date.getDate()}`;

function open(path = '/manager/schedule') {
  signInAs(buildUser({ role: 'manager' }));
  return renderRoutes(routes, path);
}

function post(overrides: Partial<ManagerPost>): ManagerPost {
  return buildManagerPost({
    universityId: michigan.id,
    universityName: michigan.name,
    accountId: umich.id,
    accountUsername: 'umich',
    ...overrides,
  });
}

/** The strip's day buttons, in order. */
const dayButtons = () =>
  within(screen.getByRole('region', { name: 'Days' }))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'));

const dayList = () => screen.getByRole('region', { name: /^Posts on / });

describe('/manager/schedule', () => {
  it('shows 14 days from 3 days before today with their counts, and today’s posts in time order', async () => {
    const evening = post({ caption: 'Evening post with a long caption to cut', scheduledTime: at(0, 20).toISOString() });
    const morning = buildManagerPost({
      universityId: oxford.id,
      universityName: 'Oxford',
      accountId: oxfordAccount.id,
      accountUsername: 'oxford',
      caption: 'Morning in Oxford',
      status: 'posted',
      scheduledTime: at(0, 7).toISOString(),
      postedTime: at(0, 7, 5).toISOString(),
    });
    const tomorrow = post({ caption: 'Tomorrow', scheduledTime: at(1, 12).toISOString() });
    const api = mockManagerApi({
      universities: [michigan, oxford],
      accounts: [umich, oxfordAccount],
      posts: [evening, morning, tomorrow],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Schedule' })).toBeInTheDocument();
    expect(document.title).toBe('Post Schedule · Manager · Quad');

    const asked = await waitFor(() => {
      const found = api.requests.find((request) => request.url.pathname.endsWith('/manager/schedule'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(asked.url.searchParams.get('from')).toBe(day(-3).toISOString());
    expect(asked.url.searchParams.get('to')).toBe(day(11).toISOString());

    await waitFor(() => expect(dayButtons()[3]).toHaveAccessibleName(`${dayName(day(0))} (today), 2 posts`));
    const buttons = dayButtons();
    expect(buttons).toHaveLength(14);
    expect(buttons[0]).toHaveAccessibleName(new RegExp(`^${dayName(day(-3))}`));
    expect(buttons[13]).toHaveAccessibleName(new RegExp(`^${dayName(day(10))}`));
    expect(buttons[3]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[3]).toHaveAccessibleName(`${dayName(day(0))} (today), 2 posts`);
    await waitFor(() => expect(buttons[4]).toHaveAccessibleName(`${dayName(day(1))}, 1 post`));
    expect(buttons[5]).toHaveAccessibleName(`${dayName(day(2))}, 0 posts`);

    const list = dayList();
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      `${time(at(0, 7, 5))} Oxford`,
      `${time(at(0, 20))} University of Michigan`,
    ]);
    expect(rows[0]).toHaveTextContent('@oxford');
    expect(within(rows[0]!).getByText('Posted')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Evening post with a long capti...')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Queued')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('keeps the chosen day in the address, and Previous and Next move the strip a week', async () => {
    const inTwoDays = post({ caption: 'In two days', scheduledTime: at(2, 10).toISOString() });
    mockManagerApi({ universities: [michigan], accounts: [umich], posts: [inTwoDays] });
    const { user, router } = open(`/manager/schedule?day=${dayKey(day(2))}`);
    const list = await screen.findByRole('region', { name: /^Posts on / });
    expect(await within(list).findByText('In two days')).toBeInTheDocument();
    expect(dayButtons()[5]).toHaveAttribute('aria-pressed', 'true');

    await user.click(dayButtons()[6]!);
    expect(router.state.location.search).toBe(`?day=${dayKey(day(3))}`);
    expect(await within(dayList()).findByText('No posts on this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe(`?day=${dayKey(day(10))}&anchor=${dayKey(day(7))}`);
    await waitFor(() => expect(dayButtons()[0]).toHaveAccessibleName(new RegExp(`^${dayName(day(4))}`)));
    expect(dayButtons()[6]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe(`?day=${dayKey(day(-4))}&anchor=${dayKey(day(-7))}`);
    await waitFor(() => expect(dayButtons()[0]).toHaveAccessibleName(new RegExp(`^${dayName(day(-10))}`)));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe(`?day=${dayKey(day(0))}`);
  });

  it('moves a queued post, showing the server’s refusal inline, then follows it to its new day', async () => {
    const first = post({ caption: 'First', scheduledTime: at(1, 10).toISOString() });
    const second = post({ caption: 'Second', scheduledTime: at(1, 12).toISOString() });
    const api = mockManagerApi({ universities: [michigan], accounts: [umich], posts: [first, second] });
    const { user, router } = open(`/manager/schedule?day=${dayKey(day(1))}`);
    const row = await within(await screen.findByRole('region', { name: /^Posts on / })).findByRole('article', {
      name: `${time(at(1, 12))} University of Michigan`,
    });

    await user.click(within(row).getByRole('button', { name: 'Move' }));
    const form = within(row).getByRole('form', { name: 'Move post' });
    const input = within(form).getByLabelText('New time');
    expect(input).toHaveValue(toDateTimeLocal(second.scheduledTime));

    await user.clear(input);
    await user.type(input, toDateTimeLocal(at(1, 10, 30).toISOString()));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Posts to one Instagram account must be at least an hour apart');
    const patch = api.requests.find((request) => request.method === 'PATCH')!;
    expect(patch.url.pathname).toBe(`/api/v1/manager/posts/${second.id}`);
    expect(patch.json).toEqual({ scheduledTime: at(1, 10, 30).toISOString() });

    await user.clear(input);
    await user.type(input, toDateTimeLocal(at(2, 15).toISOString()));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Post moved to/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?day=${dayKey(day(2))}`));
    expect(await within(dayList()).findByRole('article', { name: `${time(at(2, 15))} University of Michigan` })).toBeInTheDocument();
  });

  it('cancels a queued post after confirming', async () => {
    const soon = post({ caption: 'Cancel me', scheduledTime: at(0, 23, 30).toISOString() });
    mockManagerApi({ universities: [michigan], accounts: [umich], posts: [soon] });
    const { user } = open(`/manager/schedule?day=${dayKey(new Date(soon.scheduledTime))}`);
    const row = await within(await screen.findByRole('region', { name: /^Posts on / })).findByRole('article');
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Cancel post' })).getByRole('button', { name: 'Cancel post' }));
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    expect(await within(dayList()).findByText('No posts on this day.')).toBeInTheDocument();
  });

  it('says when the schedule cannot be loaded', async () => {
    mockManagerApi({ failures: { '/manager/schedule': { status: 500, error: 'Something went wrong' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the schedule');
  });
});

describe('refreshing the schedule', () => {
  const MINUTE = 60_000;
  const now = Date.parse('2026-11-23T12:00:00Z');
  const queuedIn = (minutes: number) =>
    post({ status: 'queued', scheduledTime: new Date(now + minutes * MINUTE).toISOString() });

  it('reads the schedule every 5 s while a post is publishing or queued within 10 minutes, else every 60 s', () => {
    expect(QUEUED_REFRESH_MS).toBe(5000);
    expect(SCHEDULE_IDLE_REFRESH_MS).toBe(60_000);

    expect(scheduleRefetchInterval(undefined, now)).toBe(SCHEDULE_IDLE_REFRESH_MS);
    expect(scheduleRefetchInterval([], now)).toBe(SCHEDULE_IDLE_REFRESH_MS);
    expect(scheduleRefetchInterval([queuedIn(11), queuedIn(120)], now)).toBe(SCHEDULE_IDLE_REFRESH_MS);
    expect(scheduleRefetchInterval([queuedIn(10)], now)).toBe(QUEUED_REFRESH_MS);
    expect(scheduleRefetchInterval([queuedIn(1)], now)).toBe(QUEUED_REFRESH_MS);
    // Overdue: the worker is about to take it.
    expect(scheduleRefetchInterval([queuedIn(-3)], now)).toBe(QUEUED_REFRESH_MS);
    // Being published, even when it was scheduled long ago or far ahead.
    expect(scheduleRefetchInterval([{ ...queuedIn(120), publishing: true }], now)).toBe(QUEUED_REFRESH_MS);
    // Posted and failed posts near now do not count.
    const done = [
      post({ status: 'posted', scheduledTime: new Date(now).toISOString(), postedTime: new Date(now).toISOString() }),
      post({ status: 'failed', scheduledTime: new Date(now + 2 * MINUTE).toISOString() }),
    ];
    expect(scheduleRefetchInterval(done, now)).toBe(SCHEDULE_IDLE_REFRESH_MS);
  });

  it('wires the interval into the schedule query, paused while the tab is hidden', () => {
    const options = getScheduleQueryOptions({ from: day(-3).toISOString(), to: day(11).toISOString() });
    expect(options.refetchIntervalInBackground).toBe(false);
    type Query = { state: { data?: ManagerPost[] } };
    const interval = options.refetchInterval as unknown as (query: Query) => number | false;
    const soon = post({ status: 'queued', scheduledTime: new Date(Date.now() + 5 * MINUTE).toISOString() });
    const later = post({ status: 'queued', scheduledTime: new Date(Date.now() + 30 * MINUTE).toISOString() });
    expect(interval({ state: { data: [later, soon] } })).toBe(5000);
    expect(interval({ state: { data: [later] } })).toBe(60_000);
    expect(interval({ state: {} })).toBe(60_000);
  });
});
