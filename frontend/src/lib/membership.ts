import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from './api/client';
import { unwrap } from './api/errors';
import type { components } from './api/generated/schema';
import { getStoredToken } from './api/token-storage';
import { useSession } from './auth';

/**
 * GET /auth/university-email (`MembershipDto`): the person's university address (verified or with a
 * link out) and the universities their verified addresses, sign-in address included, are at.
 */
export type Membership = components['schemas']['MembershipDto'];

/** What a university's membership rule needs to know (a `University` has both). */
export interface MembershipRule {
  id: string;
  name: string;
  emailDomains: string[];
  joinWithoutUniversityEmail: boolean;
}

/**
 * Where a person stands at a university, as the server decides it at submit: `verified` (an address
 * of theirs is at it), `unverified` (it has no domains and takes students without one) or `none`.
 */
export type MembershipStatus = 'verified' | 'unverified' | 'none';

export const MEMBERSHIP_LOAD_FAILED = 'Failed to load your university e-mail';

/** The prefix of every person's membership (for invalidating them all, e.g. after a confirm link). */
export const membershipQueryKey = ['auth', 'membership'] as const;

/** One person's membership: never shown to the next person signed in in the same tab. */
export function membershipQueryKeyFor(userId: string | null | undefined) {
  return [...membershipQueryKey, userId ?? null] as const;
}

export async function getMembership(): Promise<Membership> {
  return unwrap(await api.GET('/auth/university-email'), MEMBERSHIP_LOAD_FAILED).data;
}

export function getMembershipQueryOptions(userId: string | null | undefined) {
  return queryOptions({ queryKey: membershipQueryKeyFor(userId), queryFn: getMembership });
}

/**
 * The signed-in person's membership, shared by Settings and the profile wizard; nothing is asked
 * while nobody is signed in.
 */
export function useMembership() {
  const userId = useSession((state) => state.user?.id ?? null);
  const signedIn = useSession((state) => state.isAuthenticated);
  return useQuery({ ...getMembershipQueryOptions(userId), enabled: signedIn && getStoredToken() !== null });
}

/** After an address is added, removed or confirmed: every cached membership is read again. */
export function invalidateMembership(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: membershipQueryKey });
}

/** The server's rule for submitting a profile at `university` (profiles/submit.rs). */
export function membershipStatus(membership: Membership, university: MembershipRule): MembershipStatus {
  if (membership.universities.some(({ id }) => id === university.id)) return 'verified';
  if (university.emailDomains.length === 0 && university.joinWithoutUniversityEmail) return 'unverified';
  return 'none';
}

/** "umich.edu or med.umich.edu". */
export function domainList(domains: string[]): string {
  return domains.join(' or ');
}

/**
 * Why nobody can join a university that is not open yet (no e-mail domain, and not open to
 * everyone): said wherever a student meets it, beside "Tell me when it opens".
 */
export function notOpenMessage(name: string): string {
  return `Nobody can join ${name} yet: Quad has no e-mail domain for it yet.`;
}

/** Why a person with `none` cannot join: nobody can yet, or in the server's words (profiles/submit.rs `not_a_member`). */
export function notAMemberMessage(university: MembershipRule): string {
  if (university.emailDomains.length === 0) return notOpenMessage(university.name);
  return `To join ${university.name}, verify an address at ${domainList(university.emailDomains)}: add it as your university e-mail in Settings`;
}
