ALTER TABLE `discussions` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `discussions_status_lease` ON `discussions` (`status`,`lease_until`);--> statement-breakpoint
CREATE INDEX `discussion_events_ended` ON `discussion_events` (`discussion_id`) WHERE "discussion_events"."event" IN ('done', 'error');--> statement-breakpoint
CREATE INDEX `recipes_unpublished_discussion` ON `recipes` (`discussion_id`) WHERE "recipes"."published_at" IS NULL;