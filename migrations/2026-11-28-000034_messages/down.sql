DROP TABLE messages;
DROP TABLE conversations;
