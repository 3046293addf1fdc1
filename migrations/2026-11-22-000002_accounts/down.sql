DROP TABLE attempt_counters;
DROP TABLE account_links;
DROP TABLE sessions;
DROP TABLE users;
