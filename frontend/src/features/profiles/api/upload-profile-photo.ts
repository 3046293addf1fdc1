import { apiFetch } from '@/lib/api/client';
import { unwrapResponse } from '@/lib/api/errors';

import { PROFILE_MESSAGES } from '../utils/messages';

/** POST /upload?uploadType=profile (multipart `file`): answers the stored photo's URL. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await apiFetch('/upload?uploadType=profile', { method: 'POST', body });
  return (await unwrapResponse<{ fileUrl: string }>(response, PROFILE_MESSAGES.photosUploadFailed)).fileUrl;
}
