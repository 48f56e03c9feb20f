-- NavGraph schema, version 15: each nib content keeps how many top-level objects its bytes hold, so a kept
-- revision's nibs are listed (`GET .../nibs?revision=R`) without parsing a nib: a content's bytes never change
-- under its hash, nor does their count. Filled here from the nibs that name a content now (their `object_count`
-- was counted from these bytes); a content only kept revisions name stays NULL until a listing counts it once
-- and stores the count (`StoreOperations.keepNibObjectCounts`).
ALTER TABLE nib_contents ADD COLUMN object_count INTEGER CHECK (object_count >= 0);

UPDATE nib_contents
SET object_count = (SELECT max(n.object_count) FROM nibs AS n WHERE n.content_hash = nib_contents.hash);
