DROP TABLE roommate_profiles;
