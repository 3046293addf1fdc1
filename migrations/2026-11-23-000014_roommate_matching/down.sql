DROP TABLE published_profiles;
ALTER TABLE roommate_profiles DROP COLUMN expectations;
