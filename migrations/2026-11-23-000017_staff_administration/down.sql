DROP INDEX users_role_status_idx;
DROP TABLE audit_log;
