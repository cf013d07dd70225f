ALTER TABLE `recipes` ADD `prep_minutes` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `cook_minutes` integer;