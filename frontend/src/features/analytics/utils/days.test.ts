import { describe, expect, it } from 'vitest';

import { addDays, formatDay, formatShortDay, isDay, presetRange, todayUtc } from './days';

describe('days', () => {
  it('recognises YYYY-MM-DD days only', () => {
    expect(isDay('2026-11-03')).toBe(true);
    expect(isDay('2026-13-03')).toBe(false);
    expect(isDay('03/11/2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('counts in UTC', () => {
    expect(todayUtc(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatShortDay('2026-11-03')).toBe('Nov 3');
    expect(formatDay('2026-11-03')).toBe('Nov 3, 2026');
  });

  it('ends a preset today, counting today in', () => {
    expect(presetRange(7, '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange(365, '2026-11-23')).toEqual({ from: '2025-11-24', to: '2026-11-23' });
  });
});
