-- Student content (issue 25): what students submit to be featured on their university's page on
-- Quad and, with their consent, on its Instagram account.

-- A submission's photos are uploads of their own kind, kept with what the grids need: the
-- thumbnail's address and the display size (for responsive images without layout shift), and a
-- fingerprint of the re-encoded image (an image identical to a rejected one is flagged).
ALTER TABLE media_uploads DROP CONSTRAINT media_uploads_kind_check;
ALTER TABLE media_uploads ADD CONSTRAINT media_uploads_kind_check
    CHECK (kind IN ('profile', 'logo', 'post', 'avatar', 'submission'));
ALTER TABLE media_uploads
    ADD COLUMN thumbnail_url TEXT,
    ADD COLUMN width INTEGER CHECK (width > 0),
    ADD COLUMN height INTEGER CHECK (height > 0),
    ADD COLUMN fingerprint TEXT;

CREATE TABLE submissions (
    id UUID PRIMARY KEY,
    author_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
    -- what is shown (a reviewer may have edited it); the student's own words when they did
    caption TEXT NOT NULL,
    submitted_caption TEXT,
    credit_kind TEXT NOT NULL CHECK (credit_kind IN ('instagram', 'name')),
    credit TEXT NOT NULL CHECK (credit <> ''),
    -- [{url, thumbnailUrl, width, height}], 1 to 10, in the student's order; none once withdrawn
    -- (the files then go with the sweep of unreferenced uploads)
    photos JSONB NOT NULL CHECK (jsonb_typeof(photos) = 'array' AND jsonb_array_length(photos) <= 10),
    -- the photos' fingerprints, kept after a withdrawal so that a rejected image stays recognised
    fingerprints TEXT[] NOT NULL DEFAULT '{}',
    -- consent, each with its time: Quad's page (required), Instagram (optional), and the
    -- statement that everyone identifiable agreed (required); withdrawn ends both scopes
    consent_quad_at TIMESTAMPTZ NOT NULL,
    consent_instagram_at TIMESTAMPTZ,
    people_agreed_at TIMESTAMPTZ NOT NULL,
    withdrawn_at TIMESTAMPTZ,
    status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'changes_requested', 'approved', 'rejected', 'withdrawn')),
    -- raised by every change; a decision names the version it was made on
    version INTEGER NOT NULL DEFAULT 1 CHECK (version > 0),
    -- the reviewer's reason for a rejection or for the changes asked
    reason TEXT,
    -- why a reviewer should look closer: ["word:<w>", "same-image"]
    flags JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(flags) = 'array'),
    submitted_at TIMESTAMPTZ NOT NULL,
    decided_at TIMESTAMPTZ,
    decided_by UUID REFERENCES users (id) ON DELETE SET NULL,
    -- when it was rejected, if it was: kept when it is withdrawn afterwards
    rejected_at TIMESTAMPTZ,
    -- when it was approved: the featured grids' order
    featured_at TIMESTAMPTZ,
    instagram_post_id UUID UNIQUE REFERENCES instagram_posts (id) ON DELETE SET NULL,
    likes INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
    -- Instagram's own counts of the published post, refreshed from the Graph API
    instagram_likes INTEGER CHECK (instagram_likes >= 0),
    instagram_comments INTEGER CHECK (instagram_comments >= 0),
    instagram_counted_at TIMESTAMPTZ,
    CHECK ((status = 'approved') = (featured_at IS NOT NULL)),
    CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL)),
    CHECK (status = 'withdrawn' OR jsonb_array_length(photos) >= 1),
    CHECK (status NOT IN ('rejected', 'changes_requested') OR reason IS NOT NULL)
);
CREATE INDEX submissions_featured_idx ON submissions (university_id, featured_at DESC, id DESC) WHERE status = 'approved';
CREATE INDEX submissions_recently_featured_idx ON submissions (featured_at DESC, id DESC) WHERE status = 'approved';
CREATE INDEX submissions_rejected_images_idx ON submissions USING gin (fingerprints) WHERE rejected_at IS NOT NULL;
CREATE INDEX submissions_author_idx ON submissions (author_id, submitted_at DESC);
CREATE INDEX submissions_review_idx ON submissions (university_id, submitted_at) WHERE status = 'pending';
CREATE INDEX submissions_photos_idx ON submissions USING GIN (photos jsonb_path_ops);

