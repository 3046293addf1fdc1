import type { components } from '@/lib/api/generated/schema';

/** A featured post: a student's approved submission on its university's page. */
export type FeaturedPost = components['schemas']['FeaturedPost'];
export type FeaturedPhoto = components['schemas']['SubmissionPhoto'];

/**
 * Whether the signed-in person may like a post (only its university's students may: the server's
 * rule), as the app reads it from their membership: `unknown` while that is being read.
 */
export type LikeAccess = 'allowed' | 'not-member' | 'unknown';
