import { paths } from '@/config/paths';

import type { NavItem } from './nav-items';

/**
 * A guest's places, in the header at 768 px and wider and in the mobile menu alike (issue 22). On
 * their own, so a guest's first load carries none of the signed-in menus.
 */
export const guestNavItems: readonly NavItem[] = [
  { label: 'Universities', to: paths.universities },
  { label: 'About Quad', to: paths.about },
  { label: 'How it works', to: paths.guide },
  { label: 'FAQ', to: paths.faq },
];
