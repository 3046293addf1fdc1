import { z } from 'zod';

import type { Catalogues } from '@/lib/catalogues';

import type { ProfileDraft } from '../types';

import { expectationsFrom, readExpectations } from './expectations';
import { photosFromUrls } from './photos';
import { preferencesFrom, readPreferences } from './preferences';
import { socialMediaFrom } from './social-media';

/**
 * The wizard's draft survives a reload or the browser's Back button: it is kept in sessionStorage
 * (this tab only, gone when it closes), per account. Photos are kept as the URLs of their uploads;
 * a photo still being uploaded, or whose upload failed, is not kept.
 */
const STORAGE_PREFIX = 'quad.profile-draft.';

export function draftStorageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

const storedDraftSchema = z.object({
  version: z.literal(1),
  draft: z.object({
    university: z.string(),
    universityName: z.string(),
    major: z.string(),
    graduationYear: z.union([z.number().int(), z.literal('')]),
    bio: z.string(),
    socialMedia: z.record(z.string(), z.string()),
    photos: z.array(z.string()),
    roommatePreferences: z.unknown(),
    roommateExpectations: z.unknown(),
  }),
});

type StoredDraft = z.infer<typeof storedDraftSchema>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept for this account, read over the catalogues; null when there is none (or it is unreadable). */
export function loadDraft(userId: string | null, catalogues: Catalogues): ProfileDraft | null {
  if (!userId) return null;
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(draftStorageKey(userId)) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: ReturnType<typeof storedDraftSchema.safeParse>;
  try {
    parsed = storedDraftSchema.safeParse(JSON.parse(raw));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const { draft } = parsed.data;
  return {
    university: draft.university,
    universityName: draft.universityName,
    major: draft.major,
    graduationYear: draft.graduationYear,
    bio: draft.bio,
    socialMedia: socialMediaFrom(draft.socialMedia),
    photos: photosFromUrls(draft.photos),
    roommatePreferences: preferencesFrom(readPreferences(draft.roommatePreferences), catalogues.preferences),
    roommateExpectations: expectationsFrom(readExpectations(draft.roommateExpectations), catalogues.preferences),
  };
}

/** The draft as it is kept (photos: the uploaded ones' URLs), as text: equal texts are the same draft. */
export function serializeDraft(draft: ProfileDraft): string {
  const stored: StoredDraft = {
    version: 1,
    draft: {
      university: draft.university,
      universityName: draft.universityName,
      major: draft.major,
      graduationYear: draft.graduationYear,
      bio: draft.bio,
      socialMedia: draft.socialMedia,
      photos: draft.photos.filter((photo) => !photo.file && photo.url).map((photo) => photo.url),
      roommatePreferences: draft.roommatePreferences,
      roommateExpectations: draft.roommateExpectations,
    },
  };
  return JSON.stringify(stored);
}

/** Keeps the draft for this account. A full or blocked storage is ignored. */
export function saveDraft(userId: string | null, draft: ProfileDraft): void {
  if (!userId) return;
  try {
    storage()?.setItem(draftStorageKey(userId), serializeDraft(draft));
  } catch {
    // Nothing to do: the draft is only a convenience.
  }
}

export function clearDraft(userId: string | null): void {
  if (!userId) return;
  try {
    storage()?.removeItem(draftStorageKey(userId));
  } catch {
    // As above.
  }
}
