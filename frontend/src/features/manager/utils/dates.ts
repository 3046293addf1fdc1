/**
 * Dates on the manager screens: shown in the browser's local time, sent to the server as ISO strings.
 * A day is named by its local date, `YYYY-MM-DD`.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Nov 23, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** '3:00 PM'. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The local day of a moment, `YYYY-MM-DD`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` day, or null when the text is not a real day. */
export function parseDayKey(key: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Local midnight `days` days after `date`'s day (calendar days, whatever the clocks do in between). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Local midnight of today. */
export function today(): Date {
  return addDays(new Date(), 0);
}

/** The value of a `datetime-local` input for a moment: `YYYY-MM-DDTHH:mm`, local. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  return `${dayKey(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as the ISO moment to send; null when empty or not a time. */
export function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** When a post happens: when it was posted, or else when it is scheduled (as GET /manager/schedule places it). */
export function postTime(post: { postedTime?: string | null; scheduledTime: string }): string {
  return post.postedTime ?? post.scheduledTime;
}
