-- Double opt-in: an address is subscribed once its owner opens the link mailed to it. Addresses
-- kept before this change subscribed under the old single opt-in and stay subscribed.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TIMESTAMPTZ;
ALTER TABLE newsletter_subscribers ADD COLUMN token_hash TEXT UNIQUE;
ALTER TABLE newsletter_subscribers ADD COLUMN token_expires_at TIMESTAMPTZ;
UPDATE newsletter_subscribers SET confirmed_at = created_at;
