DELETE FROM sessions WHERE scope = 'second_factor';
ALTER TABLE sessions DROP COLUMN second_factor;
ALTER TABLE sessions DROP CONSTRAINT sessions_scope_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_scope_check CHECK (scope IN ('full', 'pending_verification'));
DROP TABLE recovery_codes;
DROP TABLE second_factors;
