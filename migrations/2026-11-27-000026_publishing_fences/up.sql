-- A worker's claim on a post carries a token; each of its later writes names it, so a worker whose
-- lease ran out and was taken over cannot overwrite the new holder's result.
ALTER TABLE instagram_posts ADD COLUMN claim_token UUID;
