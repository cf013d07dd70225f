-- Hand-written (drizzle cannot express FTS5 tables or triggers): the search index is written after
-- the recipe, not in its transaction (issue 35). Each write batch commits in a savepoint of its own
-- (src/db/embedded.ts), and FTS5 flushes a new segment, with its merge work, at every savepoint: a
-- creation's index rows cost ~0.4 ms of CPU alone against ~20 µs a recipe when a few hundred are
-- indexed in one statement. A recipe's rowid now waits here, in the recipe's own transaction (so
-- an acknowledged recipe is never left out of the index, even after kill -9), until
-- src/recipes/search-index.ts indexes the waiting rows in one statement; search matches the
-- waiting ones by their text meanwhile (src/recipes/search-queries.ts). A 'rebuild' of recipes_fts
-- (after a VACUUM, see 0007) indexes the waiting recipes too: empty this table in the same transaction.
CREATE TABLE `recipes_fts_waiting` (`rowid` integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
DROP TRIGGER `recipes_fts_insert`;
--> statement-breakpoint
CREATE TRIGGER `recipes_fts_insert` AFTER INSERT ON `recipes`
BEGIN
  INSERT OR IGNORE INTO `recipes_fts_waiting`(`rowid`) VALUES (NEW.`rowid`);
END;
--> statement-breakpoint
-- A waiting recipe has no index rows to take out: FTS5 would corrupt its index deleting rows it never held.
DROP TRIGGER `recipes_fts_delete`;
--> statement-breakpoint
CREATE TRIGGER `recipes_fts_delete` AFTER DELETE ON `recipes`
BEGIN
  INSERT INTO `recipes_fts`(`recipes_fts`, `rowid`, `title_ja`, `title_en`, `ingredients_ja`, `ingredients_en`, `steps_ja`, `steps_en`)
  SELECT 'delete', OLD.`rowid`, OLD.`title_ja`, OLD.`title_en`, OLD.`ingredients_ja`, OLD.`ingredients_en`, OLD.`steps_ja`, OLD.`steps_en`
  WHERE NOT EXISTS (SELECT 1 FROM `recipes_fts_waiting` WHERE `rowid` = OLD.`rowid`);
  DELETE FROM `recipes_fts_waiting` WHERE `rowid` = OLD.`rowid`;
END;
--> statement-breakpoint
-- An edited text leaves the index at once and waits to be indexed again, as a new recipe does.
DROP TRIGGER `recipes_fts_update`;
--> statement-breakpoint
CREATE TRIGGER `recipes_fts_update` AFTER UPDATE OF `title_ja`, `title_en`, `ingredients_ja`, `ingredients_en`, `steps_ja`, `steps_en` ON `recipes`
BEGIN
  INSERT INTO `recipes_fts`(`recipes_fts`, `rowid`, `title_ja`, `title_en`, `ingredients_ja`, `ingredients_en`, `steps_ja`, `steps_en`)
  SELECT 'delete', OLD.`rowid`, OLD.`title_ja`, OLD.`title_en`, OLD.`ingredients_ja`, OLD.`ingredients_en`, OLD.`steps_ja`, OLD.`steps_en`
  WHERE NOT EXISTS (SELECT 1 FROM `recipes_fts_waiting` WHERE `rowid` = OLD.`rowid`);
  INSERT OR IGNORE INTO `recipes_fts_waiting`(`rowid`) VALUES (NEW.`rowid`);
END;
