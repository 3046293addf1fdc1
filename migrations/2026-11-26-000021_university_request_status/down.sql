DELETE FROM audit_log WHERE target_kind = 'university_request';
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
    CHECK (target_kind IN ('user', 'university', 'profile', 'instagram_account', 'post'));
DROP INDEX university_requests_open_name_idx;
ALTER TABLE university_requests
    DROP CONSTRAINT university_requests_decided_when_answered,
    DROP COLUMN decided_at,
    DROP COLUMN university_id,
    DROP COLUMN status;
