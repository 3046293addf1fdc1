import type { PreferenceCatalogue, ScaleRange } from '@/lib/catalogues';

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

/** Whether a category's answers lie on a scale (in the order of its options): an expectation accepts a range of it. */
export function isScale(catalogue: PreferenceCatalogue): boolean {
  return catalogue.kind === 'ordered';
}

/** The range of a scale that accepts exactly `accepted`, or `undefined` (nothing, a gap, the whole scale, not a scale). */
export function rangeOf(catalogue: PreferenceCatalogue, accepted: readonly string[]): ScaleRange | undefined {
  const answers = new Set(accepted);
  return catalogue.ranges?.find(
    (range) => range.accepted.length === answers.size && range.accepted.every((answer) => answers.has(answer)),
  );
}

/** A range as the form shows it: "At least Neat". */
export function rangeLabel(range: ScaleRange): string {
  return range.label.charAt(0).toUpperCase() + range.label.slice(1);
}

/** The known answers of `accepted`; on a scale, every answer from the first to the last of them (a gap is filled). */
function acceptedIn(catalogue: PreferenceCatalogue, accepted: readonly string[]): string[] {
  if (!isScale(catalogue)) return accepted.filter((answer) => catalogue.options.includes(answer));
  const indexes = accepted.map((answer) => catalogue.options.indexOf(answer)).filter((index) => index >= 0);
  if (indexes.length === 0) return [];
  return catalogue.options.slice(Math.min(...indexes), Math.max(...indexes) + 1);
}

/**
 * Keeps the expectations of known lifestyle categories, with answers their catalogue offers: on a
 * scale the nearest range (the server takes only ranges). One that accepts every answer means
 * anything and is left out, as the server does.
 */
export function expectationsFrom(
  stored: RoommateExpectations,
  catalogues: readonly PreferenceCatalogue[],
): RoommateExpectations {
  const expectations: RoommateExpectations = {};
  for (const catalogue of expectationCatalogues(catalogues)) {
    const expectation = stored[catalogue.key];
    if (!expectation) continue;
    const accepted = acceptedIn(catalogue, expectation.accepted);
    if (accepted.length > 0 && catalogue.options.every((option) => accepted.includes(option))) continue;
    expectations[catalogue.key] = { ...expectation, accepted };
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

/** Sets the accepted answers at once (a range of a scale; [] for anything). */
export function setAccepted(expectations: RoommateExpectations, key: string, accepted: readonly string[]): RoommateExpectations {
  return { ...expectations, [key]: { ...expectationOf(expectations, key), accepted: [...accepted] } };
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
