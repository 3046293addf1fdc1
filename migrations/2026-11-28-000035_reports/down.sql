DELETE FROM audit_log WHERE target_kind = 'report';
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
    CHECK (target_kind IN ('user', 'university', 'profile', 'instagram_account', 'post', 'university_request', 'submission'));
DROP TABLE hidden_content;
DROP TABLE reports;
