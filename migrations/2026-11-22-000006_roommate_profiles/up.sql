-- One roommate profile per student, reviewed by moderators. A university with profiles cannot be
-- deleted out from under them (RESTRICT).
CREATE TABLE roommate_profiles (
    id UUID PRIMARY KEY,
    user_id UUID NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE RESTRICT,
    major TEXT NOT NULL,
    graduation_year INTEGER NOT NULL,
    bio TEXT NOT NULL CHECK (char_length(bio) BETWEEN 1 AND 500),
    social_media JSONB NOT NULL DEFAULT '{}'::jsonb,
    photos JSONB NOT NULL CHECK (jsonb_array_length(photos) BETWEEN 1 AND 10),
    looking_for_roommate BOOLEAN NOT NULL DEFAULT TRUE,
    preferences JSONB NOT NULL DEFAULT '{}'::jsonb,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    rejection_reason TEXT,
    decided_by UUID REFERENCES users (id) ON DELETE SET NULL,
    decided_at TIMESTAMPTZ,
    submitted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
);
CREATE INDEX roommate_profiles_status_idx ON roommate_profiles (status, submitted_at);
CREATE INDEX roommate_profiles_university_id_idx ON roommate_profiles (university_id);
SELECT diesel_manage_updated_at('roommate_profiles');
