import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { multipart } from '@/lib/api/multipart';

import { readPost, type ManagerPost, type UploadPostBody, type UploadPostForm } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

import { managerQueryKey } from './query-key';

/**
 * POST /manager/universities/{id}/posts (multipart): queues the post at the given time or the account's
 * next free slot. 400 with `fields.image` when there is no image; 409 when the university has no account.
 */
export async function uploadPost({
  universityId,
  body,
}: {
  universityId: string;
  body: UploadPostBody;
}): Promise<{ post: ManagerPost; message: string }> {
  const answer = unwrap(
    await api.POST('/manager/universities/{id}/posts', {
      params: { path: { id: universityId } },
      // The fields the handler reads (types.ts, UploadPostForm), sent as FormData.
      ...multipart<UploadPostForm, 'image'>(body),
    }),
    MANAGER_MESSAGES.uploadFailed,
  );
  return { post: readPost(answer.data), message: answer.message || MANAGER_MESSAGES.uploaded };
}

export function useUploadPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerQueryKey }),
  });
}
