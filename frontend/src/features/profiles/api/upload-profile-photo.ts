import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import type { UploadForm } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';

/**
 * POST /upload?uploadType=profile (multipart `file`): answers the stored photo's URL. The wizard calls
 * it photo by photo to show the progress, so there is no mutation hook.
 */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const result = await api.POST('/upload', {
    params: { query: { uploadType: 'profile' } },
    ...multipart<UploadForm, 'file'>({ file }),
  });
  return unwrap(result, PROFILE_MESSAGES.photosUploadFailed).fileUrl;
}
