import type { components } from '@/lib/api/generated/schema';

/** A featured post: a student's approved submission on its university's page. */
export type FeaturedPost = components['schemas']['FeaturedPost'];
export type FeaturedPhoto = components['schemas']['SubmissionPhoto'];
