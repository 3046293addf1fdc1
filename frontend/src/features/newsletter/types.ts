import type { Ref } from 'react';

import type { components } from '@/lib/api/generated/schema';

/** A subscription as its own page shows it: the address, and the universities chosen (none: all). */
export type NewsletterSubscription = components['schemas']['NewsletterSubscription'];
/** The next issue as an admin previews it; `copy` is absent when it has nothing to say. */
export type NewsletterPreview = components['schemas']['NewsletterPreviewDto'];

/**
 * The control that chooses a subscriber's universities (the universities feature's, composed in
 * src/app): the chosen ones' ids, and a change hands back the new set.
 */
export interface UniversityPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** The element a refused choice focuses (the picker's search box). */
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** The ids of the texts that describe the choice (its error). */
  describedBy?: string;
}
