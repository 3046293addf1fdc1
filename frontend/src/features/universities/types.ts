import type { components } from '@/lib/api/generated/schema';

/** A university as the server sends it (`UniversityDto`). */
export type University = components['schemas']['UniversityDto'];
export type InstagramLink = components['schemas']['InstagramLinkDto'];
/** A "Request Your University" entry, as admins see it. */
export type UniversityRequest = components['schemas']['UniversityRequestDto'];

export type UniversityEnvelope = components['schemas']['Envelope_UniversityDto'];
export type UniversityUpdated = components['schemas']['UniversityUpdated'];
export type MessageResponse = components['schemas']['MessageResponse'];
