-- A Google attempt started by a signed-in student to prove their university with its Google
-- Workspace account: who, and where they go back ('/profile/create' or '/settings').
ALTER TABLE oauth_states
    ADD COLUMN proving_for uuid REFERENCES users (id) ON DELETE CASCADE,
    ADD COLUMN return_path text,
    ADD CONSTRAINT oauth_states_proof_whole CHECK ((proving_for IS NULL) = (return_path IS NULL));
