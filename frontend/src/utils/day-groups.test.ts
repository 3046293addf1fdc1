import { dayLabel, groupByDay } from './day-groups';

describe('groupByDay', () => {
  const now = new Date(2026, 0, 10, 9, 30);
  const at = (...parts: [number, number, number, number, number]) => ({ createdAt: new Date(...parts).toISOString() });

  it('splits a newest-first list into Today, Yesterday and dated days, in order', () => {
    const items = [at(2026, 0, 10, 9, 0), at(2026, 0, 10, 0, 5), at(2026, 0, 9, 23, 55), at(2026, 0, 3, 12, 0), at(2025, 5, 12, 8, 0)];
    expect(groupByDay(items, now).map((group) => [group.label, group.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Jan 3, 2026', 1],
      ['Jun 12, 2025', 1],
    ]);
  });

  it('keeps an unreadable time with the day before it, and calls a clock a little ahead today', () => {
    const items = [at(2026, 0, 10, 9, 31), { createdAt: 'not a date' }, at(2026, 0, 8, 12, 0)];
    expect(groupByDay(items, now).map((group) => [group.label, group.items.length])).toEqual([
      ['Today', 2],
      ['Jan 8, 2026', 1],
    ]);
    expect(dayLabel(new Date(2026, 0, 9, 0, 0), now)).toBe('Yesterday');
  });
});
