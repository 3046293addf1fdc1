import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Report, ReportAction, ReportActionBody } from '../types';
import { REPORT_MESSAGES } from '../utils/messages';

import { reportsQueryKey } from './get-reports';

export interface ReportActionInput {
  id: string;
  action: ReportAction;
  /** Up to 500 characters; required to warn (it is the warning the author receives). */
  note?: string;
}

/**
 * POST /moderation/reports/{id}/actions: resolves the report, with every open report of the same
 * item. 403 for a moderator's suspension (admins only), 409 when it was resolved already, 400 for a
 * warning without its note.
 */
export async function actOnReport({ id, action, note }: ReportActionInput): Promise<Report> {
  const body: ReportActionBody = note ? { action, note } : { action };
  return unwrap(
    await api.POST('/moderation/reports/{id}/actions', { params: { path: { id } }, body }),
    REPORT_MESSAGES.actionFailed,
  ).data;
}

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    // Done or refused (a 409: someone resolved it first): both tabs are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
