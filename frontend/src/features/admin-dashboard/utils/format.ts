import type { Growth } from '../api/get-dashboard';

export type GrowthTrend = 'up' | 'down' | 'flat';

export interface GrowthNote {
  text: string;
  trend: GrowthTrend;
  /** Both weeks' counts, for the title and screen readers. */
  detail: string;
}

const count = new Intl.NumberFormat('en-US');

/**
 * A stat card's line under its number: "+50% vs last week", or, when last week had none (no
 * percentage), "3 new this week" (`verb` says what happened: new, submitted, published...).
 */
export function describeGrowth({ thisWeek, lastWeek, changePercent }: Growth, verb = 'new'): GrowthNote {
  const detail = `${count.format(thisWeek)} this week, ${count.format(lastWeek)} last week`;
  if (changePercent === null || changePercent === undefined) {
    if (thisWeek > 0) return { text: `${count.format(thisWeek)} ${verb} this week`, trend: 'up', detail };
    return { text: 'No change vs last week', trend: 'flat', detail };
  }
  if (changePercent > 0) return { text: `+${count.format(changePercent)}% vs last week`, trend: 'up', detail };
  if (changePercent < 0) return { text: `−${count.format(-changePercent)}% vs last week`, trend: 'down', detail };
  return { text: 'No change vs last week', trend: 'flat', detail };
}

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** How long ago `at` was: "just now", "12 min ago", "3 h ago", else a short date. */
export function timeAgo(at: string, now: Date = new Date()): string {
  const then = new Date(at);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return shortDate.format(then);
}

/** The full date and time, for a tooltip. */
export function fullDateTime(at: string): string {
  return shortDate.format(new Date(at));
}
