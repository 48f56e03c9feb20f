-- NavGraph schema, version 6: the notification category of a watchOS static notification interface (the
-- `identifier` of its `<notificationCategory>`), NULL for every other scene and for scenes stored before until
-- their storyboard is imported again.
ALTER TABLE scenes ADD COLUMN notification_category TEXT;
