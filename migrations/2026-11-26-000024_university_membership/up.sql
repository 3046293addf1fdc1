-- A university's e-mail domains (issue 23): an address at one of them, or at one of their
-- subdomains, proves a student belongs there. `universities.email_domains` is what is read and
-- written; `university_email_domains` mirrors it, one row per domain, so that a domain belongs to
-- one university (its primary key) and an address finds its university by an index. A trigger
-- keeps the mirror, in the same statement as the change.
ALTER TABLE universities
    ADD COLUMN email_domains TEXT[] NOT NULL DEFAULT '{}',
    -- Only for a university without domains: may students join without a university address?
    ADD COLUMN join_without_university_email BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE university_email_domains (
    domain TEXT PRIMARY KEY,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE
);
CREATE INDEX university_email_domains_university_id_idx ON university_email_domains (university_id);

CREATE FUNCTION mirror_university_email_domains() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM university_email_domains WHERE university_id = NEW.id;
    INSERT INTO university_email_domains (domain, university_id)
        SELECT DISTINCT domain, NEW.id FROM unnest(NEW.email_domains) AS domain;
    RETURN NULL;
END
$$;

-- The university an address proves membership of: the one with the longest of its domains that
-- is the address's domain or a parent of it (`med.umich.edu` before `umich.edu`). The one
-- definition, used by the application and by the queries that flag unverified members.
CREATE FUNCTION university_of_address(address TEXT) RETURNS UUID LANGUAGE sql STABLE AS $$
    SELECT university_id FROM university_email_domains
     WHERE domain = lower(split_part(address, '@', 2))
        OR right(lower(split_part(address, '@', 2)), length(domain) + 1) = '.' || domain
     ORDER BY length(domain) DESC
     LIMIT 1
$$;

CREATE TRIGGER universities_mirror_email_domains
    AFTER INSERT OR UPDATE OF email_domains ON universities
    FOR EACH ROW EXECUTE FUNCTION mirror_university_email_domains();

-- A student's university address when it is not their sign-in address: added in Settings and
-- verified by a single-use link mailed there (its SHA-256 is kept, never the secret). One row per
-- account: `email` once verified, and `pending_email` while its link is out. A verified address
-- belongs to one account. Deleted with the account.
CREATE TABLE university_emails (
    user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    email TEXT UNIQUE,
    verified_at TIMESTAMPTZ,
    pending_email TEXT,
    token_hash TEXT UNIQUE,
    token_expires_at TIMESTAMPTZ,
    CHECK ((email IS NULL) = (verified_at IS NULL)),
    CHECK ((pending_email IS NULL) = (token_hash IS NULL) AND (token_hash IS NULL) = (token_expires_at IS NULL))
);
