-- What a person saved to come back to (issue 24): one row per item, one column per kind of item,
-- each a foreign key, so an item that goes takes its saves with it. Roommate profiles now (the
-- student's user id); featured posts add their own column and kind next.
CREATE TABLE saved_items (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('profile')),
    profile_user_id UUID REFERENCES users (id) ON DELETE CASCADE,
    saved_at TIMESTAMPTZ NOT NULL,
    CHECK ((kind = 'profile') = (profile_user_id IS NOT NULL)),
    CHECK (profile_user_id IS DISTINCT FROM user_id),
    UNIQUE (user_id, profile_user_id)
);
CREATE INDEX saved_items_newest_idx ON saved_items (user_id, saved_at DESC);
CREATE INDEX saved_items_profile_user_id_idx ON saved_items (profile_user_id);
