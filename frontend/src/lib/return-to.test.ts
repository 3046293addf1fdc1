import { useSession } from './auth';
import { loginPathReturningTo, rememberReturnForGoogle, safeReturnPath, takeReturnFromGoogle, twoStepPathReturningTo } from './return-to';

describe('where sign-in returns to', () => {
  it.each([
    ['/messages/0190c1a2', '/messages/0190c1a2'],
    ['/roommates/abc?tab=about#photos', '/roommates/abc?tab=about#photos'],
    ['/umich', '/umich'],
  ])('follows a path of this app: %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    '/',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'messages/1',
    '/login',
    '/login?next=/settings',
    '/register',
    '/auth/google/callback?code=1',
    '/reset-password/abc',
    '/mess\nages',
    `/${'a'.repeat(3000)}`,
  ])('never follows %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('asks the login page to come back to where the guest was, except from the landing page', () => {
    expect(loginPathReturningTo({ pathname: '/messages/1', search: '?x=1', hash: '' })).toBe('/login?next=%2Fmessages%2F1%3Fx%3D1');
    expect(loginPathReturningTo({ pathname: '/' })).toBe('/login');
  });

  it('keeps the return across Google once, in this tab, and forgets an older one', () => {
    rememberReturnForGoogle('/roommates/abc');
    expect(takeReturnFromGoogle()).toBe('/roommates/abc');
    expect(takeReturnFromGoogle()).toBeNull();
    rememberReturnForGoogle('/settings');
    rememberReturnForGoogle('//evil.example');
    expect(takeReturnFromGoogle()).toBeNull();
  });

  it('forgets a kept return on sign-out, so the next person in the tab starts at their own home', async () => {
    rememberReturnForGoogle('/messages/1');
    await useSession.getState().logout();
    expect(takeReturnFromGoogle()).toBeNull();
  });
});

describe('twoStepPathReturningTo', () => {
  it('tells the two-step page where the person was going', () => {
    expect(twoStepPathReturningTo('/admin/users?role=manager')).toBe('/settings/two-step?next=%2Fadmin%2Fusers%3Frole%3Dmanager');
  });

  it.each([null, '', '//evil.example/phish', 'https://evil.example', '/login'])('leaves out a return not worth following (%s)', (next) => {
    expect(twoStepPathReturningTo(next)).toBe('/settings/two-step');
  });
});
