DROP TABLE profile_drafts;
