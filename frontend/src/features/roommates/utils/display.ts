/** "Ada L.": the first name and the initial of the last name (shared with the other screens that name students). */
export { studentName as displayName } from '@/utils/student-name';

/** "AL" for Ada L.: the placeholder when a student has no photo. */
export function initials({ firstName, lastInitial }: { firstName: string; lastInitial: string }): string {
  return `${firstName.trim().charAt(0)}${lastInitial.trim().charAt(0)}`.toUpperCase();
}

export function classOf(year: number): string {
  return `Class of ${year}`;
}

/** Below this, a match is low, and its reasons are headed as what lowers it. */
export const LOW_MATCH = 50;

/**
 * The heading of a match's reasons, fitting its score: "Why you match", or, for a low one,
 * "Why this match is low" (a 0% card under "Why you match" reads as a contradiction).
 */
export function whyHeading(match: number | null): string {
  return match !== null && match < LOW_MATCH ? 'Why this match is low' : 'Why you match';
}

/** The accessible name of a match's list of reasons, with whom it is about. */
export function whyLabel(match: number | null, name: string): string {
  return match !== null && match < LOW_MATCH ? `Why the match with ${name} is low` : `Why you match ${name}`;
}
