-- NavGraph schema, version 3: the prototype cells and reusable views of each scene's table and collection
-- views (reuse identifier, class, module, kind, owning view, static or prototype), as the JSON array of the
-- scene model's `cells`. Scenes stored before keep '[]' until their storyboard is imported again.
ALTER TABLE scenes ADD COLUMN cells TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(cells) AND json_type(cells) = 'array');
