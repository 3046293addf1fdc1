-- Cards and lists show a university's logo at 40-56 px: they load its small copy, which the upload
-- pipeline has always stored beside it ("<key>.thumb.<ext>"), instead of the full image.
ALTER TABLE universities ADD COLUMN logo_thumbnail_url TEXT;

-- Logos uploaded through the pipeline point at their stored thumbnail; any other logo URL (none
-- is expected) stands in for its own thumbnail.
UPDATE universities u
SET logo_thumbnail_url = COALESCE(
    (SELECT left(m.url, length(m.url) - length(m.storage_key)) || m.thumbnail_key
     FROM media_uploads m
     WHERE m.url = u.logo_url AND right(m.url, length(m.storage_key)) = m.storage_key
     LIMIT 1),
    u.logo_url)
WHERE u.logo_url IS NOT NULL;

ALTER TABLE universities ADD CONSTRAINT universities_logo_pair
    CHECK ((logo_url IS NULL) = (logo_thumbnail_url IS NULL));
