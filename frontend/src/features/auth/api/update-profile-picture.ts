import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/generated/schema';
import { multipart } from '@/lib/api/multipart';
import { useSession } from '@/lib/auth';

type UploadForm = components['schemas']['UploadForm'];

export const PROFILE_PICTURE_FAILED_MESSAGE = 'Failed to update profile picture';

/** PUT /auth/profile-picture (multipart `file`): answers the new avatar's URL. */
export async function updateProfilePicture(file: File): Promise<string> {
  const result = await api.PUT('/auth/profile-picture', multipart<UploadForm, 'file'>({ file }));
  return unwrap(result, PROFILE_PICTURE_FAILED_MESSAGE).data.profileImage;
}

/** Replaces the avatar; the session's person gets the new one, so the header shows it at once. */
export function useUpdateProfilePicture() {
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: (profileImage) => {
      const { user, setUser } = useSession.getState();
      if (user) setUser({ ...user, profileImage });
    },
  });
}
