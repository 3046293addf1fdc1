import { formatDate, formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('writes the short US date and time, and leaves text that is not a date as it is', () => {
    expect(formatDateTime('2026-11-23T15:00:00')).toBe('Nov 23, 2026, 3:00 PM');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('writes the short US date without the time, and leaves text that is not a date as it is', () => {
    expect(formatDate('2026-11-23T15:00:00')).toBe('Nov 23, 2026');
    expect(formatDate('soon')).toBe('soon');
  });
});