-- One like per student and post; the post's count moves in the same transaction.
CREATE TABLE submission_likes (
    submission_id UUID NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    liked_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (submission_id, user_id)
);
CREATE INDEX submission_likes_user_idx ON submission_likes (user_id);

-- The submit form's draft, one per account, so the photos and words survive a reload.
CREATE TABLE submission_drafts (
    user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    university_id UUID REFERENCES universities (id) ON DELETE SET NULL,
    caption TEXT NOT NULL DEFAULT '',
    credit_kind TEXT NOT NULL DEFAULT 'name' CHECK (credit_kind IN ('instagram', 'name')),
    photos JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(photos) = 'array'),
    consent_instagram BOOLEAN NOT NULL DEFAULT false,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX submission_drafts_photos_idx ON submission_drafts USING GIN (photos jsonb_path_ops);

-- Words admins keep that flag a caption for closer review (never a rejection by themselves).
CREATE TABLE flagged_words (
    word TEXT PRIMARY KEY CHECK (word = lower(word) AND word <> ''),
    added_by UUID REFERENCES users (id) ON DELETE SET NULL,
    added_at TIMESTAMPTZ NOT NULL
);

-- A post on Instagram whose creator withdrew consent: the Graph API cannot delete published
-- media, so the university's managers take it down by hand and say so here.
CREATE TABLE takedown_tasks (
    id UUID PRIMARY KEY,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
    -- kept when the submission goes with its author's account: the task is still owed
    submission_id UUID REFERENCES submissions (id) ON DELETE SET NULL,
    -- the post on Instagram (its permalink may be recorded after the task opens) and its caption,
    -- so the task still says which post it is once the submission is gone
    post_id UUID REFERENCES instagram_posts (id) ON DELETE SET NULL,
    caption TEXT NOT NULL,
    permalink TEXT,
    opened_at TIMESTAMPTZ NOT NULL,
    done_at TIMESTAMPTZ,
    done_by UUID REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX takedown_tasks_open_idx ON takedown_tasks (university_id, opened_at) WHERE done_at IS NULL;
CREATE UNIQUE INDEX takedown_tasks_submission_idx ON takedown_tasks (submission_id) WHERE submission_id IS NOT NULL;

-- Featured posts can be saved.
ALTER TABLE saved_items DROP CONSTRAINT saved_items_kind_check;
ALTER TABLE saved_items ADD CONSTRAINT saved_items_kind_check CHECK (kind IN ('profile', 'post'));
ALTER TABLE saved_items ADD COLUMN submission_id UUID REFERENCES submissions (id) ON DELETE CASCADE;
ALTER TABLE saved_items ADD CONSTRAINT saved_items_post_check CHECK ((kind = 'post') = (submission_id IS NOT NULL));
ALTER TABLE saved_items ADD CONSTRAINT saved_items_user_id_submission_id_key UNIQUE (user_id, submission_id);
CREATE INDEX saved_items_submission_id_idx ON saved_items (submission_id);

-- Reviewers' decisions on submissions are audited.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
    CHECK (target_kind IN ('user', 'university', 'profile', 'instagram_account', 'post', 'university_request', 'submission'));

-- A post of several photos goes out as an Instagram carousel: its images in order (the first is
-- also `image_url`). NULL for a post of one image.
ALTER TABLE instagram_posts ADD COLUMN carousel JSONB
    CHECK (carousel IS NULL OR (jsonb_typeof(carousel) = 'array' AND jsonb_array_length(carousel) BETWEEN 2 AND 10));

-- Every change to what the featured grids show (an approval, a caption edit, a withdrawal),
-- whoever makes it, tells the listening instances to drop their cached pages of those grids; a
-- change to a submission that is not featured before or after (a new one, a revision, a
-- rejection) does not. PostgreSQL sends one notice per transaction however many rows change.
CREATE FUNCTION notify_featured_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('quad_featured_changed', '');
    RETURN NULL;
END;
$$;

CREATE TRIGGER submissions_featured_changed
    AFTER UPDATE OF status, caption, credit, photos, featured_at ON submissions
    FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved')
    EXECUTE FUNCTION notify_featured_change();
CREATE TRIGGER submissions_featured_deleted
    AFTER DELETE ON submissions
    FOR EACH ROW WHEN (OLD.status = 'approved')
    EXECUTE FUNCTION notify_featured_change();
CREATE TRIGGER submissions_featured_truncated
    AFTER TRUNCATE ON submissions
    FOR EACH STATEMENT EXECUTE FUNCTION notify_featured_change();
