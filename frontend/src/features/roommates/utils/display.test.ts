import { displayName, initials, whyHeading, whyLabel } from './display';

describe('displayName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(displayName({ firstName: 'Ada', lastInitial: 'L.' })).toBe('Ada L.');
    expect(displayName({ firstName: 'Ada', lastInitial: 'L' })).toBe('Ada L.');
    expect(displayName({ firstName: 'Ada', lastInitial: '' })).toBe('Ada');
    expect(initials({ firstName: 'ada', lastInitial: 'l.' })).toBe('AL');
  });
});

describe('whyHeading and whyLabel', () => {
  it('fit the score: a low match is headed as low, a good one or none as why you match', () => {
    expect(whyHeading(0)).toBe('Why this match is low');
    expect(whyHeading(49)).toBe('Why this match is low');
    expect(whyHeading(50)).toBe('Why you match');
    expect(whyHeading(null)).toBe('Why you match');
    expect(whyLabel(12, 'Aiden H.')).toBe('Why the match with Aiden H. is low');
    expect(whyLabel(94, 'Bea L.')).toBe('Why you match Bea L.');
  });
});
