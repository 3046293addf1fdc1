DROP TABLE university_emails;
DROP TRIGGER universities_mirror_email_domains ON universities;
DROP FUNCTION mirror_university_email_domains();
DROP FUNCTION university_of_address(TEXT);
DROP TABLE university_email_domains;
ALTER TABLE universities DROP COLUMN email_domains, DROP COLUMN join_without_university_email;
