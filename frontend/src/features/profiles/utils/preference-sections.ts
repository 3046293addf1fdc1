import type { PreferenceCatalogue } from '@/lib/catalogues';

export interface PreferenceSection {
  id: string;
  title: string;
  description: string;
  defaultOpen: boolean;
  /** The categories it holds, in order; the last section takes every category not named anywhere. */
  keys: readonly string[];
}

/**
 * The "About you" answers, grouped so the long catalogues stay folded until wanted: the lifestyle
 * answers roommates care most about open, interests and the rest folded (issue 10).
 */
export const PREFERENCE_SECTIONS: readonly PreferenceSection[] = [
  {
    id: 'lifestyle',
    title: 'About you: lifestyle',
    description: 'How you live day to day.',
    defaultOpen: true,
    keys: ['gender', 'hometown', 'housing', 'sleepSchedule', 'cleanliness', 'studyingPreference', 'guestPreference', 'substances'],
  },
  {
    id: 'interests',
    title: 'Interests',
    description: 'Sports, music, pastimes and food.',
    defaultOpen: false,
    keys: ['physicalActivities', 'favoriteArtists', 'pastimes', 'foodPreferences'],
  },
  {
    id: 'more',
    title: 'More about you',
    description: 'Personality, beliefs and more.',
    defaultOpen: false,
    keys: ['personality', 'mbtiType', 'zodiac', 'religion', 'greekLife'],
  },
];

/** The catalogues of each section (empty sections left out); a category no section names goes to the last. */
export function groupCatalogues(
  catalogues: readonly PreferenceCatalogue[],
  sections: readonly PreferenceSection[] = PREFERENCE_SECTIONS,
): { section: PreferenceSection; catalogues: PreferenceCatalogue[] }[] {
  const named = new Set(sections.flatMap((section) => section.keys));
  return sections
    .map((section, index) => {
      const listed = section.keys.flatMap((key) => catalogues.filter((catalogue) => catalogue.key === key));
      const rest = index === sections.length - 1 ? catalogues.filter((catalogue) => !named.has(catalogue.key)) : [];
      return { section, catalogues: [...listed, ...rest] };
    })
    .filter((group) => group.catalogues.length > 0);
}

/** Single-choice catalogues longer than this are a searchable select instead of chips (hometown). */
export const SEARCHABLE_OPTION_COUNT = 20;

export function isSearchable(catalogue: PreferenceCatalogue): boolean {
  return !catalogue.multiple && catalogue.options.length > SEARCHABLE_OPTION_COUNT;
}
