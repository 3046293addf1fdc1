-- What a person sees of their sessions in Settings: the device (its browser's User-Agent), how
-- it signed in, and when it was last used (written at most once a minute).
ALTER TABLE sessions ADD COLUMN device TEXT CHECK (char_length(device) <= 300);
ALTER TABLE sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password'
    CHECK (method IN ('password', 'google', 'email_link', 'registration'));
ALTER TABLE sessions ADD COLUMN last_used_at TIMESTAMPTZ;
CREATE INDEX sessions_user_id_live_idx ON sessions (user_id) WHERE ended_at IS NULL;
