DELETE FROM account_links WHERE purpose = 'change_email';
ALTER TABLE account_links DROP COLUMN new_email;
ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
    CHECK (purpose IN ('verify_email', 'reset_password'));
