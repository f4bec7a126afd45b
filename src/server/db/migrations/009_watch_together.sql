-- Watch together: one person starts a session and shares its code, a second joins, each gives a
-- mood, and the picks for both are stored with the moods they were computed from. A session lasts
-- 24 hours; expired ones are kept a week (so a late visitor is told it expired) and then pruned.
CREATE TABLE together_sessions (
  code text PRIMARY KEY CHECK (code ~ '^[2-9A-HJKMNP-TV-Z]{6}$'),
  created_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  picks jsonb,
  -- the members' moods (by position) the picks answer; picks for older moods are not shown
  picks_moods text[],
  picks_by_services boolean,
  picks_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX together_sessions_expires_idx ON together_sessions (expires_at);

-- At most two people: the position is 1 or 2 and unique per session, so a third join cannot land
-- even when two arrive at once.
CREATE TABLE together_members (
  code text NOT NULL REFERENCES together_sessions(code) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position IN (1, 2)),
  mood text CHECK (mood IS NULL OR char_length(mood) BETWEEN 1 AND 500),
  mood_at timestamptz,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (code, user_id),
  UNIQUE (code, position)
);
CREATE INDEX together_members_user_idx ON together_members (user_id);

-- When someone leaves (their account is deleted), the stored picks go too: they quote that person's
-- mood and name them, and neither may outlive the account.
CREATE FUNCTION together_member_left() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE together_sessions
  SET picks = NULL, picks_moods = NULL, picks_by_services = NULL, picks_at = NULL
  WHERE code = OLD.code;
  RETURN OLD;
END $$;
CREATE TRIGGER together_member_left AFTER DELETE ON together_members
  FOR EACH ROW EXECUTE FUNCTION together_member_left();
