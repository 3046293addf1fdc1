import { buildProfile } from '@/testing/mocks/profiles';

import { nextStepFor } from './use-next-step';

describe('nextStepFor', () => {
  it('sends a student without a profile to the wizard', () => {
    expect(nextStepFor(null)).toBe('/profile/create');
  });

  it('sends a pending or rejected profile to its status page', () => {
    expect(nextStepFor(buildProfile({ profileStatus: 'pending' }))).toBe('/profile');
    expect(nextStepFor(buildProfile({ profileStatus: 'rejected' }))).toBe('/profile');
  });

  it('sends an approved profile to the feed', () => {
    expect(nextStepFor(buildProfile({ profileStatus: 'approved' }))).toBe('/home');
  });
});
