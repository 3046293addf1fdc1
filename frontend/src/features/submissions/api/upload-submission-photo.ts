import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import type { UploadForm } from '../types';
import { SUBMISSION_MESSAGES } from '../utils/messages';

/**
 * POST /upload?uploadType=submission (multipart `file`): the stored photo's URL and its thumbnail's.
 * The form uploads each photo as it is chosen, so there is no mutation hook.
 */
export async function uploadSubmissionPhoto(file: File): Promise<{ fileUrl: string; thumbnailUrl: string }> {
  const result = await api.POST('/upload', {
    params: { query: { uploadType: 'submission' } },
    ...multipart<UploadForm, 'file'>({ file }),
  });
  const { fileUrl, thumbnailUrl } = unwrap(result, SUBMISSION_MESSAGES.uploadFailed);
  return { fileUrl, thumbnailUrl };
}
