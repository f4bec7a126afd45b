-- A mood may now run to 1,000 characters (people explain their evening at length), so a watch-together
-- member's stored mood follows the request's limit.
ALTER TABLE together_members DROP CONSTRAINT together_members_mood_check;
ALTER TABLE together_members
  ADD CONSTRAINT together_members_mood_check CHECK (mood IS NULL OR char_length(mood) BETWEEN 1 AND 1000);
