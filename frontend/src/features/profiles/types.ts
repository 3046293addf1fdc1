import type { components } from '@/lib/api/generated/schema';

export type ProfileStatus = 'pending' | 'approved' | 'rejected';
export const PROFILE_STATUSES: readonly ProfileStatus[] = ['pending', 'approved', 'rejected'];

/** One preference category of GET /catalogues: single-choice (`multiple: false`) or a list. */
export type PreferenceCatalogue = components['schemas']['CatalogueDto'];
export type Catalogues = components['schemas']['CataloguesDto'];

/** `lookingForRoommate` plus, per category key, a value (single-choice) or a list (multi-select). */
export interface RoommatePreferences {
  lookingForRoommate: boolean;
  [key: string]: boolean | string | string[];
}

export type SocialNetwork = 'instagram' | 'snapchat' | 'twitter' | 'tiktok';
export const SOCIAL_NETWORKS: readonly { key: SocialNetwork; label: string }[] = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'snapchat', label: 'Snapchat' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'tiktok', label: 'TikTok' },
];
export type SocialMedia = Record<SocialNetwork, string>;

/** A profile as GET /profile/me answers it. */
export interface Profile {
  id: string;
  profileStatus: ProfileStatus;
  profileRejectionReason: string | null;
  firstName: string;
  lastName: string;
  university: string;
  universityName: string;
  major: string;
  graduationYear: number;
  bio: string;
  profileImage: string | null;
  profileImages: string[];
  socialMedia: Record<string, string>;
  roommatePreferences: RoommatePreferences;
  submittedAt: string;
}

/** A profile in the moderation lists. */
export interface ModerationProfile extends Profile {
  status: ProfileStatus;
  rejectionReason: string | null;
  user: { username: string };
}

/** A photo of the wizard: a chosen file (with its preview) or a URL already uploaded. */
export interface DraftPhoto {
  id: string;
  url: string;
  file?: File;
}

/** The wizard's draft (spec 3). */
export interface ProfileDraft {
  university: string;
  universityName: string;
  major: string;
  graduationYear: number | '';
  bio: string;
  socialMedia: SocialMedia;
  photos: DraftPhoto[];
  roommatePreferences: RoommatePreferences;
}

export interface SubmitProfileInput {
  university: string;
  major: string;
  graduationYear: number;
  bio: string;
  socialMedia: SocialMedia;
  profileImages: string[];
  roommatePreferences: RoommatePreferences;
}
