-- Cards and lists show a university's logo at 40-56 px: they load its small copy, which the upload
-- pipeline has always stored beside it ("<key>.thumb.<ext>"), instead of the full image. NULL
-- means "no copy known": readers fall back to the logo itself.
ALTER TABLE universities ADD COLUMN logo_thumbnail_url TEXT;

-- Logos uploaded through the pipeline point at their stored thumbnail.
UPDATE universities u
SET logo_thumbnail_url = (
    SELECT left(m.url, length(m.url) - length(m.storage_key)) || m.thumbnail_key
    FROM media_uploads m
    WHERE m.url = u.logo_url AND right(m.url, length(m.storage_key)) = m.storage_key
    LIMIT 1)
WHERE u.logo_url IS NOT NULL;

ALTER TABLE universities ADD CONSTRAINT universities_logo_thumbnail_needs_a_logo
    CHECK (logo_thumbnail_url IS NULL OR logo_url IS NOT NULL);

-- During a rolling upgrade the previous release still runs beside this one and knows nothing of
-- the column: when it replaces or removes a logo, the thumbnail of the old one must not stay.
CREATE FUNCTION forget_stale_logo_thumbnail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.logo_url IS DISTINCT FROM OLD.logo_url
       AND NEW.logo_thumbnail_url IS NOT DISTINCT FROM OLD.logo_thumbnail_url THEN
        NEW.logo_thumbnail_url := NULL;
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER universities_stale_logo_thumbnail
    BEFORE UPDATE ON universities
    FOR EACH ROW EXECUTE FUNCTION forget_stale_logo_thumbnail();
