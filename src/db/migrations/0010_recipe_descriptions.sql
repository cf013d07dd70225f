ALTER TABLE `recipes` ADD `description_ja` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `servings` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `total_minutes` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `cuisine` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `nutrition` text;