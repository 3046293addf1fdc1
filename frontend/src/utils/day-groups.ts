const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the date's day in the browser's time zone, as a day count (so DST shifts do not matter). */
export function dayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/** "Today", "Yesterday", else the date ("Jun 12, 2025"), in the browser's time zone. */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const days = dayNumber(now) - dayNumber(date);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export interface DayGroup<T> {
  /** The day, for keys and ids ("2026-01-10"). */
  key: string;
  label: string;
  items: T[];
}

/**
 * Splits a list already ordered by time (newest first, as notifications; oldest first, as a
 * conversation) into its days, in the same order. An item whose time cannot be read joins the group
 * before it (or "Today" when it comes first).
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const readable = !Number.isNaN(date.getTime());
    const last = groups.at(-1);
    const key = readable ? String(dayNumber(date)) : (last?.key ?? String(dayNumber(now)));
    if (last?.key === key) {
      last.items.push(item);
    } else {
      groups.push({ key, label: dayLabel(readable ? date : now, now), items: [item] });
    }
  }
  return groups;
}

/** "10:05 AM": when in its day something happened (a notification, a message). */
export function timeOfDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
