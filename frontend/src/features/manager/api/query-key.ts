/**
 * Every manager query starts with this key: after any change, one invalidation refreshes counts,
 * lists and the schedule.
 */
export const managerQueryKey = ['manager'] as const;
