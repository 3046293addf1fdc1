import { z } from 'zod';

import { SOCIAL_NETWORKS } from '@/lib/social-networks';

import type { SocialNetwork } from '../types';

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

/** Characters of a handle, without its leading `@` (the server's `SocialHandles::HANDLE_MAX`). */
export const HANDLE_MAX_LENGTH = 50;
/**
 * A social handle as the server takes it, on submit and in the draft alike: blank, or up to 50
 * letters, digits, `.`, `_` and `-`, after any leading `@`.
 */
export const handleSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^@*[A-Za-z0-9._-]{0,${HANDLE_MAX_LENGTH}}$`), PROFILE_MESSAGES.invalidHandle);
/** A field per network of SOCIAL_NETWORKS. */
const handles = Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, handleSchema])) as Record<
  SocialNetwork,
  typeof handleSchema
>;

/** Step 3's form (the preferences are chosen beside it). */
export const profileInfoInputSchema = z.object({
  graduationYear: z.string().min(1, PROFILE_MESSAGES.selectYear),
  major: z.string().min(1, PROFILE_MESSAGES.selectMajor),
  bio: z.string().trim().min(1, PROFILE_MESSAGES.writeBio).max(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong),
  ...handles,
});

export type ProfileInfoInput = z.infer<typeof profileInfoInputSchema>;
