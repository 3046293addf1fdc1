-- Every staff action (user edits and deletions, university changes, profile decisions, Instagram
-- work): who did what to which record, what changed, when, and in which request. No secrets: the
-- before and after hold the fields that changed, never a token or a password.
CREATE TABLE audit_log (
    id UUID PRIMARY KEY,
    occurred_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- NULL once the actor's account is deleted: the record stays and names a deleted account.
    actor_id UUID REFERENCES users (id) ON DELETE SET NULL,
    actor_role TEXT NOT NULL CHECK (actor_role IN ('user', 'moderator', 'manager', 'admin')),
    action TEXT NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
    target_kind TEXT NOT NULL CHECK (target_kind IN ('user', 'university', 'profile', 'instagram_account', 'post')),
    target_id UUID,
    -- What the target was called at the time (a university's name, a person's name).
    target_label TEXT,
    before JSONB,
    after JSONB,
    request_id TEXT
);
CREATE INDEX audit_log_occurred_at_idx ON audit_log (occurred_at DESC, id DESC);
CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id, occurred_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_kind, target_id);

-- The admin users screen searches by university and filters by role and status.
CREATE INDEX users_role_status_idx ON users (role, status);
