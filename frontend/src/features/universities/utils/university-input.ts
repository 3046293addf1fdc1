import * as z from 'zod';

import { MAX_IMAGE_BYTES } from '@/config/constants';
import { toFormData } from '@/lib/api/multipart';

import type { University, UniversityCreateBody, UniversityRequest, UniversityUpdateBody, UniversityUpdateForm } from '../types';

import { normaliseInstagramUrl } from './instagram';

/** Spec 5 and the server's words. */
export const UNIVERSITY_INPUT_MESSAGES = {
  nameRequired: 'University name is required',
  nameTooLong: 'University name must be at most 120 characters long',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters long',
  instagramRequired: 'Instagram URL is required',
  instagramInvalid: 'Please enter an Instagram profile URL or handle, such as https://www.instagram.com/umich',
  logoRequired: 'University logo is required',
  notAnImage: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
  websiteInvalid: 'Website must start with http:// or https://',
  studentCountInvalid: 'Student count must be a whole number',
  tooLong: (max: number) => `Must be at most ${max} characters long`,
} as const;

/** The logo's own checks, run as soon as a file is picked: null when it may be uploaded. */
export function logoFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return UNIVERSITY_INPUT_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return UNIVERSITY_INPUT_MESSAGES.imageTooLarge;
  return null;
}

const characters = (value: string) => Array.from(value).length;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => characters(value) <= max, UNIVERSITY_INPUT_MESSAGES.tooLong(max));

/** The add form (logo required) and the edit form (logo optional: the current one stays). */
export function universityInputSchema({ logoRequired }: { logoRequired: boolean }) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, UNIVERSITY_INPUT_MESSAGES.nameRequired)
      .refine((value) => characters(value) <= 120, UNIVERSITY_INPUT_MESSAGES.nameTooLong),
    instagramUrl: z
      .string()
      .trim()
      .min(1, UNIVERSITY_INPUT_MESSAGES.instagramRequired)
      .refine((value) => normaliseInstagramUrl(value) !== null, UNIVERSITY_INPUT_MESSAGES.instagramInvalid),
    description: z
      .string()
      .trim()
      .min(1, UNIVERSITY_INPUT_MESSAGES.descriptionRequired)
      .refine((value) => characters(value) <= 5000, UNIVERSITY_INPUT_MESSAGES.descriptionTooLong),
    location: optionalText(120),
    abbreviation: optionalText(20),
    website: optionalText(300).refine(
      (value) => value === '' || /^https?:\/\//i.test(value),
      UNIVERSITY_INPUT_MESSAGES.websiteInvalid,
    ),
    studentCount: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,3}(,?\d{3})*$/.test(value), UNIVERSITY_INPUT_MESSAGES.studentCountInvalid),
    logo: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, context) => {
        if (file === null) {
          if (logoRequired) context.addIssue({ code: 'custom', message: UNIVERSITY_INPUT_MESSAGES.logoRequired });
          return;
        }
        const problem = logoFileError(file);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
}

export type UniversityInput = z.infer<ReturnType<typeof universityInputSchema>>;

/** The form's starting values: empty to add, the university's own to edit. */
export function universityFormDefaults(university?: University): UniversityInput {
  return {
    name: university?.name ?? '',
    instagramUrl: university?.instagramLinks?.[0]?.url ?? university?.instagramUrl ?? '',
    description: university?.description ?? '',
    location: university?.location ?? '',
    abbreviation: university?.abbreviation ?? '',
    website: university?.website ?? '',
    studentCount: university?.studentCount == null ? '' : String(university.studentCount),
    logo: null,
  };
}

/** The add form started from a "Request Your University" entry: its name and location filled in. */
export function requestFormDefaults(request: Pick<UniversityRequest, 'universityName' | 'location'>): UniversityInput {
  return { ...universityFormDefaults(), name: request.universityName, location: request.location ?? '' };
}

/**
 * The text fields of POST and PUT /universities. Every one is sent, so an edit keeps (or clears) the
 * optional ones as the form shows them.
 */
function universityTextFields(input: UniversityInput): Omit<UniversityUpdateForm, 'logo'> {
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    'instagramData[url]': normaliseInstagramUrl(input.instagramUrl) ?? input.instagramUrl.trim(),
    location: input.location.trim(),
    abbreviation: input.abbreviation.trim(),
    website: input.website.trim(),
    studentCount: input.studentCount.replaceAll(',', '').trim(),
  };
}

/** The multipart body of PUT /universities/{id}: the text fields, and the logo only when one was picked. */
export function toUniversityUpdateBody(input: UniversityInput): UniversityUpdateBody {
  return {
    ...universityTextFields(input),
    ...(input.logo ? { logo: input.logo } : {}),
  };
}

/**
 * The multipart body of POST /universities: the text fields and the logo, which adding requires, and
 * the request it answers when it is added from one.
 */
export function toUniversityCreateBody(input: UniversityInput & { logo: File }, fromRequest?: string): UniversityCreateBody {
  return { ...universityTextFields(input), logo: input.logo, ...(fromRequest ? { fromRequest } : {}) };
}

/** The edit body above as the FormData the browser sends. */
export function toUniversityFormData(input: UniversityInput): FormData {
  return toFormData(toUniversityUpdateBody(input));
}
