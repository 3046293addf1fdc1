-- Issue 26: students connect before they talk. A private interest (revealed only when mutual), a
-- request with a note (accepted, or silently declined and left to expire), the connections these
-- make, and blocks, which hide two people from each other everywhere.

-- What others see before connecting: on (the default), first name, initial, one photo, major,
-- class year, bio and the match explanation; every photo and handle only once connected.
ALTER TABLE users ADD COLUMN private_before_connecting boolean NOT NULL DEFAULT true;

CREATE TABLE roommate_interests (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    student_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, student_id),
    CHECK (user_id <> student_id)
);
CREATE INDEX roommate_interests_student ON roommate_interests (student_id);

-- `declined` is seen by its sender as pending until `expires_at`; `expired` is written by the
-- sweep (and by a new request between the two), so an old pending row never blocks a pair.
CREATE TABLE connection_requests (
    id uuid PRIMARY KEY,
    sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
    status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn', 'expired')),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    decided_at timestamptz,
    CHECK (sender_id <> recipient_id)
);
-- One open request per pair, whichever way it goes.
CREATE UNIQUE INDEX connection_requests_open_pair
    ON connection_requests (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id))
    WHERE status IN ('pending', 'declined');
CREATE INDEX connection_requests_received ON connection_requests (recipient_id, created_at DESC);
CREATE INDEX connection_requests_sent ON connection_requests (sender_id, created_at DESC);
CREATE INDEX connection_requests_due ON connection_requests (expires_at) WHERE status IN ('pending', 'declined');

-- One row per pair, the smaller id first. `*_roommates_at`: each one's "We're roommates".
CREATE TABLE connections (
    user_a uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_b uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    a_roommates_at timestamptz,
    b_roommates_at timestamptz,
    PRIMARY KEY (user_a, user_b),
    CHECK (user_a < user_b)
);
CREATE INDEX connections_b ON connections (user_b);

CREATE TABLE blocks (
    blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);
