-- A university nobody can join yet (no e-mail domain, not open to everyone) says so, and the
-- people waiting for it are told once it opens, not before.

-- Domains a manager proposed for a university they added; an admin confirms them (they then
-- become its e-mail domains) or sets others.
ALTER TABLE universities ADD COLUMN proposed_email_domains TEXT[] NOT NULL DEFAULT '{}';

-- When the requester was told that the university they asked for (or wait for) can be joined.
-- Requests answered before this were told when answered.
ALTER TABLE university_requests ADD COLUMN told_at TIMESTAMPTZ;
UPDATE university_requests SET told_at = decided_at WHERE status = 'added';

-- The people waiting for a university to open ("tell me when it opens", and requests a university
-- answered before it could be joined).
CREATE INDEX university_requests_waiting_idx ON university_requests (university_id)
    WHERE told_at IS NULL AND university_id IS NOT NULL;
