import type { components } from '@/lib/api/generated/schema';

/**
 * The reports of issue 26 (`POST /reports`, `GET /moderation/reports`,
 * `POST /moderation/reports/{id}/actions`), as the generated document types them.
 */

/** What a student reports: a roommate profile (`profile`), a message (`message`), or a featured post (`post`). */
export type ReportKind = components['schemas']['ReportKind'];

/**
 * Blocking the reported person along with the report, as the report dialog offers it ("Also block
 * Ada L."). Blocking is another feature's, so the app composes it: `block` blocks them (and reads
 * again what shows them), rejecting with the server's refusal.
 */
export interface AlsoBlock {
  /** Their name as others see it ("Ada L."). */
  name: string;
  /** Whether the box starts ticked. */
  defaultChecked?: boolean;
  block: () => Promise<void>;
}

/** Why: `harassment`, `scam`, `spam`, `inappropriate`, `fakeProfile` or `other`. */
export type ReportCategory = components['schemas']['ReportCategory'];

/** The categories in the order the report dialog offers them. */
export const REPORT_CATEGORIES = [
  'harassment',
  'scam',
  'spam',
  'inappropriate',
  'fakeProfile',
  'other',
] as const satisfies readonly ReportCategory[];

/** `open` until a moderator acts; then what they did (`dismissed`, `removed`, `warned`, `suspended`). */
export type ReportStatus = components['schemas']['ReportStatus'];

/** What a moderator may do with an open report (suspending is for admins). */
export type ReportAction = components['schemas']['ReportAction'];

/**
 * The body of POST /reports: the kind, the target (profile: the student's user id; message: the
 * message's id; post: the featured post's id), the category, and the reporter's words (trimmed; empty
 * when they wrote none).
 */
export type NewReport = components['schemas']['ReportBody'];

/** The body of POST /moderation/reports/{id}/actions: the action, and a note (required to warn). */
export type ReportActionBody = components['schemas']['ReportActionBody'];

/** The answer of POST /reports: the new report's id. */
export type FiledReport = components['schemas']['FiledReport'];

/**
 * The reported item as it was when first reported: its author (`authorId` null, or left out, once
 * their account is gone), their name, its text and photo addresses.
 */
export type ReportSnapshot = components['schemas']['ReportSnapshot'];

/** The university a reported item belongs to. */
export type ReportUniversity = components['schemas']['ReportUniversity'];

/**
 * A report as moderators see it: every open report of one item is one card, resolved together.
 * `details`: what the first reporter wrote ('' for nothing); `reporters`: distinct students who
 * reported the item while it was open; `hidden`: three reporters or more, so hidden from everyone
 * until reviewed; `resolvedAt`, `resolvedBy` (the moderator's name) and `note` are null (or left
 * out) while it is open.
 */
export type Report = components['schemas']['Report'];

/** The queue's tabs, which are the `status` GET /moderation/reports is asked for. */
export type ReportTab = components['schemas']['ReportTab'];
export const REPORT_TABS = ['open', 'resolved'] as const satisfies readonly ReportTab[];

/** One page of the queue. */
export interface ReportsPage {
  reports: Report[];
  total: number;
  page: number;
  pageSize: number;
}
