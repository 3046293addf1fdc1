import * as z from 'zod';

import { MAX_EMAIL_DOMAINS, MAX_IMAGE_BYTES } from '@/config/constants';
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
  notADomain: (typed: string) => `'${typed}' is not a domain; enter one like umich.edu`,
  tooManyDomains: `A university has at most ${MAX_EMAIL_DOMAINS} e-mail domains`,
} as const;

/** The logo's own checks, run as soon as a file is picked: null when it may be uploaded. */
export function logoFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return UNIVERSITY_INPUT_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return UNIVERSITY_INPUT_MESSAGES.imageTooLarge;
  return null;
}

const characters = (value: string) => Array.from(value).length;

/** The domains typed in the e-mail domains field: separated by commas, spaces or new lines. */
function emailDomainList(typed: string): string[] {
  return typed.split(/[\s,]+/).filter((domain) => domain !== '');
}

/**
 * A domain at a glance: host-name labels with a dot between (`umich.edu`, `@umich.edu` alike). The
 * server has the last word: it also refuses public suffixes (`edu`) and webmail (`gmail.com`).
 */
const DOMAIN = /^@?[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

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
    emailDomains: optionalText(2600).superRefine((typed, context) => {
      const domains = emailDomainList(typed);
      const wrong = domains.find((domain) => !DOMAIN.test(domain));
      if (wrong !== undefined) {
        context.addIssue({ code: 'custom', message: UNIVERSITY_INPUT_MESSAGES.notADomain(wrong) });
      } else if (new Set(domains.map((domain) => domain.replace(/^@/, '').toLowerCase())).size > MAX_EMAIL_DOMAINS) {
        context.addIssue({ code: 'custom', message: UNIVERSITY_INPUT_MESSAGES.tooManyDomains });
      }
    }),
    joinWithoutUniversityEmail: z.boolean(),
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
    emailDomains: university?.emailDomains.join(', ') ?? '',
    joinWithoutUniversityEmail: university?.joinWithoutUniversityEmail ?? false,
    logo: null,
  };
}

/** The add form started from a "Request Your University" entry: its name and location filled in. */
export function requestFormDefaults(request: Pick<UniversityRequest, 'universityName' | 'location'>): UniversityInput {
  return { ...universityFormDefaults(), name: request.universityName, location: request.location ?? '' };
}

/** Whether the typed domains are these (in any order, case or spelling with '@'). */
export function sameEmailDomains(typed: string, domains: string[]): boolean {
  const normalised = (list: string[]) => [...new Set(list.map((domain) => domain.replace(/^@/, '').toLowerCase()))].sort().join(',');
  return normalised(emailDomainList(typed)) === normalised(domains);
}

/**
 * Who fills the form in: an admin sets a university's e-mail domains; a manager's, when adding one,
 * are a proposal that an admin confirms (until then nobody can join with them).
 */
export interface UniversityFormAuthor {
  admin: boolean;
  /**
   * Editing without touching the domains: they are left out, so the server keeps them and a
   * manager's proposal with them (any domains sent, even none, answer the proposal).
   */
  keepDomains?: boolean;
}

/**
 * The text fields of POST and PUT /universities. Every one is sent, so an edit keeps (or clears) the
 * optional ones as the form shows them; an admin's also hold the e-mail domains (unless kept), and
 * whether students may join without a university address, which only a university without domains
 * allows; a manager's hold the domains they propose, if any.
 */
function universityTextFields(input: UniversityInput, { admin, keepDomains = false }: UniversityFormAuthor): Omit<UniversityUpdateForm, 'logo'> {
  const emailDomains = input.emailDomains.trim();
  const domainFields = admin
    ? {
        ...(keepDomains ? {} : { emailDomains }),
        joinWithoutUniversityEmail: String(emailDomains === '' && input.joinWithoutUniversityEmail),
      }
    : emailDomains === ''
      ? {}
      : { emailDomains };
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    'instagramData[url]': normaliseInstagramUrl(input.instagramUrl) ?? input.instagramUrl.trim(),
    location: input.location.trim(),
    abbreviation: input.abbreviation.trim(),
    website: input.website.trim(),
    studentCount: input.studentCount.replaceAll(',', '').trim(),
    ...domainFields,
  };
}

/** The multipart body of PUT /universities/{id}: the text fields, and the logo only when one was picked. */
export function toUniversityUpdateBody(input: UniversityInput, author: UniversityFormAuthor): UniversityUpdateBody {
  return {
    ...universityTextFields(input, author),
    ...(input.logo ? { logo: input.logo } : {}),
  };
}

/**
 * The multipart body of POST /universities: the text fields and the logo, which adding requires, and
 * the request it answers when it is added from one.
 */
export function toUniversityCreateBody(
  input: UniversityInput & { logo: File },
  author: UniversityFormAuthor,
  fromRequest?: string,
): UniversityCreateBody {
  return { ...universityTextFields(input, author), logo: input.logo, ...(fromRequest ? { fromRequest } : {}) };
}

/** The edit body above as the FormData the browser sends. */
export function toUniversityFormData(input: UniversityInput, author: UniversityFormAuthor): FormData {
  return toFormData(toUniversityUpdateBody(input, author));
}
