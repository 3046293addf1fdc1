DROP TABLE media_uploads;
