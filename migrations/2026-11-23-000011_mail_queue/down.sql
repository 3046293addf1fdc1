DROP TABLE mail_queue;
