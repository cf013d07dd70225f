-- Keep each recipe's rating aggregate exact in the same write as the review itself, so
-- concurrent reviews (from any instance) can never drift from the reviews table.
CREATE TRIGGER `reviews_rating_insert` AFTER INSERT ON `reviews`
BEGIN
  UPDATE `recipes`
     SET `rating_count` = `rating_count` + 1,
         `rating_sum` = `rating_sum` + NEW.`rating`
   WHERE `id` = NEW.`recipe_id`;
END;
