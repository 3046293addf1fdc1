-- The audit log is append-only. Each entry keeps its actor as they were at the time (id, name and
-- role), so it no longer refers to users: the foreign key's ON DELETE SET NULL was itself an
-- update of audit rows, and it lost the actor's id.
ALTER TABLE audit_log ADD COLUMN actor_name TEXT;
UPDATE audit_log a SET actor_name = u.first_name || ' ' || u.last_name FROM users u WHERE u.id = a.actor_id;
UPDATE audit_log SET actor_name = 'Deleted user' WHERE actor_name IS NULL;
ALTER TABLE audit_log ALTER COLUMN actor_name SET NOT NULL;
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_id_fkey;

-- No row is deleted, and the only change allowed is the scrub that forgets a deleted person: it
-- may replace a name with a pseudonym ('Deleted user …') or drop a label, and take fields out of
-- the before and after values, and nothing else. Whoever runs it (the application's own
-- connection included), any other UPDATE, a DELETE or a TRUNCATE is refused.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE'
        AND NEW.id = OLD.id
        AND NEW.occurred_at = OLD.occurred_at
        AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
        AND NEW.actor_role = OLD.actor_role
        AND NEW.action = OLD.action
        AND NEW.target_kind = OLD.target_kind
        AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
        AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
        AND (NEW.actor_name = OLD.actor_name OR NEW.actor_name LIKE 'Deleted user %')
        AND (NEW.target_label IS NOT DISTINCT FROM OLD.target_label OR NEW.target_label IS NULL
             OR NEW.target_label LIKE 'Deleted user %')
        AND (NEW.before IS NULL OR NEW.before = '{}'::jsonb OR NEW.before <@ OLD.before)
        AND (NEW.after IS NULL OR NEW.after = '{}'::jsonb OR NEW.after <@ OLD.after)
    THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the audit log is append-only: only forgetting a deleted person may change an entry'
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
