import type { Ref } from 'react';

import type { components } from '@/lib/api/generated/schema';

/** A person as the admin users screen sees them (`AdminUser`). */
export type AdminUser = components['schemas']['AdminUser'];
export type UserRole = components['schemas']['Role'];
export type UserStatus = components['schemas']['UserStatus'];
/** The orders GET /admin/users knows (`newest`, the default, `oldest`, `name` or `lastActive`). */
export type UserSort = components['schemas']['UserSort'];
/** The body of PATCH /admin/users/{id}: only the fields that change. */
export type UpdateUserBody = components['schemas']['UpdateUserBody'];
/** A university a manager or moderator looks after, by id and name. */
export type AssignedUniversity = AdminUser['assignedUniversities'][number];

/**
 * The control that chooses the universities a manager or moderator looks after (the universities
 * feature's, composed in src/app): the chosen ones, whole, and a change hands back the new set.
 */
export interface UniversityPickerProps {
  value: AssignedUniversity[];
  onChange: (value: AssignedUniversity[]) => void;
  /** The element form errors focus (the picker's search box). */
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** The ids of the hint and error that describe the picker. */
  describedBy?: string;
}
