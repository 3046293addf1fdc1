ALTER TABLE conversations DROP COLUMN blocked;
