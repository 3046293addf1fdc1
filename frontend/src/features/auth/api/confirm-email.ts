import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

/** GET /auth/confirm-email/{token}: uses the link sent to the new address; answers "Your email address is now …". */
export async function confirmEmail(token: string): Promise<string> {
  const answer = unwrap(
    await api.GET('/auth/confirm-email/{token}', { params: { path: { token } } }),
    'Failed to confirm your new email address',
  );
  return answer.message;
}

/** Confirms the change; a person signed in here is read again, so the new address shows at once. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      const session = useSession.getState();
      if (session.isAuthenticated) await session.init();
    },
  });
}
