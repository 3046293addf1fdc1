import { graduationYears, hasFilters, NO_FILTERS, readFilters, readPage, writeFilters, writePage } from './filters';

describe('roommate filters in the address', () => {
  it('reads every filter and the page', () => {
    const search = new URLSearchParams('graduationYear=2028&housing=Dorm&gender=Female&major=Computer+Science&minMatch=70&page=3');
    expect(readFilters(search)).toEqual({
      graduationYear: 2028,
      housing: 'Dorm',
      gender: 'Female',
      major: 'Computer Science',
      minMatch: 70,
    });
    expect(readPage(search)).toBe(3);
  });

  it('ignores what cannot be read', () => {
    const search = new URLSearchParams('graduationYear=soon&minMatch=150&page=-2');
    expect(readFilters(search)).toEqual(NO_FILTERS);
    expect(readPage(search)).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
  });

  it('writes a filter, drops the page, and keeps the other parameters', () => {
    const next = writeFilters(new URLSearchParams('housing=Dorm&page=4&utm=x'), { gender: 'Male' });
    expect(next.toString()).toBe('housing=Dorm&utm=x&gender=Male');
  });

  it('removes a filter set to none', () => {
    const next = writeFilters(new URLSearchParams('housing=Dorm&minMatch=60&graduationYear=2027'), {
      housing: '',
      minMatch: 0,
      graduationYear: null,
    });
    expect(next.toString()).toBe('');
  });

  it('writes the page, the first page being no parameter', () => {
    expect(writePage(new URLSearchParams('major=Physics'), 2).toString()).toBe('major=Physics&page=2');
    expect(writePage(new URLSearchParams('major=Physics&page=2'), 1).toString()).toBe('major=Physics');
  });

  it('offers this year and the next seven', () => {
    expect(graduationYears(new Date('2026-03-01T00:00:00Z'))).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, minMatch: 50 })).toBe(true);
  });
});
