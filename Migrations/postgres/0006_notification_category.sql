-- NavGraph schema for PostgreSQL, version 6: the notification category of a watchOS static notification
-- interface, as Migrations/0006_notification_category.sql.
ALTER TABLE scenes ADD COLUMN notification_category text;
