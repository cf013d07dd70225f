CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`started_at` integer NOT NULL,
	`answer_status` integer,
	`answer_body` text,
	`answer_headers` text,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_started` ON `idempotency_keys` (`started_at`);--> statement-breakpoint
DROP INDEX `callback_deliveries_discussion`;--> statement-breakpoint
ALTER TABLE `callback_deliveries` ADD `event` text DEFAULT 'end' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `callback_deliveries_event` ON `callback_deliveries` (`discussion_id`,`event`);