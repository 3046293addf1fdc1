DROP TABLE saved_items;
