CREATE TABLE `callback_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`discussion_id` text NOT NULL,
	`url` text NOT NULL,
	`body` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_until` integer,
	`last_error` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`discussion_id`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `callback_deliveries_due` ON `callback_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `callback_deliveries_discussion` ON `callback_deliveries` (`discussion_id`);--> statement-breakpoint
CREATE TABLE `host_turns` (
	`discussion_id` text NOT NULL,
	`round` integer NOT NULL,
	`deadline` integer NOT NULL,
	`message_id` text,
	`text` text,
	`stand_in` integer,
	`created_at` text NOT NULL,
	PRIMARY KEY(`discussion_id`, `round`),
	FOREIGN KEY (`discussion_id`) REFERENCES `discussions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `agents` ADD `webhook_secret` text;--> statement-breakpoint
ALTER TABLE `discussions` ADD `host_turns` text DEFAULT 'model' NOT NULL;--> statement-breakpoint
ALTER TABLE `discussions` ADD `callback_url` text;