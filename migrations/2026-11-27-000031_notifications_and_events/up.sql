-- Notifications and live updates (issue 24).

-- Each person's event log: the head holds the last sequence number given out. Appending locks
-- the head row until the transaction commits, so one person's events commit in the order of
-- their numbers: a reader that has seen number n has seen every event before it. `epoch` is
-- random per person, so an event id from someone else's log is recognised as foreign.
CREATE TABLE event_logs (
    user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    epoch TEXT NOT NULL DEFAULT substr(md5(gen_random_uuid()::text), 1, 8),
    last_seq BIGINT NOT NULL DEFAULT 0
);

-- What a person's open tabs are told: a new notification, read marks (and, next, messages).
-- Kept for a bounded window, from which a reconnecting tab is replayed what it missed.
CREATE TABLE events (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL,
    payload JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, seq)
);
CREATE INDEX events_created_at_idx ON events (created_at);

-- The streams open now, on every instance, so one person holds at most five. An instance
-- notes its streams as seen with each heartbeat; rows of an instance that died go stale and
-- stop counting.
CREATE TABLE event_streams (
    id UUID PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    session_id UUID NOT NULL,
    instance_id UUID NOT NULL,
    opened_at TIMESTAMPTZ NOT NULL,
    seen_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX event_streams_user_id_idx ON event_streams (user_id);
CREATE INDEX event_streams_instance_id_idx ON event_streams (instance_id);

CREATE TABLE notifications (
    id UUID PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    facts JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    read_at TIMESTAMPTZ,
    -- When it was e-mailed (at once, or in a digest); NULL while a digest may still take it.
    emailed_at TIMESTAMPTZ
);
CREATE INDEX notifications_newest_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_digest_idx ON notifications (created_at) WHERE read_at IS NULL AND emailed_at IS NULL;
CREATE INDEX notifications_read_at_idx ON notifications (read_at) WHERE read_at IS NOT NULL;

-- A person's choices per kind; a kind without a row has the defaults (both on).
CREATE TABLE notification_preferences (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    in_app BOOLEAN NOT NULL,
    email BOOLEAN NOT NULL,
    PRIMARY KEY (user_id, kind)
);

-- The one-click unsubscribe links digests carry: each names one person and one kind, kept
-- hashed for 90 days.
CREATE TABLE unsubscribe_links (
    token_hash TEXT PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX unsubscribe_links_user_id_idx ON unsubscribe_links (user_id);
CREATE INDEX unsubscribe_links_created_at_idx ON unsubscribe_links (created_at);

-- The browsers and networks an account signed in from: a hash of both, never the address.
CREATE TABLE known_devices (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    fingerprint TEXT NOT NULL,
    last_seen_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, fingerprint)
);

-- A session that ends, however it ends (sign-out, password change, suspension, deletion), is
-- announced to every instance, so its streams close at once.
CREATE FUNCTION announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quad_sessions', 's:' || OLD.id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_announce_end
  AFTER UPDATE OF ended_at ON sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION announce_session_end();
CREATE TRIGGER sessions_announce_delete
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_end();

CREATE FUNCTION announce_account_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quad_sessions', 'u:' || NEW.id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER users_announce_closed
  AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (NEW.status <> 'active' AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION announce_account_closed();

-- A digest's one-click unsubscribe URL (RFC 8058), sent as List-Unsubscribe.
ALTER TABLE mail_queue ADD COLUMN list_unsubscribe TEXT;
