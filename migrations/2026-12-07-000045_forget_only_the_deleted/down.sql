DROP TRIGGER users_note_forgotten ON users;
DROP FUNCTION note_forgotten_person();
DROP FUNCTION label_forgets(TEXT, TEXT);
DROP FUNCTION forgotten_name_of(TEXT);
DROP FUNCTION forgotten_now(UUID);
DROP TABLE forgotten_people;
-- The trigger function as migration 23 made it.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP FUNCTION pseudonym(UUID);
DROP FUNCTION name_hash(TEXT);
