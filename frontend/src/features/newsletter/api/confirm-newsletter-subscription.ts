import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

/**
 * POST /newsletter/confirm/{token}: uses the mailed link; answers "<email> is subscribed to Quad's
 * newsletter.", or fails with "This confirmation link is not valid or has expired. …".
 */
export async function confirmNewsletterSubscription(token: string): Promise<string> {
  const answer = unwrap(
    await api.POST('/newsletter/confirm/{token}', { params: { path: { token } } }),
    'Failed to confirm your subscription',
  );
  return answer.message;
}

export function useConfirmNewsletterSubscription() {
  return useMutation({ mutationFn: confirmNewsletterSubscription });
}
