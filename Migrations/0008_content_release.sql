-- NavGraph schema, version 8: a storyboard's source, once its row names another, is released by the write
-- itself (StoreOperations.writeStoryboard's releaseContent) and only when the history may not name it, instead
-- of by a trigger on every source change. The rule is version 7's: a content row goes when neither a kept
-- revision nor a storyboard's source names it. A storyboard PUT knows, from the row it reads before writing,
-- whether the project's current revision names the storyboard's source (its last write was of that source);
-- then that revision, the one before the write's, keeps naming it until it is pruned, and the pruning
-- releases it (revision_contents_release checks the storyboards too, and comes after the storyboard's write in
-- the same transaction). Deleted storyboards keep their trigger (storyboard_source_release_on_delete).
DROP TRIGGER storyboard_source_release;
