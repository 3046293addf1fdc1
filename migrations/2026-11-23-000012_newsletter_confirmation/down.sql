DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL;
ALTER TABLE newsletter_subscribers DROP COLUMN token_expires_at;
ALTER TABLE newsletter_subscribers DROP COLUMN token_hash;
ALTER TABLE newsletter_subscribers DROP COLUMN confirmed_at;
