DROP TABLE university_requests;
DROP TABLE universities;
