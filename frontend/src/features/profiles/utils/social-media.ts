import { SOCIAL_NETWORKS, type SocialMedia, type SocialMediaDto } from '../types';

/** A handle for every network of SOCIAL_NETWORKS ('' when none), from a profile's or the form's values. */
export function socialMediaFrom(source: SocialMediaDto = {}): SocialMedia {
  return Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, source[key] ?? ''])) as SocialMedia;
}

/** The networks that have a handle, in the list's order, with the handle (no leading @) and its link. */
export function socialLinks(source: SocialMediaDto) {
  return SOCIAL_NETWORKS.map(({ key, label, url }) => {
    const handle = source[key]?.trim().replace(/^@/, '') ?? '';
    return { key, label, handle, url: url(encodeURIComponent(handle)) };
  }).filter((link) => link.handle !== '');
}
