-- Every change to the universities, whoever makes it (the admin screens on any instance, `quad
-- seed`, psql), tells the listening instances to drop their cached copies of the public reads.
CREATE FUNCTION notify_university_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('quad_universities_changed', '');
    RETURN NULL;
END;
$$;

CREATE TRIGGER universities_changed
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON universities
    FOR EACH STATEMENT EXECUTE FUNCTION notify_university_change();
