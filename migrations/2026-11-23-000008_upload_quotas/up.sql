-- What each upload takes in storage (display and thumbnail), for the per-account quota.
ALTER TABLE media_uploads ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0 CHECK (bytes >= 0);
CREATE INDEX media_uploads_owner_created_idx ON media_uploads (owner_id, created_at);
-- A university's logo (and a post's image) belongs to the university: the uploader's account
-- may go, the record and the file stay.
ALTER TABLE media_uploads ALTER COLUMN owner_id DROP NOT NULL;
ALTER TABLE media_uploads DROP CONSTRAINT media_uploads_owner_id_fkey;
ALTER TABLE media_uploads ADD CONSTRAINT media_uploads_owner_id_fkey
    FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL;
