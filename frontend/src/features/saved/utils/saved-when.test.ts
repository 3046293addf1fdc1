import { savedWhen } from './saved-when';

describe('savedWhen', () => {
  const now = new Date(2026, 0, 10, 9, 30);

  it('says today, yesterday and days ago within a week', () => {
    expect(savedWhen(new Date(2026, 0, 10, 0, 5).toISOString(), now)).toBe('today');
    expect(savedWhen(new Date(2026, 0, 9, 23, 55).toISOString(), now)).toBe('yesterday');
    expect(savedWhen(new Date(2026, 0, 4, 12, 0).toISOString(), now)).toBe('6 days ago');
  });

  it('names the date from a week on', () => {
    expect(savedWhen(new Date(2026, 0, 3, 12, 0).toISOString(), now)).toBe('on Jan 3, 2026');
    expect(savedWhen(new Date(2025, 5, 12, 12, 0).toISOString(), now)).toBe('on Jun 12, 2025');
  });

  it('says nothing for a time it cannot read, and today for a clock a little ahead', () => {
    expect(savedWhen('not a date', now)).toBe('');
    expect(savedWhen(new Date(2026, 0, 10, 9, 31).toISOString(), now)).toBe('today');
  });
});
