DROP INDEX reports_dismissed_by_reporter;
ALTER TABLE reports DROP COLUMN counts_toward_hiding, DROP COLUMN reporter_member;
CREATE OR REPLACE FUNCTION refuse_an_address_of_another_account() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP INDEX university_emails_mailbox_idx;
DROP INDEX users_mailbox_idx;
DROP FUNCTION mailbox(TEXT);
