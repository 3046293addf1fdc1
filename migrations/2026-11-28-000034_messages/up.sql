-- Issue 26: messages between connected students. One conversation per pair (the smaller id as
-- `user_a`); a deleted account leaves its side empty (shown as "Deleted user") and takes its
-- messages with it. Each side's unread count is kept with the conversation, with when that side
-- last read it, so a list of hundreds of conversations reads no messages but the last of each.
CREATE TABLE conversations (
    id uuid PRIMARY KEY,
    user_a uuid REFERENCES users (id) ON DELETE SET NULL,
    user_b uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL,
    -- The newest message's time; each new message is later than it, so it orders a thread.
    last_message_at timestamptz,
    a_read_at timestamptz,
    b_read_at timestamptz,
    a_unread integer NOT NULL DEFAULT 0 CHECK (a_unread >= 0),
    b_unread integer NOT NULL DEFAULT 0 CHECK (b_unread >= 0),
    CHECK (user_a < user_b)
);
CREATE UNIQUE INDEX conversations_pair ON conversations (user_a, user_b);
CREATE INDEX conversations_of_a ON conversations (user_a, last_message_at DESC, id DESC);
CREATE INDEX conversations_of_b ON conversations (user_b, last_message_at DESC, id DESC);

-- A deleted message keeps its row (both people see "Message deleted") without its words.
CREATE TABLE messages (
    id uuid PRIMARY KEY,
    conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body text NOT NULL CHECK (char_length(body) <= 2000),
    -- An early message that mentions payments or a phone number: its recipient is cautioned.
    caution boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL,
    deleted_at timestamptz
);
CREATE INDEX messages_thread ON messages (conversation_id, created_at DESC, id DESC);
-- The sender's rate limits and their export.
CREATE INDEX messages_sender ON messages (sender_id, created_at DESC);
