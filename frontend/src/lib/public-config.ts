import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api/client';
import { unwrap } from './api/errors';
import type { components } from './api/generated/schema';

/** GET /config: what this deployment offers and publishes. */
export type PublicConfig = components['schemas']['PublicConfig'];
/** One of Quad's own accounts on a social network, for the footer. */
export type SocialLink = components['schemas']['SocialLink'];

/** Where people reach the team: each detail null when this deployment has not set it. */
export interface Contact {
  email: string | null;
  supportEmail: string | null;
  privacyEmail: string | null;
  legalEmail: string | null;
  safetyEmail: string | null;
  phone: string | null;
  address: string | null;
}

/**
 * GET /config: the reCAPTCHA site key (null when off), Google sign-in, the contact details and the
 * social links. Shared by the sign-in forms, the footer and the pages that name a contact, so they
 * share one cache entry.
 */
export async function getPublicConfig(): Promise<PublicConfig> {
  return unwrap(await api.GET('/config')).data;
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    // Set when the server starts; no need to ask again during a visit.
    staleTime: Infinity,
  });
}

/** The deployment's settings; while they load (or if they cannot) nothing optional shows. */
export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}

const detail = (value: string | null | undefined) => value?.trim() || null;

/** The contact details of `config`; all null without it (loading, or failed). */
export function contactOf(config: PublicConfig | undefined): Contact {
  const contact = config?.contact;
  return {
    email: detail(contact?.email),
    supportEmail: detail(contact?.supportEmail),
    privacyEmail: detail(contact?.privacyEmail),
    legalEmail: detail(contact?.legalEmail),
    safetyEmail: detail(contact?.safetyEmail),
    phone: detail(contact?.phone),
    address: detail(contact?.address),
  };
}

/** The configured contact details; every one null while the config loads or if it cannot. */
export function useContact(): Contact {
  return contactOf(usePublicConfig().data);
}

/** The configured social links; none while the config loads or if it cannot. */
export function useSocialLinks(): SocialLink[] {
  return usePublicConfig().data?.socialLinks ?? [];
}

/** `tel:` link of a phone number as people write it (`+1 (734) 555-0100` -> `tel:+17345550100`). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
