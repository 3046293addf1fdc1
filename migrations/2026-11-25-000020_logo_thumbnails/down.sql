ALTER TABLE universities DROP CONSTRAINT universities_logo_pair;
ALTER TABLE universities DROP COLUMN logo_thumbnail_url;
