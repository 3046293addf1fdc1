DROP INDEX users_not_active_idx;
