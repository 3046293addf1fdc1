import { displayName, initials } from './display';

describe('displayName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(displayName({ firstName: 'Ada', lastInitial: 'L.' })).toBe('Ada L.');
    expect(displayName({ firstName: 'Ada', lastInitial: 'L' })).toBe('Ada L.');
    expect(displayName({ firstName: 'Ada', lastInitial: '' })).toBe('Ada');
    expect(initials({ firstName: 'ada', lastInitial: 'l.' })).toBe('AL');
  });
});
