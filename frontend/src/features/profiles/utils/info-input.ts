import { z } from 'zod';

import { SOCIAL_NETWORKS, type SocialNetwork } from '../types';

import { PROFILE_MESSAGES } from './messages';

export const BIO_MAX_LENGTH = 500;
export const SUGGESTED_TAGS = 10;
export const GRADUATION_YEARS_AHEAD = 7;

/** 'Select Year', then this year and the next seven. */
export function graduationYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: GRADUATION_YEARS_AHEAD + 1 }, (_, index) => year + index);
}

export function defaultGraduationYear(now: Date = new Date()): number {
  return now.getFullYear() + 4;
}

const handle = z.string().trim().max(100, 'At most 100 characters');
/** A field per network of SOCIAL_NETWORKS. */
const handles = Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, handle])) as Record<SocialNetwork, typeof handle>;

/** Step 3's form (the preferences are chosen beside it). */
export const profileInfoInputSchema = z.object({
  graduationYear: z.string().min(1, PROFILE_MESSAGES.selectYear),
  major: z.string().min(1, PROFILE_MESSAGES.selectMajor),
  bio: z.string().trim().min(1, PROFILE_MESSAGES.writeBio).max(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong),
  ...handles,
});

export type ProfileInfoInput = z.infer<typeof profileInfoInputSchema>;
