-- E-mail waiting to be sent: written with what it is about (a link, an account) and sent by the
-- mail worker of any instance, retried with backoff. A mail server outage loses nothing.
CREATE TABLE mail_queue (
    id UUID PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    html_body TEXT NOT NULL,
    text_body TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- A worker holds a claimed e-mail until then; another may take it after (a crashed worker).
    claimed_until TIMESTAMPTZ,
    last_error TEXT,
    sent_at TIMESTAMPTZ,
    gave_up_at TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
