DROP TRIGGER universities_stale_logo_thumbnail ON universities;
DROP FUNCTION forget_stale_logo_thumbnail();
ALTER TABLE universities DROP CONSTRAINT universities_logo_thumbnail_needs_a_logo;
ALTER TABLE universities DROP COLUMN logo_thumbnail_url;
