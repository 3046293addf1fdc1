-- One-time codes a finished Google sign-in hands the web app, exchanged once by POST for a
-- session, in the browser that started the sign-in (its binding's hash must match).
CREATE TABLE sign_in_codes (
    code_hash TEXT PRIMARY KEY,
    binding_hash TEXT NOT NULL,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sign_in_codes_expires_at_idx ON sign_in_codes (expires_at);
CREATE INDEX sign_in_codes_user_id_idx ON sign_in_codes (user_id);
