import { notificationTarget } from './notification-link';

describe('notificationTarget', () => {
  it('keeps a path of the app in the app', () => {
    expect(notificationTarget('/profile')).toEqual({ kind: 'app', to: '/profile' });
    expect(notificationTarget('/manager/schedule?post=1')).toEqual({ kind: 'app', to: '/manager/schedule?post=1' });
  });

  it('opens an https address elsewhere', () => {
    expect(notificationTarget('https://www.instagram.com/p/abc/')).toEqual({ kind: 'external', href: 'https://www.instagram.com/p/abc/' });
  });

  it('follows nothing else', () => {
    for (const link of ['', 'javascript:alert(1)', 'http://example.com', '//evil.example/x', '/\\evil.example', 'profile']) {
      expect(notificationTarget(link)).toBeNull();
    }
  });
});
