import { DESCRIPTION_PREVIEW_LENGTH } from '@/config/constants';

import type { University } from '../types';

export const NO_DESCRIPTION = 'No description';

/** The table's description: the first 20 characters and '...' when longer, or 'No description'. */
export function truncateDescription(description: string | null | undefined, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = description?.trim() ?? '';
  if (text === '') return NO_DESCRIPTION;
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}

export interface InstagramDisplay {
  url: string;
  /** '@channelName' when the account's handle is known, else 'Instagram'. */
  label: string;
}

/** The university's first Instagram link (or its `instagramUrl`), and how to label it; null for none. */
export function instagramDisplay(university: Pick<University, 'instagramLinks' | 'instagramUrl'>): InstagramDisplay | null {
  const first = university.instagramLinks?.[0];
  const url = first?.url || university.instagramUrl;
  if (!url) return null;
  const channel = first?.channelName.trim().replace(/^@/, '');
  return { url, label: channel ? `@${channel}` : 'Instagram' };
}

export interface EmailDomainsDisplay {
  /** "E-mail domains: umich.edu, med.umich.edu", or what students without one may do. */
  label: string;
  /** No domain, and no joining without one: no student can join yet. */
  closed: boolean;
}

/**
 * Who may join, for admins (issue 23): the university's e-mail domains, or, without any, whether
 * students may join without a university address.
 */
export function emailDomainsDisplay(university: Pick<University, 'emailDomains' | 'joinWithoutUniversityEmail'>): EmailDomainsDisplay {
  const domains = university.emailDomains;
  if (domains.length > 0) return { label: `E-mail domains: ${domains.join(', ')}`, closed: false };
  return university.joinWithoutUniversityEmail
    ? { label: 'No e-mail domain · students may join without one', closed: false }
    : { label: 'No e-mail domain · students cannot join yet', closed: true };
}

const MINOR_WORDS = new Set(['of', 'the', 'at', 'and', 'in', 'for', 'de', 'du', 'la', '&', '-']);

/** Up to two letters for an initials avatar: a short abbreviation, else the name's main words ("UM"). */
export function universityInitials(university: Pick<University, 'name' | 'abbreviation'>): string {
  const abbreviation = university.abbreviation?.trim();
  if (abbreviation && abbreviation.length <= 4) return abbreviation.toUpperCase();
  const words = university.name.split(/\s+/).filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => Array.from(word)[0] ?? '').join('');
  return (letters.slice(0, 2) || '?').toUpperCase();
}

/** "48,000" for a student count; null when unknown. */
export function formatStudentCount(count: number | null | undefined): string | null {
  return typeof count === 'number' ? count.toLocaleString('en-US') : null;
}

/** "Jun 12, 2025": the short US date used in the admin tables. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
