-- Universities and requests for the ones Quad does not list yet.
CREATE TABLE universities (
    id UUID PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    abbreviation TEXT,
    logo_url TEXT,
    location TEXT,
    website TEXT,
    student_count INTEGER CHECK (student_count >= 0),
    description TEXT NOT NULL,
    -- [{"url": "https://www.instagram.com/umich", "channelName": "umich"}, ...]
    instagram_links JSONB NOT NULL DEFAULT '[]'::jsonb,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX universities_name_idx ON universities (lower(name));
SELECT diesel_manage_updated_at('universities');

CREATE TABLE university_requests (
    id UUID PRIMARY KEY,
    university_name TEXT NOT NULL,
    location TEXT,
    email TEXT NOT NULL,
    requester_id UUID REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX university_requests_created_at_idx ON university_requests (created_at DESC);
