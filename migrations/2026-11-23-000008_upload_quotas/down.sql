DELETE FROM media_uploads WHERE owner_id IS NULL;
ALTER TABLE media_uploads DROP CONSTRAINT media_uploads_owner_id_fkey;
ALTER TABLE media_uploads ADD CONSTRAINT media_uploads_owner_id_fkey
    FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE media_uploads ALTER COLUMN owner_id SET NOT NULL;
DROP INDEX media_uploads_owner_created_idx;
ALTER TABLE media_uploads DROP COLUMN bytes;
