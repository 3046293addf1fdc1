import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { ExportData } from '../utils/export-file';
import { PRIVACY_MESSAGES } from '../utils/messages';

/** GET /auth/export-data: everything Quad keeps about the signed-in person. */
export async function exportData(): Promise<ExportData> {
  return unwrap(await api.GET('/auth/export-data'), PRIVACY_MESSAGES.exportFailed).data;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
