-- Which universities a manager or moderator looks after (issue 23), assigned by admins in the user
-- edit. A manager acts only on theirs; a moderator with some reviews only theirs, with none every
-- university's; admins act everywhere. Gone with the person or the university.
CREATE TABLE university_staff (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    university_id UUID NOT NULL REFERENCES universities (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, university_id)
);
CREATE INDEX university_staff_university_id_idx ON university_staff (university_id);
