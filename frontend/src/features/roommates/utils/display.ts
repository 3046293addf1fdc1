/** "Ada L.": the first name and the initial of the last name (shared with the other screens that name students). */
export { studentName as displayName } from '@/utils/student-name';

/** "AL" for Ada L.: the placeholder when a student has no photo. */
export function initials({ firstName, lastInitial }: { firstName: string; lastInitial: string }): string {
  return `${firstName.trim().charAt(0)}${lastInitial.trim().charAt(0)}`.toUpperCase();
}

export function classOf(year: number): string {
  return `Class of ${year}`;
}
