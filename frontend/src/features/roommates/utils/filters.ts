import type { RoommateFilters } from '../types';

/** Graduation years on offer: this year and the next seven (spec 9). */
export function graduationYears(now: Date = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: 8 }, (_, index) => first + index);
}

/** The minimum-match choices, in percent (0: any match). */
export const MIN_MATCH_OPTIONS = [0, 50, 60, 70, 80, 90] as const;

export const NO_FILTERS: RoommateFilters = { graduationYear: null, housing: '', gender: '', major: '', minMatch: 0 };

/** The filters' names in the address, in the order they are written. */
export const FILTER_KEYS = ['graduationYear', 'housing', 'gender', 'major', 'minMatch'] as const satisfies readonly (keyof RoommateFilters)[];

/** A whole number from the address, or null. */
function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/**
 * The filters an address holds (`?graduationYear=&housing=&gender=&major=&minMatch=`); anything
 * unreadable is no filter. The texts are passed on as they are: the server checks them against
 * GET /catalogues and answers 400 for a value it does not know.
 */
export function readFilters(search: URLSearchParams): RoommateFilters {
  const minMatch = wholeNumber(search.get('minMatch'));
  return {
    graduationYear: wholeNumber(search.get('graduationYear')),
    housing: search.get('housing')?.trim() ?? '',
    gender: search.get('gender')?.trim() ?? '',
    major: search.get('major')?.trim() ?? '',
    minMatch: minMatch !== null && minMatch <= 100 ? minMatch : 0,
  };
}

/** The page in the address (1 when missing or unreadable). */
export function readPage(search: URLSearchParams): number {
  const page = wholeNumber(search.get('page'));
  return page !== null && page >= 1 ? page : 1;
}

/**
 * The address with these filter changes written in (a filter set to none is removed) and the page
 * back to the first; other parameters are kept.
 */
export function writeFilters(search: URLSearchParams, changes: Partial<RoommateFilters>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || (key === 'minMatch' && text === '0')) next.delete(key);
    else next.set(key, text);
  }
  next.delete('page');
  return next;
}

/** The address on page `page` (the first page is the address without `page`). */
export function writePage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** Whether any filter is set. */
export function hasFilters(filters: RoommateFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== NO_FILTERS[key]);
}
