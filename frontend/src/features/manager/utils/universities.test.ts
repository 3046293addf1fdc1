import { matchesUniversitySearch, universityCounts } from './universities';

describe('universityCounts', () => {
  it.each([
    [{ instagramAccounts: 0, queuedPosts: 0 }, '0 Instagram accounts · 0 queued posts'],
    [{ instagramAccounts: 1, queuedPosts: 1 }, '1 Instagram account · 1 queued post'],
    [{ instagramAccounts: 2, queuedPosts: 1200 }, '2 Instagram accounts · 1,200 queued posts'],
  ])('says %j as %s', (university, text) => {
    expect(universityCounts(university)).toBe(text);
  });
});

describe('matchesUniversitySearch', () => {
  const michigan = { name: 'University of Michigan', location: 'Ann Arbor, MI' };
  it('matches the name or the location in any case, and everything for an empty search', () => {
    expect(matchesUniversitySearch(michigan, '')).toBe(true);
    expect(matchesUniversitySearch(michigan, '   ')).toBe(true);
    expect(matchesUniversitySearch(michigan, 'michigan')).toBe(true);
    expect(matchesUniversitySearch(michigan, ' ANN ARBOR ')).toBe(true);
    expect(matchesUniversitySearch(michigan, 'Oxford')).toBe(false);
    expect(matchesUniversitySearch({ name: 'Oxford', location: null }, 'ann')).toBe(false);
  });
});
