import { buildUser } from '@/testing/mocks/handlers';
import { buildProfile } from '@/testing/mocks/profiles';

import { nextStepFor, staffHomeFor } from './use-next-step';

describe('staffHomeFor', () => {
  it('sends an admin to /admin, by role or by flag', () => {
    expect(staffHomeFor(buildUser({ role: 'admin', isAdmin: true }))).toBe('/admin');
    expect(staffHomeFor(buildUser({ role: 'user', isAdmin: true }))).toBe('/admin');
  });

  it('sends an Instagram manager to /manager', () => {
    expect(staffHomeFor(buildUser({ role: 'manager' }))).toBe('/manager');
  });

  it('leaves students and moderators to their own next step', () => {
    expect(staffHomeFor(buildUser())).toBeNull();
    expect(staffHomeFor(buildUser({ role: 'moderator' }))).toBeNull();
    expect(staffHomeFor(null)).toBeNull();
  });
});

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
