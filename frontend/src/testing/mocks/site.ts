import { http, HttpResponse } from 'msw';

import type { components } from '@/lib/api/generated/schema';

import { API, buildLandingFigures, buildPublicConfig } from './handlers';
import { server } from './server';

type PublicConfigDto = components['schemas']['PublicConfig'];
type LandingFiguresDto = components['schemas']['LandingFiguresDto'];

/** Every contact detail set, as a deployment that configures them all answers. */
export const fullContact: PublicConfigDto['contact'] = {
  email: 'hello@quad.test',
  supportEmail: 'support@quad.test',
  privacyEmail: 'privacy@quad.test',
  legalEmail: 'legal@quad.test',
  safetyEmail: 'safety@quad.test',
  phone: '+1 734 555 0100',
  address: '1 Campus Way, Ann Arbor, MI 48109',
};

/** GET /config answers `overrides` over a deployment that configures nothing optional. */
export function mockPublicConfig(overrides: Partial<PublicConfigDto> = {}) {
  server.use(http.get(`${API}/config`, () => HttpResponse.json({ success: true, data: buildPublicConfig(overrides) })));
}

/** GET /landing-figures answers these figures (the others null). */
export function mockLandingFigures(figures: Partial<LandingFiguresDto>) {
  server.use(
    http.get(`${API}/landing-figures`, () => HttpResponse.json({ success: true, data: buildLandingFigures(figures) })),
  );
}
