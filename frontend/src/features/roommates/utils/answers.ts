import type { PreferenceCatalogue } from '@/lib/catalogues';

/** A group of answers on a student's page: its title and the categories it holds, in order. */
interface AnswerGroup {
  id: string;
  title: string;
  keys: readonly string[];
}

/** The groups, as the profile form asks them; the last takes every category no group names. */
export const ANSWER_GROUPS: readonly AnswerGroup[] = [
  {
    id: 'lifestyle',
    title: 'Lifestyle',
    keys: ['gender', 'hometown', 'housing', 'sleepSchedule', 'cleanliness', 'studyingPreference', 'guestPreference', 'substances'],
  },
  { id: 'interests', title: 'Interests', keys: ['physicalActivities', 'favoriteArtists', 'pastimes', 'foodPreferences'] },
  { id: 'more', title: 'More about them', keys: ['personality', 'mbtiType', 'zodiac', 'religion', 'greekLife'] },
];

export interface Answer {
  key: string;
  label: string;
  values: string[];
}

/** "sleepSchedule" -> "Sleep schedule", for a category the catalogues do not name. */
function labelOf(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A category's answer as a list: one option, a list of them, or nothing. */
export function answerValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return typeof value === 'string' && value.trim() !== '' ? [value] : [];
}

/**
 * The answered categories of `preferences`, grouped (empty groups left out), labelled as GET
 * /catalogues names them. `lookingForRoommate` is not an answer.
 */
export function groupAnswers(
  preferences: Record<string, unknown>,
  catalogues: readonly Pick<PreferenceCatalogue, 'key' | 'label'>[] = [],
): { id: string; title: string; answers: Answer[] }[] {
  const labels = new Map(catalogues.map(({ key, label }) => [key, label]));
  const named = new Set(ANSWER_GROUPS.flatMap((group) => group.keys));
  const answered = Object.keys(preferences).filter(
    (key) => key !== 'lookingForRoommate' && answerValues(preferences[key]).length > 0,
  );
  return ANSWER_GROUPS.map((group, index) => {
    const keys = group.keys.filter((key) => answered.includes(key));
    const rest = index === ANSWER_GROUPS.length - 1 ? answered.filter((key) => !named.has(key)) : [];
    const answers = [...keys, ...rest].map((key) => ({
      key,
      label: labels.get(key) ?? labelOf(key),
      values: answerValues(preferences[key]),
    }));
    return { id: group.id, title: group.title, answers };
  }).filter((group) => group.answers.length > 0);
}
