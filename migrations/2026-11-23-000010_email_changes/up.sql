-- A change of e-mail address waits on a link sent to the new address; the link carries it.
ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
    CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'));
ALTER TABLE account_links ADD COLUMN new_email TEXT
    CHECK ((purpose = 'change_email') = (new_email IS NOT NULL) AND new_email = lower(new_email));
