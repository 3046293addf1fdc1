-- What a student wants of a roommate, per lifestyle category:
-- {"category": {"accepted": [...], "importance": "...", "dealbreaker": bool}}.
ALTER TABLE roommate_profiles ADD COLUMN expectations JSONB NOT NULL DEFAULT '{}'::jsonb;

-- The approved version of each profile, the one other students see. Approving writes it; an edit
-- waiting for review leaves it as it was, so an approved student stays visible while their edit
-- is reviewed. `looking_for_roommate` follows the student's current choice at once (it is not
-- moderated content). `packed` is the answers and expectations packed for ranking
-- (quad_domain::compatibility::Packed).
CREATE TABLE published_profiles (
    user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE RESTRICT,
    major TEXT NOT NULL,
    graduation_year INTEGER NOT NULL,
    bio TEXT NOT NULL,
    social_media JSONB NOT NULL,
    photos JSONB NOT NULL,
    preferences JSONB NOT NULL,
    expectations JSONB NOT NULL,
    gender TEXT,
    housing TEXT,
    looking_for_roommate BOOLEAN NOT NULL,
    packed BYTEA NOT NULL,
    published_at TIMESTAMPTZ NOT NULL
);
-- Ranking reads every listed student of one university: the index holds what it reads.
CREATE INDEX published_profiles_university_idx ON published_profiles (university_id)
    INCLUDE (user_id, packed) WHERE looking_for_roommate;

-- Profiles approved before this table existed are published as they are.
INSERT INTO published_profiles (user_id, university_id, major, graduation_year, bio, social_media, photos,
                                preferences, expectations, gender, housing, looking_for_roommate, packed,
                                published_at)
SELECT user_id, university_id, major, graduation_year, bio, social_media, photos, preferences, expectations,
       preferences -> 'gender' ->> 0, preferences -> 'housing' ->> 0, looking_for_roommate, '\x00'::bytea,
       COALESCE(decided_at, now())
FROM roommate_profiles WHERE status = 'approved';
