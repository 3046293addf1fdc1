-- Issue 39: a second factor for staff (TOTP, RFC 6238). One authenticator per person: set up
-- (secret chosen, not yet proven) until a first code confirms it. `last_step` is the newest
-- 30-second step a code was accepted for, so a code seen over someone's shoulder cannot be used
-- again. Recovery codes are kept as hashes; each works once.
CREATE TABLE second_factors (
    user_id UUID PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    confirmed_at TIMESTAMPTZ,
    last_step BIGINT
);

CREATE TABLE recovery_codes (
    user_id UUID NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at TIMESTAMPTZ,
    PRIMARY KEY (user_id, code_hash)
);

-- A session opened by someone with a second factor waits for its code ('second_factor'); a
-- session that proved one says so (admins act only from such a session).
ALTER TABLE sessions DROP CONSTRAINT sessions_scope_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_scope_check
    CHECK (scope IN ('full', 'pending_verification', 'second_factor'));
ALTER TABLE sessions ADD COLUMN second_factor BOOLEAN NOT NULL DEFAULT false;
