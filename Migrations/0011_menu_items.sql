-- NavGraph schema, version 11: the item of macOS's main menu whose segue opens a scene (its title, or its IB id
-- when untitled), NULL for every other scene and for scenes stored before until their storyboard is imported
-- again. The Application scene that holds the menu has no controller, so such a segue has no source scene and is
-- kept on the scene it opens instead.
ALTER TABLE scenes ADD COLUMN menu_item TEXT;
