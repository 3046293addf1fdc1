import type { PreferenceCatalogue } from '@/lib/catalogues';

import type { RoommatePreferences, WithPreferences } from '../types';

/**
 * Reads the server's `roommatePreferences` into the wizard's string-keyed map: `lookingForRoommate`
 * (true unless false, as the server defaults it), texts and lists of texts; `null` and anything else
 * left out.
 */
export function readPreferences(value: unknown): RoommatePreferences {
  const preferences: RoommatePreferences = { lookingForRoommate: true };
  if (typeof value !== 'object' || value === null) return preferences;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'lookingForRoommate') preferences.lookingForRoommate = item !== false;
    else if (typeof item === 'string') preferences[key] = item;
    else if (Array.isArray(item)) preferences[key] = item.filter((entry): entry is string => typeof entry === 'string');
  }
  return preferences;
}

/** A profile of the server with its preferences read by `readPreferences`. */
export function withPreferences<T extends { roommatePreferences: unknown }>(dto: T): WithPreferences<T> {
  return { ...dto, roommatePreferences: readPreferences(dto.roommatePreferences) };
}

/** An empty preferences object: every single-choice category '', every list []. */
export function emptyPreferences(catalogues: readonly PreferenceCatalogue[]): RoommatePreferences {
  const preferences: RoommatePreferences = { lookingForRoommate: true };
  for (const catalogue of catalogues) preferences[catalogue.key] = catalogue.multiple ? [] : '';
  return preferences;
}

/** Reads a category's value as a list (single-choice values give a list of zero or one). */
export function selectedValues(preferences: RoommatePreferences, key: string): string[] {
  const value = preferences[key];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Spec 4: a single-choice value toggles (clicking the selected one clears it); a multi-select value
 * is added or removed.
 */
export function togglePreference(
  preferences: RoommatePreferences,
  catalogue: Pick<PreferenceCatalogue, 'key' | 'multiple'> & { exclusive?: readonly (readonly string[])[] },
  option: string,
): RoommatePreferences {
  const current = selectedValues(preferences, catalogue.key);
  if (catalogue.multiple) {
    if (current.includes(option)) return { ...preferences, [catalogue.key]: current.filter((value) => value !== option) };
    // Choosing an option lets go of those it contradicts ("Smoker" unchooses "No Smoking"), as the server requires.
    const contradicted = new Set((catalogue.exclusive ?? []).filter((group) => group.includes(option)).flat());
    const kept = current.filter((value) => value === option || !contradicted.has(value));
    return { ...preferences, [catalogue.key]: [...kept, option] };
  }
  return { ...preferences, [catalogue.key]: current[0] === option ? '' : option };
}

/** The category's Clear button: '' for single-choice, [] for lists. */
export function clearPreference(
  preferences: RoommatePreferences,
  catalogue: Pick<PreferenceCatalogue, 'key' | 'multiple'>,
): RoommatePreferences {
  return { ...preferences, [catalogue.key]: catalogue.multiple ? [] : '' };
}

/** How many tags are chosen across every category (the hint asks for 10, not enforced). */
export function countTags(preferences: RoommatePreferences, catalogues: readonly PreferenceCatalogue[]): number {
  return catalogues.reduce((sum, catalogue) => sum + selectedValues(preferences, catalogue.key).length, 0);
}

/** Merges a stored profile's preferences over the empty shape of the catalogues. */
export function preferencesFrom(
  stored: Partial<RoommatePreferences> | undefined,
  catalogues: readonly PreferenceCatalogue[],
): RoommatePreferences {
  const base = emptyPreferences(catalogues);
  if (!stored) return base;
  for (const catalogue of catalogues) {
    const values = selectedValues(stored as RoommatePreferences, catalogue.key);
    base[catalogue.key] = catalogue.multiple ? values : (values[0] ?? '');
  }
  base.lookingForRoommate = stored.lookingForRoommate !== false;
  return base;
}
