import type { AdminUser, UserRole, UserSort, UserStatus } from '../types';

/** First and last name when both exist, else the username, else 'Unknown User'. */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>): string {
  const first = user.firstName.trim();
  const last = user.lastName.trim();
  if (first && last) return `${first} ${last}`;
  return user.username.trim() || 'Unknown User';
}

/** The letter shown when there is no picture. */
export function initial(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** "6/12/25, 10:00 AM" (US short date and time), or '-' when the date cannot be read. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}

export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  moderator: 'Moderator',
  manager: 'Manager',
  admin: 'Admin',
};

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  name: 'Name',
  lastActive: 'Last active',
};

export const ROLES = Object.keys(ROLE_LABELS) as UserRole[];
export const STATUSES = Object.keys(STATUS_LABELS) as UserStatus[];
export const SORTS = Object.keys(SORT_LABELS) as UserSort[];

export function isRole(value: string | null): value is UserRole {
  return value !== null && value in ROLE_LABELS;
}

export function isStatus(value: string | null): value is UserStatus {
  return value !== null && value in STATUS_LABELS;
}

export function isSort(value: string | null): value is UserSort {
  return value !== null && value in SORT_LABELS;
}

/** Managers and moderators look after universities (issue 23); nobody else has any. */
export function looksAfterUniversities(role: UserRole): boolean {
  return role === 'manager' || role === 'moderator';
}

/** The names the users list shows before "and N more". */
const NAMES_SHOWN = 2;

/**
 * What is said beside a manager's or moderator's role: the universities they look after
 * ("Michigan, UCLA"; past `shown` names, "Michigan, UCLA and 3 more"), or what having none means
 * (a manager acts on none, a moderator reviews every one). Null for anyone else.
 */
export function assignmentSummary(user: Pick<AdminUser, 'role' | 'assignedUniversities'>, shown = NAMES_SHOWN): string | null {
  if (!looksAfterUniversities(user.role)) return null;
  const names = user.assignedUniversities.map((university) => university.name);
  if (names.length === 0) return user.role === 'manager' ? 'No university yet' : 'All universities';
  if (names.length <= shown + 1) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
