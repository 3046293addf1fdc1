import type { components } from '@/lib/api/generated/schema';

type ProfileDto = components['schemas']['ProfileDto'];
type ModerationProfileDto = components['schemas']['ModerationProfileDto'];
export type SubmitProfileBody = components['schemas']['SubmitProfileBody'];
/** The multipart body of POST /upload. */
export type UploadForm = components['schemas']['UploadForm'];

/** The counts for the moderation tabs, one per status. */
export type StatusCounts = components['schemas']['StatusCountsDto'];

/**
 * `pending`, `approved` or `rejected`. The document types `profileStatus` as a plain string for now;
 * the keys of the tab counts name the same closed set.
 */
export type ProfileStatus = keyof StatusCounts;
/** The moderation tabs, in order. */
export const PROFILE_STATUSES: readonly ProfileStatus[] = ['pending', 'approved', 'rejected'];

/** One preference category of GET /catalogues: single-choice (`multiple: false`) or a list. */
export type PreferenceCatalogue = components['schemas']['CatalogueDto'];
export type Catalogues = components['schemas']['CataloguesDto'];

/**
 * `lookingForRoommate` plus, per category key of the catalogues, a value (single-choice) or a list
 * (multi-select). The document types this free-form map as `Record<string, never>`, so profiles are
 * read through `withPreferences` (utils/preferences.ts) and sent with this shape.
 */
export interface RoommatePreferences {
  lookingForRoommate: boolean;
  [key: string]: boolean | string | string[];
}

/** A DTO with its `roommatePreferences` read as `RoommatePreferences` (see above). */
export type WithPreferences<T> = Omit<T, 'roommatePreferences'> & { roommatePreferences: RoommatePreferences };

/** A profile as GET /profile/me answers it. */
export type Profile = WithPreferences<ProfileDto>;

/** A profile in the moderation lists. */
export type ModerationProfile = WithPreferences<ModerationProfileDto>;

/** The handles a profile may carry, as the server names them (`ProfileDto['socialMedia']`). */
type SocialMediaDto = NonNullable<ProfileDto['socialMedia']>;

/**
 * The social networks of spec step 3, in the wizard's order: the one list the wizard, the profile card
 * and the moderation cards read.
 */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', url: (handle: string) => `https://www.instagram.com/${handle}` },
  { key: 'snapchat', label: 'Snapchat', url: (handle: string) => `https://www.snapchat.com/add/${handle}` },
  { key: 'twitter', label: 'Twitter', url: (handle: string) => `https://twitter.com/${handle}` },
  { key: 'tiktok', label: 'TikTok', url: (handle: string) => `https://www.tiktok.com/@${handle}` },
] as const satisfies readonly { key: keyof SocialMediaDto & string; label: string; url: (handle: string) => string }[];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/**
 * Once the document names the networks (an object with optional keys instead of a string map), every
 * one of them must be in SOCIAL_NETWORKS: this fails to compile otherwise.
 */
type UnlistedNetworks = string extends keyof SocialMediaDto ? never : Exclude<keyof SocialMediaDto, SocialNetwork>;
type AssertNone<T extends never> = T;
export type EveryNetworkListed = AssertNone<UnlistedNetworks>;

/** A handle per network ('' when none), as the wizard edits and sends them. */
export type SocialMedia = Record<SocialNetwork, string>;

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

/** What POST /profile/submit sends: every field of `SubmitProfileBody`, preferences as above. */
export type SubmitProfileInput = Required<Omit<SubmitProfileBody, 'roommatePreferences' | 'socialMedia'>> & {
  socialMedia: SocialMedia;
  roommatePreferences: RoommatePreferences;
};
