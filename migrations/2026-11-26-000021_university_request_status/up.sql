-- A request for a university gets an answer: the admin adds the university (from the request, or
-- on their own; every open request for that name is then answered and its requester e-mailed) or
-- declines it. `university_id` names the university that answered it, while it exists.
ALTER TABLE university_requests
    ADD COLUMN status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'added', 'declined')),
    ADD COLUMN university_id UUID REFERENCES universities (id) ON DELETE SET NULL,
    ADD COLUMN decided_at TIMESTAMPTZ,
    ADD CONSTRAINT university_requests_decided_when_answered CHECK ((status = 'open') = (decided_at IS NULL));

-- The open requests for a name, found without regard to case when a university is added.
CREATE INDEX university_requests_open_name_idx ON university_requests (lower(university_name)) WHERE status = 'open';

-- A declined request is a staff action of its own kind in the audit log.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
    CHECK (target_kind IN ('user', 'university', 'profile', 'instagram_account', 'post', 'university_request'));
