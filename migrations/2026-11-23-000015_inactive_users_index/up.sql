-- The few accounts that are not active (suspended, inactive), so ranking leaves them out with an
-- anti-join on this small index instead of joining every student's account row.
CREATE INDEX users_not_active_idx ON users (id) WHERE status <> 'active';
