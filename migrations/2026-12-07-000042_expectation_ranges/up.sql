-- Expectations on a scale (cleanliness, guests) are ranges now ("at least Neat"): each stored
-- one becomes the range from its first to its last accepted answer, in the scale's order, which
-- is the nearest range to what was chosen (quad_domain::catalogues, Kind::Ordered). Published
-- profiles are packed again by `quad migrate` (the packed form's version moved to 2).
CREATE FUNCTION pg_temp.expectation_range(expectations JSONB, category TEXT, scale TEXT[]) RETURNS JSONB
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
        WHEN jsonb_typeof(expectations -> category -> 'accepted') = 'array' THEN
            jsonb_set(expectations, ARRAY[category, 'accepted'], COALESCE(
                (SELECT to_jsonb(scale[min(array_position(scale, answer)):max(array_position(scale, answer))])
                 FROM jsonb_array_elements_text(expectations -> category -> 'accepted') AS answer),
                expectations -> category -> 'accepted'))
        ELSE expectations
    END
$$;

CREATE FUNCTION pg_temp.expectation_ranges(expectations JSONB) RETURNS JSONB
LANGUAGE sql IMMUTABLE AS $$
    SELECT pg_temp.expectation_range(
        pg_temp.expectation_range(expectations, 'cleanliness', ARRAY['Very Neat', 'Neat', 'Average', 'Relaxed']),
        'guestPreference', ARRAY['Rarely', 'Occasionally', 'Frequently', 'Anytime'])
$$;

UPDATE roommate_profiles SET expectations = pg_temp.expectation_ranges(expectations)
WHERE expectations ?| ARRAY['cleanliness', 'guestPreference'];
UPDATE published_profiles SET expectations = pg_temp.expectation_ranges(expectations)
WHERE expectations ?| ARRAY['cleanliness', 'guestPreference'];
UPDATE profile_drafts SET fields = jsonb_set(fields, '{expectations}', pg_temp.expectation_ranges(fields -> 'expectations'))
WHERE jsonb_typeof(fields -> 'expectations') = 'object' AND fields -> 'expectations' ?| ARRAY['cleanliness', 'guestPreference'];
