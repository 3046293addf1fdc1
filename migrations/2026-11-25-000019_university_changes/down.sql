DROP TRIGGER universities_changed ON universities;
DROP FUNCTION notify_university_change();
