import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import type { ExportData } from '../utils/export-file';
import { PROFILE_MESSAGES } from '../utils/messages';

/** GET /auth/export-data: everything Quad keeps about the signed-in person. */
export async function exportData(): Promise<ExportData> {
  const response = await apiFetch('/auth/export-data');
  return (await unwrapResponse<{ data: ExportData }>(response, PROFILE_MESSAGES.exportFailed)).data;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
