import type { components } from '@/lib/api/generated/schema';

/** A person as the admin users screen sees them (`AdminUser`). */
export type AdminUser = components['schemas']['AdminUser'];
export type UserRole = components['schemas']['Role'];
export type UserStatus = components['schemas']['UserStatus'];
/** The orders GET /admin/users knows (`newest`, the default, `oldest`, `name` or `lastActive`). */
export type UserSort = components['schemas']['UserSort'];
/** The body of PATCH /admin/users/{id}: only the fields that change. */
export type UpdateUserBody = components['schemas']['UpdateUserBody'];
