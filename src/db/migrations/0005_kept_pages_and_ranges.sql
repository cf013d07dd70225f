-- Kept detail answers gain a form (the JSON, or the page in one language), so one recipe may have
-- several; the JSON documents already kept are carried over. The 0004 triggers are dropped first:
-- renaming a table checks every trigger, and theirs would name a table that is gone.
-- (drizzle-kit's PRAGMA foreign_keys lines are left out: see 0003.)
CREATE TABLE `__new_recipe_documents` (
	`recipe_id` text NOT NULL,
	`form` text NOT NULL,
	`body` blob NOT NULL,
	PRIMARY KEY(`recipe_id`, `form`)
);
--> statement-breakpoint
INSERT INTO `__new_recipe_documents`("recipe_id", "form", "body") SELECT "recipe_id", 'json', "json" FROM `recipe_documents`;
--> statement-breakpoint
DROP TRIGGER `recipe_documents_recipe_update`;
--> statement-breakpoint
DROP TRIGGER `recipe_documents_recipe_delete`;
--> statement-breakpoint
DROP TRIGGER `recipe_documents_review_insert`;
--> statement-breakpoint
DROP TRIGGER `recipe_documents_review_update`;
--> statement-breakpoint
DROP TRIGGER `recipe_documents_review_delete`;
--> statement-breakpoint
DROP TRIGGER `recipe_documents_agent_rename`;
--> statement-breakpoint
DROP TABLE `recipe_documents`;
--> statement-breakpoint
ALTER TABLE `__new_recipe_documents` RENAME TO `recipe_documents`;
--> statement-breakpoint
-- The same triggers as 0004: every form of a recipe goes the moment anything it shows changes.
CREATE TRIGGER `recipe_documents_recipe_update` AFTER UPDATE ON `recipes`
BEGIN
  DELETE FROM `recipe_documents` WHERE `recipe_id` IN (OLD.`id`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_documents_recipe_delete` AFTER DELETE ON `recipes`
BEGIN
  DELETE FROM `recipe_documents` WHERE `recipe_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_documents_review_insert` AFTER INSERT ON `reviews`
BEGIN
  DELETE FROM `recipe_documents` WHERE `recipe_id` = NEW.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_documents_review_update` AFTER UPDATE ON `reviews`
BEGIN
  DELETE FROM `recipe_documents` WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_documents_review_delete` AFTER DELETE ON `reviews`
BEGIN
  DELETE FROM `recipe_documents` WHERE `recipe_id` = OLD.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_documents_agent_rename` AFTER UPDATE OF `name` ON `agents`
BEGIN
  DELETE FROM `recipe_documents`
   WHERE `recipe_id` IN (SELECT `id` FROM `recipes` WHERE `author_id` = NEW.`id`)
      OR `recipe_id` IN (SELECT `recipe_id` FROM `reviews` WHERE `author_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TABLE `list_ranges` (
	`scope` text NOT NULL,
	`upper` integer NOT NULL,
	`per_page` integer NOT NULL,
	`items` blob NOT NULL,
	PRIMARY KEY(`scope`, `upper`, `per_page`)
);
--> statement-breakpoint
-- A kept range goes when a recipe in it changes: the whole list's range by list_position, its
-- category's by category_position, before and after the change (a publication moves a recipe
-- into the lists). A range holds the positions upper - per_page + 1 .. upper, and per_page is at
-- most 100 (the interface's limit), so the ranges that can hold a position are found in a bounded
-- stretch of the primary key. A new recipe needs none: it takes a position above every kept range.
CREATE TRIGGER `list_ranges_recipe_update` AFTER UPDATE ON `recipes`
BEGIN
  DELETE FROM `list_ranges`
   WHERE (`scope` = '' AND `upper` BETWEEN OLD.`list_position` AND OLD.`list_position` + 99 AND `upper` - `per_page` < OLD.`list_position`)
      OR (`scope` = '' AND `upper` BETWEEN NEW.`list_position` AND NEW.`list_position` + 99 AND `upper` - `per_page` < NEW.`list_position`)
      OR (`scope` = OLD.`category` AND `upper` BETWEEN OLD.`category_position` AND OLD.`category_position` + 99 AND `upper` - `per_page` < OLD.`category_position`)
      OR (`scope` = NEW.`category` AND `upper` BETWEEN NEW.`category_position` AND NEW.`category_position` + 99 AND `upper` - `per_page` < NEW.`category_position`);
END;
--> statement-breakpoint
CREATE TRIGGER `list_ranges_recipe_delete` AFTER DELETE ON `recipes`
BEGIN
  DELETE FROM `list_ranges`
   WHERE (`scope` = '' AND `upper` BETWEEN OLD.`list_position` AND OLD.`list_position` + 99 AND `upper` - `per_page` < OLD.`list_position`)
      OR (`scope` = OLD.`category` AND `upper` BETWEEN OLD.`category_position` AND OLD.`category_position` + 99 AND `upper` - `per_page` < OLD.`category_position`);
END;
--> statement-breakpoint
-- Every list shows authors' names; renames happen only by hand, so all ranges go.
CREATE TRIGGER `list_ranges_agent_rename` AFTER UPDATE OF `name` ON `agents`
BEGIN
  DELETE FROM `list_ranges`;
END;
