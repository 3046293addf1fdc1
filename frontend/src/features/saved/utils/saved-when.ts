import { dayNumber } from '@/utils/day-groups';

/**
 * When a student was saved, as a card says it after "Saved": "today", "yesterday", "3 days ago"
 * within a week, then "on Jun 12, 2025" (in the browser's time zone).
 */
export function savedWhen(savedAt: string, now: Date = new Date()): string {
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return '';
  const days = dayNumber(now) - dayNumber(date);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return `on ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
