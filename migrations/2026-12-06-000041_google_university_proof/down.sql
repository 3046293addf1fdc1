ALTER TABLE oauth_states DROP COLUMN proving_for, DROP COLUMN return_path;
