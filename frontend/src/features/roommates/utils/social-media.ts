import type { SocialMediaDto } from '../types';

/** The networks a profile may name, in the profile screens' order, with the address of a handle's page. */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', url: (handle: string) => `https://www.instagram.com/${handle}` },
  { key: 'snapchat', label: 'Snapchat', url: (handle: string) => `https://www.snapchat.com/add/${handle}` },
  { key: 'twitter', label: 'Twitter', url: (handle: string) => `https://twitter.com/${handle}` },
  { key: 'tiktok', label: 'TikTok', url: (handle: string) => `https://www.tiktok.com/@${handle}` },
] as const satisfies readonly { key: keyof SocialMediaDto; label: string; url: (handle: string) => string }[];

/** The networks with a handle, in order: the handle without a leading @, and the link to its page. */
export function socialLinks(source: SocialMediaDto = {}) {
  return SOCIAL_NETWORKS.map(({ key, label, url }) => {
    const handle = source[key]?.trim().replace(/^@/, '') ?? '';
    return { key, label, handle, url: url(encodeURIComponent(handle)) };
  }).filter((link) => link.handle !== '');
}
