DROP TABLE instagram_posts;
DROP TABLE instagram_accounts;
