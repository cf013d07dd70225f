ALTER TABLE `callback_deliveries` ADD `agent_id` text REFERENCES agents(id);--> statement-breakpoint
ALTER TABLE `recipes` ADD `times` text;