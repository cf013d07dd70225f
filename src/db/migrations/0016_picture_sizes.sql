CREATE TABLE `image_sizes` (
	`image_id` text PRIMARY KEY NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Pictures stored before: each PNG's size from its header (IHDR's width and height, bytes 17-24), its blob read once.
WITH heads AS MATERIALIZED (SELECT id, hex(substr(data, 1, 24)) AS h FROM images)
INSERT INTO `image_sizes` (`image_id`, `width`, `height`)
SELECT id,
    (instr('0123456789ABCDEF', substr(h, 33, 1)) - 1) * 268435456 +
    (instr('0123456789ABCDEF', substr(h, 34, 1)) - 1) * 16777216 +
    (instr('0123456789ABCDEF', substr(h, 35, 1)) - 1) * 1048576 +
    (instr('0123456789ABCDEF', substr(h, 36, 1)) - 1) * 65536 +
    (instr('0123456789ABCDEF', substr(h, 37, 1)) - 1) * 4096 +
    (instr('0123456789ABCDEF', substr(h, 38, 1)) - 1) * 256 +
    (instr('0123456789ABCDEF', substr(h, 39, 1)) - 1) * 16 +
    (instr('0123456789ABCDEF', substr(h, 40, 1)) - 1) * 1,
    (instr('0123456789ABCDEF', substr(h, 41, 1)) - 1) * 268435456 +
    (instr('0123456789ABCDEF', substr(h, 42, 1)) - 1) * 16777216 +
    (instr('0123456789ABCDEF', substr(h, 43, 1)) - 1) * 1048576 +
    (instr('0123456789ABCDEF', substr(h, 44, 1)) - 1) * 65536 +
    (instr('0123456789ABCDEF', substr(h, 45, 1)) - 1) * 4096 +
    (instr('0123456789ABCDEF', substr(h, 46, 1)) - 1) * 256 +
    (instr('0123456789ABCDEF', substr(h, 47, 1)) - 1) * 16 +
    (instr('0123456789ABCDEF', substr(h, 48, 1)) - 1) * 1
FROM heads WHERE substr(h, 1, 32) = '89504E470D0A1A0A0000000D49484452';