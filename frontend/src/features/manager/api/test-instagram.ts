import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { InstagramCredentials, InstagramResponse } from '../types';
import { MANAGER_MESSAGES } from '../utils/messages';

/** POST /manager/test-instagram: Instagram's own answer for these credentials (nothing is stored). */
export async function testInstagram(credentials: InstagramCredentials): Promise<InstagramResponse> {
  return unwrap(await api.POST('/manager/test-instagram', { body: credentials }), MANAGER_MESSAGES.testFailed).data;
}

export function useTestInstagram() {
  return useMutation({ mutationFn: testInstagram });
}
