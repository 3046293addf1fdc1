CREATE OR REPLACE FUNCTION university_of_address(address TEXT) RETURNS UUID LANGUAGE sql STABLE AS $$
    SELECT university_id FROM university_email_domains
     WHERE domain = lower(split_part(address, '@', 2))
        OR right(lower(split_part(address, '@', 2)), length(domain) + 1) = '.' || domain
     ORDER BY length(domain) DESC
     LIMIT 1
$$;
