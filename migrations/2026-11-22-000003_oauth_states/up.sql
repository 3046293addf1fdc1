-- Google sign-in attempts in flight: the state (hashed) against CSRF and the PKCE verifier.
CREATE TABLE oauth_states (
    state_hash TEXT PRIMARY KEY,
    code_verifier TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX oauth_states_expires_at_idx ON oauth_states (expires_at);
