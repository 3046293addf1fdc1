/** "Ada L.": a student as other students see them, the first name and the initial of the last name (the server sends "L."). */
export function studentName({ firstName, lastInitial }: { firstName: string; lastInitial: string }): string {
  const initial = lastInitial.trim().replace(/\.$/, '');
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
