import { SOCIAL_NETWORKS } from '@/lib/social-networks';

import type { SocialMedia, SocialMediaDto } from '../types';

/** A handle for every network of SOCIAL_NETWORKS ('' when none), from a profile's or the form's values. */
export function socialMediaFrom(source: SocialMediaDto = {}): SocialMedia {
  return Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, source[key] ?? ''])) as SocialMedia;
}
