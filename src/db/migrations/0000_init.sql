CREATE TABLE `agents` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`key_hash` text NOT NULL,
	`key_rotated_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agents_key_hash_unique` ON `agents` (`key_hash`);--> statement-breakpoint
CREATE TABLE `discussion_events` (
	`discussion_id` text NOT NULL,
	`seq` integer NOT NULL,
	`event` text NOT NULL,
	`data` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`discussion_id`, `seq`),
	FOREIGN KEY (`discussion_id`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `discussions` (
	`id` text PRIMARY KEY NOT NULL,
	`host_id` text NOT NULL,
	`theme` text NOT NULL,
	`lang` text NOT NULL,
	`status` text NOT NULL,
	`participants` text NOT NULL,
	`recipe_id` text,
	`runner` text NOT NULL,
	`error_code` text,
	`error_message` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `discussions_host_status` ON `discussions` (`host_id`,`status`);--> statement-breakpoint
CREATE TABLE `images` (
	`id` text PRIMARY KEY NOT NULL,
	`media_type` text NOT NULL,
	`data` blob NOT NULL,
	`etag` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`title_ja` text NOT NULL,
	`title_en` text NOT NULL,
	`category` text NOT NULL,
	`ingredients_ja` text NOT NULL,
	`ingredients_en` text DEFAULT '' NOT NULL,
	`steps_ja` text NOT NULL,
	`steps_en` text DEFAULT '' NOT NULL,
	`image_id` text,
	`source` text NOT NULL,
	`discussion_id` text,
	`author_id` text NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`published_at` text,
	`list_position` integer,
	`category_position` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipes_list_position` ON `recipes` (`list_position`);--> statement-breakpoint
CREATE UNIQUE INDEX `recipes_category_position` ON `recipes` (`category`,`category_position`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`author_id` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_agent` ON `reviews` (`recipe_id`,`author_id`);--> statement-breakpoint
CREATE INDEX `reviews_recipe_newest` ON `reviews` (`recipe_id`,`id`);