DROP TRIGGER audit_log_no_truncate ON audit_log;
DROP TRIGGER audit_log_append_only ON audit_log;
DROP FUNCTION audit_log_append_only();
ALTER TABLE audit_log DROP COLUMN actor_name;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users (id) ON DELETE SET NULL;
