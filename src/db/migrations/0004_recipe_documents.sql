CREATE TABLE `recipe_documents` (
	`recipe_id` text PRIMARY KEY NOT NULL,
	`json` blob NOT NULL
);
--> statement-breakpoint
-- A kept detail answer goes the moment anything it shows changes, whoever writes: the recipe row
-- (publication, picture, rating aggregate), its reviews, or an author's name. Every writer on the
-- file runs these in its own write, so no reader can find a document older than its data.
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
-- The service never renames an agent; this is for a hand-made change, so it may scan both tables
-- rather than give every review write the cost of an index on reviews.author_id.
CREATE TRIGGER `recipe_documents_agent_rename` AFTER UPDATE OF `name` ON `agents`
BEGIN
  DELETE FROM `recipe_documents`
   WHERE `recipe_id` IN (SELECT `id` FROM `recipes` WHERE `author_id` = NEW.`id`)
      OR `recipe_id` IN (SELECT `recipe_id` FROM `reviews` WHERE `author_id` = NEW.`id`);
END;
