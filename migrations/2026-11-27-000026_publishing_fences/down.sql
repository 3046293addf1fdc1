ALTER TABLE instagram_posts DROP COLUMN claim_token;
