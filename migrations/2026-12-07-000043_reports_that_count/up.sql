-- Issue 39: one mailbox is one person. `mailbox` folds an address to the mailbox it reaches:
-- lower case, without a `+tag`, and for Gmail without dots and with googlemail.com as gmail.com.
-- Sign-in and university addresses stay as typed; the one-account-per-address rule (and the
-- count of reporters that hides an item) compare mailboxes.
CREATE FUNCTION mailbox(address TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE
        WHEN parts.domain IN ('gmail.com', 'googlemail.com') THEN replace(parts.local, '.', '') || '@gmail.com'
        ELSE parts.local || '@' || parts.domain
    END
    FROM (SELECT split_part(split_part(lower(address), '@', 1), '+', 1) AS local,
                 split_part(lower(address), '@', 2) AS domain) AS parts
$$;

CREATE INDEX users_mailbox_idx ON users (mailbox(email));
CREATE INDEX university_emails_mailbox_idx ON university_emails (mailbox(email)) WHERE verified_at IS NOT NULL;

-- As before (issue 23), across the two tables and now within each, by mailbox: an address that
-- reaches the mailbox of another account's sign-in or verified university address is refused.
-- Accounts that already share a mailbox keep working; no new one can join them.
CREATE OR REPLACE FUNCTION refuse_an_address_of_another_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('address:' || mailbox(NEW.email), 0));
    IF EXISTS (SELECT 1 FROM university_emails e
               WHERE mailbox(e.email) = mailbox(NEW.email) AND e.user_id <> NEW.id AND e.verified_at IS NOT NULL)
       OR EXISTS (SELECT 1 FROM users u WHERE mailbox(u.email) = mailbox(NEW.email) AND u.id <> NEW.id) THEN
      RAISE EXCEPTION 'the address verifies another account'
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email_key';
    END IF;
  ELSIF NEW.email IS NOT NULL AND NEW.verified_at IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('address:' || mailbox(NEW.email), 0));
    IF EXISTS (SELECT 1 FROM users u WHERE mailbox(u.email) = mailbox(NEW.email) AND u.id <> NEW.user_id)
       OR EXISTS (SELECT 1 FROM university_emails e
                  WHERE mailbox(e.email) = mailbox(NEW.email) AND e.user_id <> NEW.user_id
                    AND e.verified_at IS NOT NULL) THEN
      RAISE EXCEPTION 'the address signs in another account'
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'university_emails_email_key';
    END IF;
  END IF;
  RETURN NEW;
END $$;

-- Whether the reporter was, when reporting, a verified member of the item's university (a post),
-- someone who could see it (a profile) or its recipient (a message); and whether the report
-- counts toward hiding the item: a member's, unless a report of theirs on the item was dismissed
-- in the last 30 days. Reports from before count as they did.
ALTER TABLE reports
    ADD COLUMN reporter_member BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN counts_toward_hiding BOOLEAN NOT NULL DEFAULT true;
CREATE INDEX reports_dismissed_by_reporter ON reports (reporter_id) WHERE status = 'dismissed';
