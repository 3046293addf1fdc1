import { MAX_IMAGE_BYTES } from '@/config/constants';

import type { DraftPhoto } from '../types';

import { PROFILE_MESSAGES } from './messages';

export const MIN_PHOTOS = 1;
export const MAX_PHOTOS = 10;

export function remainingSlots(photos: readonly DraftPhoto[]): number {
  return Math.max(0, MAX_PHOTOS - photos.length);
}

/** Why a chosen file cannot be a profile photo, or null when it can. */
export function photoFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return PROFILE_MESSAGES.tooLarge;
  return null;
}

let photoSequence = 0;

function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/**
 * Adds the chosen files that are images of at most 5 MB, up to 10 photos in all. Answers the new
 * list and the first problem met (a wrong type or size, or files beyond the limit).
 */
export function addPhotos(
  photos: readonly DraftPhoto[],
  files: readonly File[],
): { photos: DraftPhoto[]; error: string | null; added: number } {
  let error: string | null = null;
  const next = [...photos];
  let added = 0;
  for (const file of files) {
    const problem = photoFileError(file);
    if (problem) {
      error ??= problem;
      continue;
    }
    if (next.length >= MAX_PHOTOS) {
      error ??= `You can add up to ${MAX_PHOTOS} photos`;
      break;
    }
    photoSequence += 1;
    next.push({ id: `photo-${photoSequence}`, url: previewUrl(file), file });
    added += 1;
  }
  return { photos: next, error, added };
}

export function photosFromUrls(urls: readonly string[]): DraftPhoto[] {
  return urls.map((url, index) => ({ id: `stored-${index}-${url}`, url }));
}
