import { buildManagerPost } from '@/testing/mocks/manager';

import { addDays, dayKey, fromDateTimeLocal, parseDayKey, toDateTimeLocal } from './dates';
import { isOnStrip, postsByDay, stripDays, stripRange } from './schedule';

describe('the schedule strip', () => {
  const anchor = new Date(2026, 10, 23);

  it('holds 14 days, from 3 days before to 10 days after the anchor', () => {
    const days = stripDays(anchor).map(dayKey);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-20');
    expect(days[3]).toBe('2026-11-23');
    expect(days[13]).toBe('2026-12-03');
    expect(isOnStrip(anchor, new Date(2026, 11, 3))).toBe(true);
    expect(isOnStrip(anchor, new Date(2026, 11, 4))).toBe(false);
  });

  it('asks the server from the first local midnight to the one after the last day', () => {
    expect(stripRange(anchor)).toEqual({
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 11, 4).toISOString(),
    });
  });

  it('groups posts by local day, in time order, a posted one by its posted time', () => {
    const late = buildManagerPost({ scheduledTime: new Date(2026, 10, 23, 18).toISOString() });
    const early = buildManagerPost({ scheduledTime: new Date(2026, 10, 23, 9).toISOString() });
    const posted = buildManagerPost({
      status: 'posted',
      scheduledTime: new Date(2026, 10, 22, 23, 30).toISOString(),
      postedTime: new Date(2026, 10, 23, 0, 15).toISOString(),
    });
    const other = buildManagerPost({ scheduledTime: new Date(2026, 10, 24, 9).toISOString() });
    const days = postsByDay([late, other, early, posted]);
    expect(days.get('2026-11-23')?.map((post) => post.id)).toEqual([posted.id, early.id, late.id]);
    expect(days.get('2026-11-24')?.map((post) => post.id)).toEqual([other.id]);
    expect(days.has('2026-11-22')).toBe(false);
  });
});

describe('dates', () => {
  it('reads a YYYY-MM-DD day as local midnight and refuses days that do not exist', () => {
    expect(parseDayKey('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('yesterday')).toBeNull();
    expect(parseDayKey(null)).toBeNull();
    expect(dayKey(addDays(new Date(2026, 11, 31), 1))).toBe('2027-01-01');
  });

  it('turns a datetime-local value into ISO and back, in local time', () => {
    const iso = fromDateTimeLocal('2026-11-23T15:30');
    expect(iso).toBe(new Date(2026, 10, 23, 15, 30).toISOString());
    expect(toDateTimeLocal(iso!)).toBe('2026-11-23T15:30');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('soon')).toBeNull();
  });
});
