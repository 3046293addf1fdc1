DROP TABLE university_staff;
