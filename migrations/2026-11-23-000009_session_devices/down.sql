DROP INDEX sessions_user_id_live_idx;
ALTER TABLE sessions DROP COLUMN last_used_at;
ALTER TABLE sessions DROP COLUMN method;
ALTER TABLE sessions DROP COLUMN device;
