import type { components } from '@/lib/api/generated/schema';

/** A submission as its reviewers see it. */
export type Submission = components['schemas']['Submission'];
export type SubmissionPhoto = components['schemas']['SubmissionPhoto'];
export type ReviewCounts = components['schemas']['ReviewCounts'];
export type ReviewDecision = components['schemas']['ReviewDecision'];
/** An open takedown task with its submission. */
export type TakedownTask = components['schemas']['TakedownTaskDto'];
/** The states a reviewer lists (a withdrawn submission is no reviewer's business, bar its takedown). */
export type ReviewStatus = components['schemas']['ReviewStatus'];

/** The screen's tabs: the four states, then the takedown tasks. */
export const REVIEW_TABS = ['pending', 'changes_requested', 'approved', 'rejected', 'takedowns'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
