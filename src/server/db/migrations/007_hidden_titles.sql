-- Titles a person asked not to see in recommendations: "not tonight" hides one for 14 days
-- (hidden_until), "never" hides it for good (hidden_until null). Browsing is unaffected.
CREATE TABLE hidden_titles (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  media_id text NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('not_tonight', 'never')),
  hidden_at timestamptz NOT NULL DEFAULT now(),
  hidden_until timestamptz,
  PRIMARY KEY (user_id, media_id),
  CHECK ((kind = 'never') = (hidden_until IS NULL))
);
CREATE INDEX hidden_titles_user_idx ON hidden_titles (user_id, hidden_at DESC);

-- Hiding a recommended title is feedback on it, like a click or a rating.
ALTER TABLE recommendation_feedback DROP CONSTRAINT IF EXISTS recommendation_feedback_feedback_type_check;
ALTER TABLE recommendation_feedback ADD CONSTRAINT recommendation_feedback_feedback_type_check CHECK (feedback_type IN (
  'clicked', 'trailer_played', 'trailer_closed', 'added_to_watchlist', 'removed_from_watchlist',
  'rated', 'rating_removed', 'streaming_clicked', 'hidden_not_tonight', 'hidden_never'));
