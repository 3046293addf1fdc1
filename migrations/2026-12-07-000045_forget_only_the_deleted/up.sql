-- Issue 39: the audit log's trigger let the application's role rewrite any entry in the shape
-- of a "forget" (a name to a pseudonym, a label or fields dropped). Now that shape is allowed
-- only for entries about a person whose account was deleted, in the deletion's own transaction.
--
-- Deleting a user row notes the person here (by a trigger the application cannot bypass), with
-- the hashes of the names the log may hold (full name, e-mail, username). The application may
-- read and delete these rows but not write them; the deletion removes its row once the log is
-- scrubbed, so no hash of a deleted person's name outlives it.
CREATE TABLE forgotten_people (
    user_id UUID PRIMARY KEY,
    name_hashes TEXT[] NOT NULL,
    forgotten_in BIGINT NOT NULL DEFAULT txid_current()
);

DO $$
DECLARE grantee TEXT;
BEGIN
    FOR grantee IN
        SELECT DISTINCT g.grantee FROM information_schema.role_table_grants g
        WHERE g.table_name = 'forgotten_people' AND g.grantee <> current_user
    LOOP
        EXECUTE format('REVOKE INSERT, UPDATE, TRUNCATE ON forgotten_people FROM %I', grantee);
    END LOOP;
END;
$$;
REVOKE INSERT, UPDATE, TRUNCATE ON forgotten_people FROM PUBLIC;

CREATE FUNCTION name_hash(name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT encode(sha256(convert_to(name, 'UTF8')), 'hex')
$$;

CREATE FUNCTION pseudonym(person UUID) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT 'Deleted user ' || right(replace(person::text, '-', ''), 8)
$$;

CREATE FUNCTION note_forgotten_person() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
BEGIN
    INSERT INTO forgotten_people (user_id, name_hashes)
    VALUES (OLD.id, ARRAY[name_hash(OLD.first_name || ' ' || OLD.last_name), name_hash(OLD.email),
                          name_hash(OLD.username)])
    ON CONFLICT (user_id) DO UPDATE SET name_hashes = EXCLUDED.name_hashes, forgotten_in = txid_current();
    RETURN OLD;
END;
$$;

CREATE TRIGGER users_note_forgotten AFTER DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION note_forgotten_person();

-- Whether `person` was deleted in this transaction.
CREATE FUNCTION forgotten_now(person UUID) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM forgotten_people f
                   WHERE f.user_id = person AND f.forgotten_in = txid_current()
                     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = person))
$$;

-- The person deleted in this transaction whose name `value` is, if any.
CREATE FUNCTION forgotten_name_of(value TEXT) RETURNS UUID LANGUAGE sql STABLE AS $$
    SELECT f.user_id FROM forgotten_people f
    WHERE f.forgotten_in = txid_current() AND name_hash(value) = ANY (f.name_hashes)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.user_id)
    LIMIT 1
$$;

-- Whether `new` is `old` with one deleted person's name (deleted in this transaction) replaced
-- by their pseudonym: "Ada Lovelace at Michigan" becoming "Deleted user 1a2b3c4d at Michigan".
CREATE FUNCTION label_forgets(old TEXT, new TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
    SELECT EXISTS (
        SELECT 1 FROM forgotten_people f,
             LATERAL (SELECT strpos(new, pseudonym(f.user_id)) AS at, length(pseudonym(f.user_id)) AS size) p,
             LATERAL (SELECT left(new, p.at - 1) AS prefix, substr(new, p.at + p.size) AS suffix) parts
        WHERE f.forgotten_in = txid_current()
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.user_id)
          AND p.at > 0
          AND length(old) > length(parts.prefix) + length(parts.suffix)
          AND left(old, length(parts.prefix)) = parts.prefix
          AND right(old, length(parts.suffix)) = parts.suffix
          AND name_hash(substr(old, length(parts.prefix) + 1, length(old) - length(parts.prefix) - length(parts.suffix)))
              = ANY (f.name_hashes))
$$;

CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    removed RECORD;
    about_target BOOLEAN;
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
        -- The actor's name becomes their pseudonym only once they are deleted.
        AND (NEW.actor_name = OLD.actor_name
             OR (forgotten_now(OLD.actor_id) AND NEW.actor_name = pseudonym(OLD.actor_id)))
        -- The label goes (or becomes the pseudonym) only when it is a deleted person's: the
        -- entry's target, or a label that is their name.
        AND (NEW.target_label IS NOT DISTINCT FROM OLD.target_label
             OR (OLD.target_kind IN ('user', 'profile') AND forgotten_now(OLD.target_id)
                 AND (NEW.target_label IS NULL OR NEW.target_label = pseudonym(OLD.target_id)))
             OR (forgotten_name_of(OLD.target_label) IS NOT NULL
                 AND (NEW.target_label IS NULL OR NEW.target_label = pseudonym(forgotten_name_of(OLD.target_label))))
             OR label_forgets(OLD.target_label, NEW.target_label))
        AND (NEW.before IS NULL OR NEW.before = '{}'::jsonb OR NEW.before <@ OLD.before)
        AND (NEW.after IS NULL OR NEW.after = '{}'::jsonb OR NEW.after <@ OLD.after)
    THEN
        -- Fields go only when they hold a deleted person's name, or from an entry about a
        -- deleted person (which keeps their role and status only).
        about_target := OLD.target_kind IN ('user', 'profile') AND forgotten_now(OLD.target_id);
        FOR removed IN
            SELECT o.value FROM jsonb_each_text(coalesce(OLD.before, '{}')) o
            WHERE NOT (coalesce(NEW.before, '{}') ? o.key)
            UNION ALL
            SELECT o.value FROM jsonb_each_text(coalesce(OLD.after, '{}')) o
            WHERE NOT (coalesce(NEW.after, '{}') ? o.key)
        LOOP
            IF NOT about_target AND forgotten_name_of(removed.value) IS NULL THEN
                RAISE EXCEPTION 'the audit log is append-only: only forgetting a deleted person may change an entry'
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
        END LOOP;
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the audit log is append-only: only forgetting a deleted person may change an entry'
        USING ERRCODE = 'insufficient_privilege';
END;
$$;
