import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { characterCount } from '@/utils/caption';

import { REPORT_CATEGORIES, type FiledReport, type NewReport, type ReportKind } from '../types';
import { DETAILS_MAX, REPORT_MESSAGES } from '../utils/messages';

/** The report dialog: a category, and details of at most 1,000 characters (counted as people count them). */
export const reportInputSchema = z.object({
  category: z.enum(REPORT_CATEGORIES, { error: REPORT_MESSAGES.categoryRequired }),
  details: z.string().refine((details) => characterCount(details.trim()) <= DETAILS_MAX, REPORT_MESSAGES.detailsTooLong),
});

export type ReportInput = z.infer<typeof reportInputSchema>;

/**
 * POST /reports (201): reports a profile, a message or a featured post. 404 when the reporter cannot
 * see it (or it is theirs), 409 when they reported it already, 429 after ten reports in a day.
 */
export async function createReport(report: NewReport): Promise<FiledReport> {
  return unwrap(await api.POST('/reports', { body: report }), REPORT_MESSAGES.sendFailed).data;
}

/** Sends the dialog's report about this item. Nothing on screen changes: the reporter is told the outcome later. */
export function useCreateReport({ kind, targetId }: { kind: ReportKind; targetId: string }) {
  return useMutation({
    mutationFn: ({ category, details }: ReportInput) => createReport({ kind, targetId, category, details: details.trim() }),
  });
}
