import type { components, operations } from '@/lib/api/generated/schema';

/** A student on GET /roommates: what a card shows (`RoommateCardDto`). */
export type RoommateCard = components['schemas']['RoommateCard'];
/** One student of GET /roommates/{id}, as another student sees them (`RoommateProfileDto`). */
export type RoommateProfile = components['schemas']['RoommateProfile'];
/** One reason for a match: its words, whose expectation it is (`you`, `them`, or `both` for what they share), and which way it moves the match. */
export type MatchReason = components['schemas']['MatchReason'];
/** The handles of a profile (`SocialMedia`): every network optional, `null` or blank meaning none. */
export type SocialMediaDto = components['schemas']['SocialMedia'];

/** The query of GET /roommates as the document types it (its options as literal unions). */
export type RoommateQuery = NonNullable<operations['listRoommates']['parameters']['query']>;

/**
 * The filters of the list as the address holds them: '' (or 0 for `minMatch`) is no filter. The
 * texts are options of GET /catalogues; the server answers 400 for any other.
 */
export interface RoommateFilters {
  graduationYear: number | null;
  housing: string;
  gender: string;
  major: string;
  minMatch: number;
}

/** What GET /roommates is asked: the filters, the page and its size. */
export interface RoommateListParams extends Partial<RoommateFilters> {
  page?: number;
  pageSize?: number;
}

/** One page of matches, best first. */
export interface RoommatePage {
  roommates: RoommateCard[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * What the viewer's own profile says about seeing other students (the fields of GET /profile/me
 * that matter here; null when they have no profile).
 */
export type ViewerProfile = Pick<
  components['schemas']['Profile'],
  'profileStatus' | 'profileRejectionReason' | 'visibleToRoommates'
> | null;

/**
 * Why the list shows or not: `allowed`, or what the student must do first. `forbidden` is a 403 from
 * the server while the profile looked approved (e.g. it changed since it was read); `unverified` is
 * the server's other 403 (issue 23): approved, but no verified address of theirs is at their
 * university, its message saying what to do.
 */
export type RoommateAccess =
  | { kind: 'allowed' }
  | { kind: 'none' }
  | { kind: 'pending' }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'forbidden'; message: string }
  | { kind: 'unverified'; message: string };
