-- An address with a +tag (`ada+2@umich.edu`) reaches the same mailbox as the address without it at
-- most universities' mail systems, so it would let one student prove membership for many accounts.
-- It proves none; the student adds their plain university address (which the application refuses
-- with a tag, and which verifies one account).
CREATE OR REPLACE FUNCTION university_of_address(address TEXT) RETURNS UUID LANGUAGE sql STABLE AS $$
    SELECT university_id FROM university_email_domains
     WHERE position('+' IN split_part(address, '@', 1)) = 0
       AND (domain = lower(split_part(address, '@', 2))
            OR right(lower(split_part(address, '@', 2)), length(domain) + 1) = '.' || domain)
     ORDER BY length(domain) DESC
     LIMIT 1
$$;
