import { SOCIAL_NETWORKS, socialLinks } from '@/lib/social-networks';

import { socialMediaFrom } from './social-media';

describe('social media', () => {
  it('offers exactly Instagram, Snapchat, Twitter and TikTok (spec step 3)', () => {
    expect(SOCIAL_NETWORKS.map(({ label }) => label)).toEqual(['Instagram', 'Snapchat', 'Twitter', 'TikTok']);
  });

  it('reads a handle for every network, and drops any other key', () => {
    expect(socialMediaFrom({ instagram: 'sam.r', ...({ facebook: 'sam' } as object) })).toEqual({
      instagram: 'sam.r',
      snapchat: '',
      twitter: '',
      tiktok: '',
    });
    expect(socialMediaFrom(undefined)).toEqual({ instagram: '', snapchat: '', twitter: '', tiktok: '' });
  });

  it('links the networks that have a handle, without the leading @', () => {
    expect(socialLinks({ tiktok: ' @sam ', twitter: '', instagram: 'sam.r' })).toEqual([
      { key: 'instagram', label: 'Instagram', handle: 'sam.r', url: 'https://www.instagram.com/sam.r' },
      { key: 'tiktok', label: 'TikTok', handle: 'sam', url: 'https://www.tiktok.com/@sam' },
    ]);
  });
});
