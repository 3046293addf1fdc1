import { CalendarDays, ChevronLeft, ChevronRight, Inbox, MoveRight, XCircle } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';

import { useSchedule } from '../api/get-schedule';
import { useScheduleParams } from '../hooks/use-schedule-params';
import type { ManagerPost } from '../types';
import { truncateCaption } from '../utils/caption';
import { dayKey, formatTime, postTime, today } from '../utils/dates';
import { loadFailureMessage, MANAGER_MESSAGES } from '../utils/messages';
import { postsByDay, stripDays, stripRange } from '../utils/schedule';

import { CancelPostDialog } from './cancel-post-dialog';
import { MovePostForm } from './move-post-form';
import { PostStatusBadge } from './status-badge';

const weekday = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'short' });
const month = (date: Date) => date.toLocaleDateString('en-US', { month: 'short' });
const longDay = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDay = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

const plural = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

interface DayButtonProps {
  date: Date;
  /** Null while the schedule loads. */
  count: number | null;
  selected: boolean;
  isToday: boolean;
  onSelect: () => void;
}

/** One day of the strip: 'Mon', '23' and its number of posts; named in full for assistive technology. */
function DayButton({ date, count, selected, isToday, onSelect }: DayButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex w-full flex-col items-center gap-0.5 rounded-xl px-1 py-2 text-center ring-1 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        selected ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300'
      }`}
    >
      <span className="sr-only">
        {weekday(date)} {month(date)} {date.getDate()}
        {isToday ? ' (today)' : ''}, {count === null ? 'loading' : plural(count)}
      </span>
      <span aria-hidden="true" className={`text-[0.7rem] font-semibold uppercase ${selected ? 'text-brand-100' : 'text-slate-500'}`}>
        {weekday(date)}
      </span>
      <span aria-hidden="true" className="text-lg leading-6 font-bold">
        {date.getDate()}
      </span>
      <span
        aria-hidden="true"
        className={`mt-0.5 min-w-6 rounded-full px-1.5 text-xs font-semibold ${
          count ? (selected ? 'bg-white text-brand-700' : 'bg-brand-100 text-brand-800') : selected ? 'text-brand-100' : 'text-slate-500'
        }`}
      >
        {count === null ? '…' : count}
      </span>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${isToday ? (selected ? 'bg-white' : 'bg-brand-600') : 'bg-transparent'}`} />
    </button>
  );
}

interface ScheduledPostProps {
  post: ManagerPost;
  onMoved: (post: ManagerPost) => void;
  onCancel: (post: ManagerPost) => void;
}

/** A post of the chosen day: time, status, university, account and caption; Move and Cancel while it is queued. */
function ScheduledPost({ post, onMoved, onCancel }: ScheduledPostProps) {
  const [moving, setMoving] = useState(false);
  const at = postTime(post);
  const canChange = post.status === 'queued' && !post.publishing;
  return (
    <article
      aria-label={`${formatTime(at)} ${post.universityName}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
          <img
            src={post.image}
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-slate-100 object-contain ring-1 ring-slate-200 sm:size-16"
         />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <time dateTime={at} className="text-base font-bold text-slate-900">
                {formatTime(at)}
              </time>
              <PostStatusBadge post={post} />
            </div>
            <p className="mt-1 text-sm font-semibold [overflow-wrap:anywhere] text-slate-800">
              {post.universityName}
              {post.accountUsername && <span className="font-normal text-slate-600"> · @{post.accountUsername}</span>}
            </p>
            <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600" title={post.caption}>
              {truncateCaption(post.caption)}
            </p>
            {post.status === 'failed' && post.errorMessage && (
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-rose-700">{post.errorMessage}</p>
            )}
          </div>
        </div>
        {canChange && (
          <div className="flex gap-2 sm:shrink-0">
            <Button
              variant="secondary"
              size="sm"
              className="flex-1 sm:flex-none"
              aria-expanded={moving}
              onClick={() => setMoving((value) => !value)}
            >
              <MoveRight aria-hidden="true" className="size-4" />
              Move
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="flex-1 text-rose-700 hover:bg-rose-50 sm:flex-none"
              onClick={() => onCancel(post)}
            >
              <XCircle aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          </div>
        )}
      </div>
      {moving && (
        <MovePostForm
          post={post}
          onClose={() => setMoving(false)}
          onMoved={(moved) => {
            setMoving(false);
            onMoved(moved);
          }}
       />
      )}
    </article>
  );
}

/**
 * /manager/schedule (spec 2.7): 14 days around the anchor day with each day's number of posts
 * (Previous and Next move a week), and the chosen day's posts in time order; a queued post can be
 * moved or cancelled. Times are the browser's local time.
 */
export function PostSchedule() {
  const { day, anchor, selectDay, shift, goToToday } = useScheduleParams();
  const schedule = useSchedule(stripRange(anchor));
  const [cancelling, setCancelling] = useState<ManagerPost | null>(null);
  const headingId = useId();
  const days = stripDays(anchor);
  const byDay = postsByDay(schedule.data ?? []);
  const todayKey = dayKey(today());
  const selectedKey = dayKey(day);
  const posts = byDay.get(selectedKey) ?? [];
  const first = days[0]!;
  const last = days[days.length - 1]!;

  const state = listQueryState(schedule, {
    compact: true,
    loadingLabel: 'Loading schedule...',
    failedMessage: (error) => loadFailureMessage(error, MANAGER_MESSAGES.scheduleFailed),
  });
  let body;
  if (state) {
    body = state;
  } else if (posts.length === 0) {
    body = (
      <div className="rounded-2xl bg-white ring-1 ring-slate-200">
        <EmptyState compact icon={<Inbox aria-hidden="true" className="size-6" />} title="No posts on this day." />
      </div>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="space-y-3">
        {posts.map((post) => (
          <li key={post.id}>
            {/* A moved post is a new row: its Move form starts closed. */}
            <ScheduledPost
              key={post.scheduledTime}
              post={post}
              onCancel={setCancelling}
              onMoved={(moved) => selectDay(new Date(postTime(moved)))}
           />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Post Schedule</h1>
        <p className="mt-1 text-slate-600">Every university&apos;s posts, day by day, in your local time.</p>
      </div>

      <section aria-label="Days" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-800" aria-live="polite">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
            {shortDay(first)} – {shortDay(last)}, {last.getFullYear()}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => shift(-1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={goToToday}
              disabled={selectedKey === todayKey && dayKey(anchor) === todayKey}
            >
              Today
            </Button>
            <Button variant="secondary" size="sm" onClick={() => shift(1)}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <ul
          className={`mt-4 grid grid-cols-7 gap-1.5 sm:gap-2 lg:grid-cols-14 ${schedule.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {days.map((date) => {
            const key = dayKey(date);
            return (
              <li key={key}>
                <DayButton
                  date={date}
                  count={schedule.data ? (byDay.get(key)?.length ?? 0) : null}
                  selected={key === selectedKey}
                  isToday={key === todayKey}
                  onSelect={() => selectDay(date)}
               />
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            Posts on {longDay(day)}
          </h2>
          {schedule.data && <p className="text-sm text-slate-600">{plural(posts.length)}</p>}
        </div>
        <div aria-busy={schedule.isFetching}>{body}</div>
      </section>

      {cancelling && <CancelPostDialog post={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}
