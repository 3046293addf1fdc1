ALTER TABLE users DROP COLUMN research_sharing_opted_out_at;
