DROP INDEX university_requests_waiting_idx;
ALTER TABLE university_requests DROP COLUMN told_at;
ALTER TABLE universities DROP COLUMN proposed_email_domains;
