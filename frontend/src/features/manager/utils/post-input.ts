import * as z from 'zod';

import { MAX_IMAGE_BYTES } from '@/config/constants';

import type { UploadPostBody } from '../types';

import { captionError } from './caption';
import { fromDateTimeLocal } from './dates';
import { POST_INPUT_MESSAGES } from './messages';

/** The picked file's own checks (spec 5), run as soon as it is picked: null when it may be uploaded. */
export function imageFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return POST_INPUT_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return POST_INPUT_MESSAGES.imageTooLarge;
  return null;
}

/** The upload form: an image, a caption within Instagram's limits, the account, and an optional time. */
export const postInputSchema = z.object({
  image: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      const problem = file ? imageFileError(file) : POST_INPUT_MESSAGES.imageRequired;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  caption: z.string().superRefine((caption, context) => {
    const problem = captionError(caption);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  accountId: z.string(),
  /** A `datetime-local` value; empty: the account's next free slot. */
  scheduledFor: z.string().refine((value) => {
    const iso = fromDateTimeLocal(value);
    return iso === null || Date.parse(iso) >= Date.now() - 60_000;
  }, POST_INPUT_MESSAGES.slotInPast),
});

export type PostInput = z.infer<typeof postInputSchema>;

export const postInputDefaults = (accountId = ''): PostInput => ({
  image: null,
  caption: '',
  accountId,
  scheduledFor: '',
});

/** The multipart body of POST /manager/universities/{id}/posts; the server picks what is left out. */
export function toUploadBody(input: PostInput & { image: File }): UploadPostBody {
  const scheduledTime = fromDateTimeLocal(input.scheduledFor);
  return {
    image: input.image,
    caption: input.caption.trim(),
    ...(input.accountId ? { accountId: input.accountId } : {}),
    ...(scheduledTime ? { scheduledTime } : {}),
  };
}
