-- People who asked for the newsletter in the site footer.
CREATE TABLE newsletter_subscribers (
    id UUID PRIMARY KEY,
    email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
