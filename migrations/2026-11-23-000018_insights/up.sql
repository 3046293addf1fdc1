-- The admin dashboard and analytics count by day: what was created, verified, submitted,
-- decided and published in a range is read from these indexes alone (index-only scans), not
-- from every row.
CREATE INDEX users_created_at_idx ON users (created_at) INCLUDE (id, role, status);
CREATE INDEX users_email_verified_at_idx ON users (email_verified_at) WHERE email_verified_at IS NOT NULL;
CREATE INDEX roommate_profiles_submitted_at_idx ON roommate_profiles (submitted_at);
CREATE INDEX roommate_profiles_decided_at_idx ON roommate_profiles (decided_at) INCLUDE (status, submitted_at)
    WHERE status IN ('approved', 'rejected');
CREATE INDEX instagram_posts_posted_time_idx ON instagram_posts (posted_time) INCLUDE (university_id)
    WHERE status = 'posted';
