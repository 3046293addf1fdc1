ALTER TABLE reports DROP COLUMN claimed_until, DROP COLUMN claimed_by;
