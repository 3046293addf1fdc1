import type { components } from './api/generated/schema';

type SocialMediaDto = components['schemas']['SocialMedia'];

/**
 * The social networks a profile may name (spec step 3), in the profile screens' order, with the
 * address of a handle's page: the one list the wizard, the profile cards and a roommate's page read.
 */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', url: (handle: string) => `https://www.instagram.com/${handle}` },
  { key: 'snapchat', label: 'Snapchat', url: (handle: string) => `https://www.snapchat.com/add/${handle}` },
  { key: 'twitter', label: 'Twitter', url: (handle: string) => `https://twitter.com/${handle}` },
  { key: 'tiktok', label: 'TikTok', url: (handle: string) => `https://www.tiktok.com/@${handle}` },
] as const satisfies readonly { key: keyof SocialMediaDto; label: string; url: (handle: string) => string }[];

/** The networks that have a handle, in the list's order, with the handle (no leading @) and its link. */
export function socialLinks(source: SocialMediaDto = {}) {
  return SOCIAL_NETWORKS.map(({ key, label, url }) => {
    const handle = source[key]?.trim().replace(/^@/, '') ?? '';
    return { key, label, handle, url: url(encodeURIComponent(handle)) };
  }).filter((link) => link.handle !== '');
}
