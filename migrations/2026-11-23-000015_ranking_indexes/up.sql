-- The few accounts that are not active (suspended, inactive), so ranking leaves them out with an
-- anti-join on this small index instead of joining every student's account row.
CREATE INDEX users_not_active_idx ON users (id) WHERE status <> 'active';

-- The filters read from the index too, so a filtered ranking stays an index-only scan.
DROP INDEX published_profiles_university_idx;
CREATE INDEX published_profiles_university_idx ON published_profiles (university_id)
    INCLUDE (user_id, packed, graduation_year, housing, gender, major) WHERE looking_for_roommate;
