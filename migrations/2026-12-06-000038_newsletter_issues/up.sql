-- The weekly newsletter (issue 37): what each issue covered, which universities a subscriber
-- chose, the links that let a subscriber change that or leave, and when a university opened.

-- One row per scheduled issue. The first instance to insert a row sends that issue, in the same
-- transaction that queues its e-mails, so an issue goes out once however many instances run.
CREATE TABLE newsletter_issues (
    due_at TIMESTAMPTZ PRIMARY KEY,
    sent_at TIMESTAMPTZ NOT NULL,
    recipients INTEGER NOT NULL CHECK (recipients >= 0)
);

-- The universities a subscriber follows; none means all of them.
CREATE TABLE newsletter_subscriber_universities (
    subscriber_id UUID NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
    PRIMARY KEY (subscriber_id, university_id)
);
CREATE INDEX newsletter_subscriber_universities_university_idx ON newsletter_subscriber_universities (university_id);

-- A subscriber's links (the confirmation link once used, then one per issue), kept as hashes:
-- each lets its holder choose universities or unsubscribe, and goes with the subscriber.
CREATE TABLE newsletter_links (
    token_hash TEXT PRIMARY KEY,
    subscriber_id UUID NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_links_subscriber_idx ON newsletter_links (subscriber_id);

-- When a university could first be joined (an e-mail domain, or open to everyone). Kept by a
-- trigger so every path that writes a university keeps it.
ALTER TABLE universities ADD COLUMN opened_at TIMESTAMPTZ;
UPDATE universities SET opened_at = created_at
    WHERE cardinality(email_domains) > 0 OR join_without_university_email;

CREATE FUNCTION universities_mark_opened() RETURNS trigger AS $$
BEGIN
    IF NEW.opened_at IS NULL AND (cardinality(NEW.email_domains) > 0 OR NEW.join_without_university_email) THEN
        NEW.opened_at := now();
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER universities_opened
    BEFORE INSERT OR UPDATE OF email_domains, join_without_university_email ON universities
    FOR EACH ROW EXECUTE FUNCTION universities_mark_opened();
