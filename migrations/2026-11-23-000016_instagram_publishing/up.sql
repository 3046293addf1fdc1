-- A university's connected Instagram accounts. The access token is encrypted by the application
-- (AES-256-GCM, key from configuration): the database never holds it in the clear.
CREATE TABLE instagram_accounts (
    id UUID PRIMARY KEY,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
    ig_user_id TEXT NOT NULL,
    username TEXT NOT NULL,
    -- nonce (12 bytes) followed by the ciphertext and its tag
    token_ciphertext BYTEA NOT NULL,
    token_expires_at TIMESTAMPTZ,
    token_refreshed_at TIMESTAMPTZ,
    -- Instagram's message the last time it refused the token; NULL while it is accepted
    token_problem TEXT,
    added_by UUID REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (university_id, ig_user_id)
);

-- A manager's post, queued for one account and published by the worker of any instance.
CREATE TABLE instagram_posts (
    id UUID PRIMARY KEY,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
    -- Kept (SET NULL) when a removed account's posts were posted or failed; queued posts hold one.
    account_id UUID REFERENCES instagram_accounts (id) ON DELETE SET NULL,
    manager_id UUID REFERENCES users (id) ON DELETE SET NULL,
    image_url TEXT NOT NULL,
    image_key TEXT NOT NULL,
    thumbnail_key TEXT NOT NULL,
    letterboxed BOOLEAN NOT NULL,
    caption TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'posted', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    scheduled_time TIMESTAMPTZ NOT NULL,
    -- when the worker may next try (the scheduled time, or later after a failure)
    next_attempt_at TIMESTAMPTZ NOT NULL,
    -- a worker holds a claimed post until then; another may take it after (a crashed worker)
    claimed_until TIMESTAMPTZ,
    -- the media container created for this post, and when publishing it was asked for: a post
    -- with publish_requested_at and no media_id has an unknown outcome and is reconciled first
    container_id TEXT,
    container_created_at TIMESTAMPTZ,
    publish_requested_at TIMESTAMPTZ,
    media_id TEXT,
    permalink TEXT,
    posted_time TIMESTAMPTZ,
    last_attempt TIMESTAMPTZ,
    error_message TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (status <> 'queued' OR account_id IS NOT NULL),
    CHECK (status <> 'posted' OR posted_time IS NOT NULL)
);
CREATE INDEX instagram_posts_university_idx ON instagram_posts (university_id, status, scheduled_time);
CREATE INDEX instagram_posts_account_idx ON instagram_posts (account_id, scheduled_time);
CREATE INDEX instagram_posts_due_idx ON instagram_posts (next_attempt_at) WHERE status = 'queued';
CREATE INDEX instagram_posts_schedule_idx ON instagram_posts ((coalesce(posted_time, scheduled_time)));
