DROP TRIGGER universities_opened ON universities;
DROP FUNCTION universities_mark_opened();
ALTER TABLE universities DROP COLUMN opened_at;
DROP TABLE newsletter_links;
DROP TABLE newsletter_subscriber_universities;
DROP TABLE newsletter_issues;
