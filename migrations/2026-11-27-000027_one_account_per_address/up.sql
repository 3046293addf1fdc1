-- An address verifies at most one account (issue 23): it is one account's sign-in address or one
-- account's verified university address, never both for two accounts. Each table's unique key
-- holds within it; this trigger holds across the two, whichever is written first. Writers of the
-- same address wait for each other (a transaction-scoped advisory lock on the address), so two at
-- once cannot both pass. The refusal is a unique violation named after the table's own key, which
-- the adapters already answer as "already in use".
CREATE FUNCTION refuse_an_address_of_another_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('address:' || lower(NEW.email), 0));
    IF EXISTS (SELECT 1 FROM university_emails e
               WHERE e.email = lower(NEW.email) AND e.user_id <> NEW.id AND e.verified_at IS NOT NULL) THEN
      RAISE EXCEPTION 'the address verifies another account'
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email_key';
    END IF;
  ELSIF NEW.email IS NOT NULL AND NEW.verified_at IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('address:' || lower(NEW.email), 0));
    IF EXISTS (SELECT 1 FROM users u WHERE u.email = lower(NEW.email) AND u.id <> NEW.user_id) THEN
      RAISE EXCEPTION 'the address signs in another account'
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'university_emails_email_key';
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER users_one_account_per_address
  BEFORE INSERT OR UPDATE OF email ON users
  FOR EACH ROW EXECUTE FUNCTION refuse_an_address_of_another_account();
CREATE TRIGGER university_emails_one_account_per_address
  BEFORE INSERT OR UPDATE OF email, verified_at ON university_emails
  FOR EACH ROW EXECUTE FUNCTION refuse_an_address_of_another_account();

-- A moderator an admin limited to some universities stays limited when those universities are
-- deleted (they then review none until an admin assigns others), rather than reviewing every
-- university as one never limited does.
ALTER TABLE users ADD COLUMN staff_limited BOOLEAN NOT NULL DEFAULT false;
UPDATE users SET staff_limited = true WHERE id IN (SELECT user_id FROM university_staff);
