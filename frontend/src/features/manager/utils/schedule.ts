import type { ManagerPost } from '../types';

import { addDays, dayKey, postTime } from './dates';

/** The schedule's strip: from 3 days before to 10 days after its anchor day (spec 9); Previous and Next move it a week. */
export const STRIP_DAYS_BEFORE = 3;
export const STRIP_DAYS_AFTER = 10;
export const STRIP_STEP_DAYS = 7;

/** The strip's 14 days (local midnights) around `anchor`. */
export function stripDays(anchor: Date): Date[] {
  return Array.from({ length: STRIP_DAYS_BEFORE + STRIP_DAYS_AFTER + 1 }, (_, index) =>
    addDays(anchor, index - STRIP_DAYS_BEFORE),
  );
}

/** Whether `day` is on the strip around `anchor`. */
export function isOnStrip(anchor: Date, day: Date): boolean {
  const key = dayKey(day);
  return stripDays(anchor).some((shown) => dayKey(shown) === key);
}

/** The moments GET /manager/schedule is asked for: the strip's first local midnight to the one after its last day. */
export function stripRange(anchor: Date): { from: string; to: string } {
  return {
    from: addDays(anchor, -STRIP_DAYS_BEFORE).toISOString(),
    to: addDays(anchor, STRIP_DAYS_AFTER + 1).toISOString(),
  };
}

/** The posts of each local day, each day's in time order (posted time, else scheduled time). */
export function postsByDay(posts: readonly ManagerPost[]): Map<string, ManagerPost[]> {
  const days = new Map<string, ManagerPost[]>();
  const ordered = [...posts].sort((a, b) => Date.parse(postTime(a)) - Date.parse(postTime(b)));
  for (const post of ordered) {
    const key = dayKey(new Date(postTime(post)));
    days.set(key, [...(days.get(key) ?? []), post]);
  }
  return days;
}
