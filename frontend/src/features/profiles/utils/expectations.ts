import type { PreferenceCatalogue } from '@/lib/catalogues';

import {
  EXPECTATION_CATEGORIES,
  IMPORTANCES,
  type Importance,
  type RoommateExpectation,
  type RoommateExpectations,
} from '../types';

/** The importance an expectation starts with when its first answer is picked. */
export const DEFAULT_IMPORTANCE: Importance = 'somewhat';

function isImportance(value: unknown): value is Importance {
  return IMPORTANCES.some((importance) => importance.value === value);
}

/**
 * Reads `roommateExpectations` as the server (or a stored draft) sends it: per category, the accepted
 * answers (texts), an importance (the default when unknown) and a dealbreaker flag. Anything else is
 * left out; a missing or empty value gives `{}` (profiles from before expectations).
 */
export function readExpectations(value: unknown): RoommateExpectations {
  const expectations: RoommateExpectations = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return expectations;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item !== 'object' || item === null) continue;
    const { accepted, importance, dealbreaker } = item as Record<string, unknown>;
    expectations[key] = {
      accepted: Array.isArray(accepted) ? accepted.filter((entry): entry is string => typeof entry === 'string') : [],
      importance: isImportance(importance) ? importance : DEFAULT_IMPORTANCE,
      dealbreaker: dealbreaker === true,
    };
  }
  return expectations;
}

/** The lifestyle categories of the catalogues that take expectations, in the form's order. */
export function expectationCatalogues(catalogues: readonly PreferenceCatalogue[]): PreferenceCatalogue[] {
  return EXPECTATION_CATEGORIES.flatMap((key) => catalogues.filter((catalogue) => catalogue.key === key));
}

/** Keeps the expectations of known lifestyle categories, with answers their catalogue offers. */
export function expectationsFrom(
  stored: RoommateExpectations,
  catalogues: readonly PreferenceCatalogue[],
): RoommateExpectations {
  const expectations: RoommateExpectations = {};
  for (const catalogue of expectationCatalogues(catalogues)) {
    const expectation = stored[catalogue.key];
    if (!expectation) continue;
    expectations[catalogue.key] = {
      ...expectation,
      accepted: expectation.accepted.filter((answer) => catalogue.options.includes(answer)),
    };
  }
  return expectations;
}

/** A category's expectation, or the empty one (nothing accepted: anything is fine). */
export function expectationOf(expectations: RoommateExpectations, key: string): RoommateExpectation {
  return expectations[key] ?? { accepted: [], importance: DEFAULT_IMPORTANCE, dealbreaker: false };
}

/** Adds or removes an accepted answer (several are allowed). */
export function toggleAccepted(expectations: RoommateExpectations, key: string, answer: string): RoommateExpectations {
  const current = expectationOf(expectations, key);
  const accepted = current.accepted.includes(answer)
    ? current.accepted.filter((value) => value !== answer)
    : [...current.accepted, answer];
  return { ...expectations, [key]: { ...current, accepted } };
}

export function updateExpectation(
  expectations: RoommateExpectations,
  key: string,
  change: Partial<Omit<RoommateExpectation, 'accepted'>>,
): RoommateExpectations {
  return { ...expectations, [key]: { ...expectationOf(expectations, key), ...change } };
}

/** What is sent: only the categories with accepted answers (the others mean anything is fine). */
export function expectationsToSend(expectations: RoommateExpectations): RoommateExpectations {
  return Object.fromEntries(Object.entries(expectations).filter(([, expectation]) => expectation.accepted.length > 0));
}

/** How many categories say what they accept. */
export function countExpectations(expectations: RoommateExpectations): number {
  return Object.keys(expectationsToSend(expectations)).length;
}

export function importanceLabel(importance: Importance): string {
  return IMPORTANCES.find((item) => item.value === importance)?.label ?? importance;
}
