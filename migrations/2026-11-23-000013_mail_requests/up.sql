-- Account e-mail asked for signed out (reset, verification), answered by the mail worker: taking
-- a request is one insert whether or not the address has an account.
CREATE TABLE mail_requests (
    id UUID PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('password_reset', 'verification')),
    email TEXT NOT NULL CHECK (email = lower(email)),
    -- A worker answering it holds it until then; it is deleted once answered.
    claimed_until TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX mail_requests_created_at_idx ON mail_requests (created_at);
