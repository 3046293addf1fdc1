-- A student's choice, in Settings, that nothing about them is shared with or sold to university
-- partners for research (privacy policy, section 4): when they made it, or NULL.
ALTER TABLE users ADD COLUMN research_sharing_opted_out_at timestamptz;
