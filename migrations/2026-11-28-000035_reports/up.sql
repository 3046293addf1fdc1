-- Issue 26: reports of profiles, messages and featured posts. Each keeps a snapshot of what was
-- reported, as it was, so deleting the content hides no evidence. `target_id`: the student's
-- user id for a profile, the message's id, the submission's id for a post.
CREATE TABLE reports (
    id uuid PRIMARY KEY,
    reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
    kind text NOT NULL CHECK (kind IN ('profile', 'message', 'post')),
    target_id uuid NOT NULL,
    category text NOT NULL
        CHECK (category IN ('harassment', 'scam', 'spam', 'inappropriate', 'fake_profile', 'other')),
    details text NOT NULL DEFAULT '' CHECK (char_length(details) <= 1000),
    author_id uuid REFERENCES users (id) ON DELETE SET NULL,
    author_name text NOT NULL,
    snapshot_text text NOT NULL,
    snapshot_photos jsonb NOT NULL DEFAULT '[]',
    university_id uuid REFERENCES universities (id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'dismissed', 'removed', 'warned', 'suspended')),
    created_at timestamptz NOT NULL,
    resolved_at timestamptz,
    resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
    note text CHECK (char_length(note) <= 500)
);
-- One open report per reporter and item.
CREATE UNIQUE INDEX reports_open_once ON reports (reporter_id, kind, target_id) WHERE status = 'open';
CREATE INDEX reports_item ON reports (kind, target_id) WHERE status = 'open';
CREATE INDEX reports_queue ON reports (status, created_at);
CREATE INDEX reports_by_reporter ON reports (reporter_id, created_at DESC);

-- Items reported by three different students, hidden from everyone until a moderator decides.
CREATE TABLE hidden_content (
    kind text NOT NULL CHECK (kind IN ('profile', 'message', 'post')),
    target_id uuid NOT NULL,
    hidden_at timestamptz NOT NULL,
    PRIMARY KEY (kind, target_id)
);

-- Moderators' decisions on reports are audited as actions on the report.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
    CHECK (target_kind IN ('user', 'university', 'profile', 'instagram_account', 'post', 'university_request', 'submission', 'report'));
