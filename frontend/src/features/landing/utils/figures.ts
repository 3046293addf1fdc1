import type { components } from '@/lib/api/generated/schema';

/** GET /landing-figures: counted now; each null below the deployment's threshold (then left unsaid). */
export type LandingFigures = components['schemas']['LandingFiguresDto'];

export interface ShownFigure {
  label: string;
  value: string;
}

const labels = [
  ['universities', 'Universities'],
  ['verifiedStudents', 'Verified students'],
  ['approvedProfiles', 'Approved roommate profiles'],
] as const satisfies readonly (readonly [keyof LandingFigures, string])[];

/** The figures worth saying, formatted (`1,234`): none without figures or when every one is null. */
export function shownFigures(figures: LandingFigures | undefined): ShownFigure[] {
  return labels.flatMap(([key, label]) => {
    const value = figures?.[key];
    return typeof value === 'number' ? [{ label, value: value.toLocaleString('en-US') }] : [];
  });
}
