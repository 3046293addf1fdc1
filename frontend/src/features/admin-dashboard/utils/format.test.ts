import { describe, expect, it } from 'vitest';

import { describeGrowth, timeAgo } from './format';

describe('describeGrowth', () => {
  it('gives the change in per cent with its direction', () => {
    expect(describeGrowth({ thisWeek: 6, lastWeek: 4, changePercent: 50 })).toEqual({
      text: '+50% vs last week',
      trend: 'up',
      detail: '6 this week, 4 last week',
    });
    expect(describeGrowth({ thisWeek: 1, lastWeek: 4, changePercent: -75 }).text).toBe('−75% vs last week');
    expect(describeGrowth({ thisWeek: 1, lastWeek: 4, changePercent: -75 }).trend).toBe('down');
    expect(describeGrowth({ thisWeek: 4, lastWeek: 4, changePercent: 0 }).text).toBe('No change vs last week');
  });

  it('counts this week when last week had none', () => {
    expect(describeGrowth({ thisWeek: 3, lastWeek: 0, changePercent: null }, 'published')).toEqual({
      text: '3 published this week',
      trend: 'up',
      detail: '3 this week, 0 last week',
    });
    expect(describeGrowth({ thisWeek: 0, lastWeek: 0, changePercent: null }).text).toBe('No change vs last week');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:40Z', 'just now'],
    ['2026-11-23T11:48:00Z', '12 min ago'],
    ['2026-11-23T09:00:00Z', '3 h ago'],
  ])('writes %s as %s', (at, text) => {
    expect(timeAgo(at, now)).toBe(text);
  });
});
