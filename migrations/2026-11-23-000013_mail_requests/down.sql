DROP TABLE mail_requests;
