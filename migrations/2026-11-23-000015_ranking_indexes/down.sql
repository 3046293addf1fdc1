DROP INDEX users_not_active_idx;
DROP INDEX published_profiles_university_idx;
CREATE INDEX published_profiles_university_idx ON published_profiles (university_id)
    INCLUDE (user_id, packed) WHERE looking_for_roommate;
