ALTER TABLE `agents` ADD `remix_callback_url` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `parent_recipe_id` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `machine_translated` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `translation_due` integer;--> statement-breakpoint
CREATE INDEX `recipes_parent_position` ON `recipes` (`parent_recipe_id`,`list_position`);--> statement-breakpoint
CREATE INDEX `recipes_translation_due` ON `recipes` (`id`) WHERE "recipes"."translation_due" IS NOT NULL;