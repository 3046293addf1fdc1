-- Issue 26: a moderator claims an item's open reports before acting on them, so two moderators
-- acting at once cannot both carry out (one suspends while the other dismisses); the claim
-- lapses by itself if its moderator's request dies half-way.
ALTER TABLE reports
    ADD COLUMN claimed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN claimed_until timestamptz;
