import { initials, isTrustedImage } from './avatar';

describe('moderation avatar', () => {
  it('shows only our own media or inline images', () => {
    expect(isTrustedImage('/media/profile/a.jpg', 'http://localhost')).toBe(true);
    expect(isTrustedImage('http://localhost/media/profile/a.jpg', 'http://localhost')).toBe(true);
    expect(isTrustedImage('data:image/png;base64,AAA', 'http://localhost')).toBe(true);
    expect(isTrustedImage('https://evil.example/a.jpg', 'http://localhost')).toBe(false);
    expect(isTrustedImage(null)).toBe(false);
    expect(initials('sam', 'rivera')).toBe('SR');
    expect(initials('', '', 'x')).toBe('X');
  });
});
