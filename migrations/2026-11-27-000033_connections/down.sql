DROP TABLE blocks;
DROP TABLE connections;
DROP TABLE connection_requests;
DROP TABLE roommate_interests;
ALTER TABLE users DROP COLUMN private_before_connecting;
