/** "Ada L.": the first name and the initial of the last name (the server sends "L."). */
export function displayName({ firstName, lastInitial }: { firstName: string; lastInitial: string }): string {
  const initial = lastInitial.trim().replace(/\.$/, '');
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** "AL" for Ada L.: the placeholder when a student has no photo. */
export function initials({ firstName, lastInitial }: { firstName: string; lastInitial: string }): string {
  return `${firstName.trim().charAt(0)}${lastInitial.trim().charAt(0)}`.toUpperCase();
}

export function classOf(year: number): string {
  return `Class of ${year}`;
}
