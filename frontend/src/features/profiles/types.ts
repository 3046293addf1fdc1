import type { components } from '@/lib/api/generated/schema';
import type { SOCIAL_NETWORKS } from '@/lib/social-networks';

/** A profile as the server sends it (read through `toProfile`). */
export type ProfileDto = components['schemas']['Profile'];
type ModerationProfileDto = components['schemas']['ModerationProfile'];
export type SubmitProfileBody = components['schemas']['SubmitProfileBody'];
/** The wizard's draft as the server keeps it (GET and PUT /profile/draft answer it). */
export type ProfileDraftDto = components['schemas']['ProfileDraft'];
/** The body of PUT /profile/draft: the step and every field as it stands. */
export type ProfileDraftBody = components['schemas']['ProfileDraftBody'];
/** The multipart body of POST /upload. */
export type UploadForm = components['schemas']['UploadForm'];

/** The counts for the moderation tabs, one per status. */
export type StatusCounts = components['schemas']['StatusCounts'];

/** `pending`, `approved` or `rejected` (the document's `ProfileStatus`). */
export type ProfileStatus = components['schemas']['ProfileStatus'];
/** The moderation tabs, in order. */
export const PROFILE_STATUSES: readonly ProfileStatus[] = ['pending', 'approved', 'rejected'];

/**
 * `lookingForRoommate` plus, per category key of the catalogues, a value (single-choice) or a list
 * (multi-select). GET /catalogues types its keys and options as plain strings, so the wizard edits the
 * preferences as this string-keyed map rather than the document's `RoommatePreferences` (whose
 * categories are all optional, so the map is sent as it is; the server checks every key and option).
 * Profiles are read through `withPreferences` (utils/preferences.ts).
 */
export interface RoommatePreferences {
  lookingForRoommate: boolean;
  [key: string]: boolean | string | string[];
}

/** A DTO with its `roommatePreferences` read as `RoommatePreferences` (see above). */
export type WithPreferences<T> = Omit<T, 'roommatePreferences'> & { roommatePreferences: RoommatePreferences };

/** How much a roommate expectation matters, least first. */
export const IMPORTANCES = [
  { value: 'irrelevant', label: 'Irrelevant' },
  { value: 'a_little', label: 'A little' },
  { value: 'somewhat', label: 'Somewhat' },
  { value: 'very', label: 'Very' },
] as const;

/** `roommateExpectations` as the server sends and takes it (the document's `RoommateExpectations`). */
export type RoommateExpectationsDto = components['schemas']['RoommateExpectations'];
type ExpectationDto = NonNullable<RoommateExpectationsDto[keyof RoommateExpectationsDto]>;

/** `irrelevant`, `a_little`, `somewhat` or `very`. */
export type Importance = ExpectationDto['importance'];

/** Every importance the document names must be in IMPORTANCES: this fails to compile otherwise. */
export type EveryImportanceListed = AssertNone<Exclude<Importance, (typeof IMPORTANCES)[number]['value']>>;

/** What a student accepts in a roommate in one lifestyle category (none accepted: anything is fine). */
export interface RoommateExpectation {
  accepted: string[];
  importance: Importance;
  dealbreaker: boolean;
}

/**
 * The expectations by lifestyle category key, as the wizard edits them: like the preferences, the
 * categories and answers are GET /catalogues' plain strings rather than the document's enums (the
 * server checks every key and answer). Profiles are read through `readExpectations`; an old profile
 * has none (`{}`).
 */
export type RoommateExpectations = Record<string, RoommateExpectation>;

/** The lifestyle categories a student may hold expectations about, in the form's order. */
export const EXPECTATION_CATEGORIES = [
  'sleepSchedule',
  'cleanliness',
  'guestPreference',
  'studyingPreference',
  'substances',
  'housing',
] as const;

/** A profile as GET /profile/me answers it (its expectations read by `readExpectations`). */
export type Profile = Omit<WithPreferences<ProfileDto>, 'roommateExpectations'> & { roommateExpectations: RoommateExpectations };

/** A profile in the moderation lists. */
export type ModerationProfile = WithPreferences<ModerationProfileDto>;

/**
 * The handles a profile may carry, as the server sends and takes them (`SocialMedia`): every network
 * optional, `null` or blank meaning none.
 */
export type SocialMediaDto = components['schemas']['SocialMedia'];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/** Every network the document names must be in SOCIAL_NETWORKS: this fails to compile otherwise. */
type UnlistedNetworks = Exclude<keyof SocialMediaDto, SocialNetwork>;
type AssertNone<T extends never> = T;
export type EveryNetworkListed = AssertNone<UnlistedNetworks>;

/** A handle per network ('' when none), as the wizard edits and sends them. */
export type SocialMedia = Record<SocialNetwork, string>;

/**
 * A photo of the wizard: a URL already uploaded, or a chosen file (with its preview) that is being
 * uploaded (`uploading`) or whose upload failed and is tried again at submit.
 */
export interface DraftPhoto {
  id: string;
  url: string;
  file?: File;
  uploading?: boolean;
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
  roommateExpectations: RoommateExpectations;
}

/**
 * What the wizard hands to POST /profile/submit: every field of `SubmitProfileBody`, with the major and
 * the preferences as the wizard holds them (texts of GET /catalogues); `submitProfile` narrows them.
 */
export type SubmitProfileInput = Required<
  Omit<SubmitProfileBody, 'major' | 'roommatePreferences' | 'socialMedia' | 'roommateExpectations'>
> & {
  major: string;
  socialMedia: SocialMedia;
  roommatePreferences: RoommatePreferences;
  roommateExpectations: RoommateExpectations;
};
