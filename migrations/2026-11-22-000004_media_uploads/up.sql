-- Every stored upload and who made it: ownership checks, and removing a person's files.
CREATE TABLE media_uploads (
    id UUID PRIMARY KEY,
    owner_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('profile', 'logo', 'post', 'avatar')),
    storage_key TEXT NOT NULL UNIQUE,
    thumbnail_key TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX media_uploads_owner_id_idx ON media_uploads (owner_id);
