ALTER TABLE users DROP COLUMN staff_limited;
DROP TRIGGER university_emails_one_account_per_address ON university_emails;
DROP TRIGGER users_one_account_per_address ON users;
DROP FUNCTION refuse_an_address_of_another_account();
