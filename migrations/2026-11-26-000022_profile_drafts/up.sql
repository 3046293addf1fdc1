-- The profile wizard's draft: one per account, on the server, so it survives a reload and a new
-- tab and never passes to the next person on a shared computer. `fields` holds what was typed
-- (checked as a draft, not as a submission); `photos` the URLs of the uploads already made, which
-- the sweep of unreferenced uploads keeps while the draft lives. A draft untouched for 30 days is
-- removed by the hourly chores, and its photos with it; submitting deletes it, and so does
-- deleting the account.
CREATE TABLE profile_drafts (
    user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    step SMALLINT NOT NULL CHECK (step BETWEEN 1 AND 4),
    university_id UUID REFERENCES universities (id) ON DELETE SET NULL,
    fields JSONB NOT NULL,
    photos JSONB NOT NULL DEFAULT '[]',
    updated_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX profile_drafts_updated_at_idx ON profile_drafts (updated_at);
