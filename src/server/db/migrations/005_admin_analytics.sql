-- Admin analytics: feedback rollups and indexes, so the dashboard reads stay fast as activity grows
-- (GET /api/admin/analytics ≤ 200 ms p95 with 10,000 users and 100,000 recommendations; see
-- bench/admin-bench.ts). Plain PostgreSQL + PL/pgSQL: runs the same on PGlite and PostgreSQL.
--
-- The engagement figures (mean session engagement rate, per-day rates, top titles by engagement
-- score) would otherwise join every feedback event to its recommendation on every dashboard load.
-- Instead, triggers keep per-session and per-title counts of each feedback kind, in step with
-- recommendation_feedback. Which kinds count as engagement, and their weights, stay in
-- src/shared/engagement.ts: the queries combine these counters with those constants.

-- One row per session with feedback: how many events of each kind its recommendations received.
CREATE TABLE admin_session_feedback (
  session_id uuid PRIMARY KEY REFERENCES recommendation_sessions(id) ON DELETE CASCADE,
  clicked integer NOT NULL DEFAULT 0,
  trailer_played integer NOT NULL DEFAULT 0,
  trailer_closed integer NOT NULL DEFAULT 0,
  added_to_watchlist integer NOT NULL DEFAULT 0,
  removed_from_watchlist integer NOT NULL DEFAULT 0,
  rated integer NOT NULL DEFAULT 0,
  rating_removed integer NOT NULL DEFAULT 0,
  streaming_clicked integer NOT NULL DEFAULT 0
);

-- One row per recommended title with feedback: the catalogue id, or title and year for a pick that is
-- not in the catalogue (key 't:<title>:<year>').
CREATE TABLE admin_title_feedback (
  title_key text PRIMARY KEY,
  media_id text,
  title text NOT NULL,
  year integer,
  clicked integer NOT NULL DEFAULT 0,
  trailer_played integer NOT NULL DEFAULT 0,
  trailer_closed integer NOT NULL DEFAULT 0,
  added_to_watchlist integer NOT NULL DEFAULT 0,
  removed_from_watchlist integer NOT NULL DEFAULT 0,
  rated integer NOT NULL DEFAULT 0,
  rating_removed integer NOT NULL DEFAULT 0,
  streaming_clicked integer NOT NULL DEFAULT 0
);

CREATE FUNCTION admin_title_key(p_media_id text, p_title text, p_year integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(p_media_id, 't:' || p_title || ':' || coalesce(p_year::text, ''))
$$;

-- Adds `d` (±1, or ±n for a whole recommendation) events of one kind to a session and a title.
CREATE FUNCTION admin_feedback_shift(
  p_session uuid, p_media_id text, p_title text, p_year integer, p_kind text, d integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d = 0 THEN
    RETURN;
  END IF;
  -- Only additions create rows: a removal may come from a session that is being deleted.
  IF d > 0 THEN
    INSERT INTO admin_session_feedback (session_id) VALUES (p_session) ON CONFLICT (session_id) DO NOTHING;
  END IF;
  UPDATE admin_session_feedback SET
    clicked = clicked + CASE WHEN p_kind = 'clicked' THEN d ELSE 0 END,
    trailer_played = trailer_played + CASE WHEN p_kind = 'trailer_played' THEN d ELSE 0 END,
    trailer_closed = trailer_closed + CASE WHEN p_kind = 'trailer_closed' THEN d ELSE 0 END,
    added_to_watchlist = added_to_watchlist + CASE WHEN p_kind = 'added_to_watchlist' THEN d ELSE 0 END,
    removed_from_watchlist = removed_from_watchlist + CASE WHEN p_kind = 'removed_from_watchlist' THEN d ELSE 0 END,
    rated = rated + CASE WHEN p_kind = 'rated' THEN d ELSE 0 END,
    rating_removed = rating_removed + CASE WHEN p_kind = 'rating_removed' THEN d ELSE 0 END,
    streaming_clicked = streaming_clicked + CASE WHEN p_kind = 'streaming_clicked' THEN d ELSE 0 END
  -- A session being deleted takes its counter row along (ON DELETE CASCADE); touching that row again
  -- in the same transaction would fail its foreign key check.
  WHERE session_id = p_session AND EXISTS (SELECT 1 FROM recommendation_sessions WHERE id = p_session);
  IF d > 0 THEN
    INSERT INTO admin_title_feedback (title_key, media_id, title, year)
    VALUES (admin_title_key(p_media_id, p_title, p_year), p_media_id, p_title, p_year)
    ON CONFLICT (title_key) DO NOTHING;
  END IF;
  UPDATE admin_title_feedback SET
    clicked = clicked + CASE WHEN p_kind = 'clicked' THEN d ELSE 0 END,
    trailer_played = trailer_played + CASE WHEN p_kind = 'trailer_played' THEN d ELSE 0 END,
    trailer_closed = trailer_closed + CASE WHEN p_kind = 'trailer_closed' THEN d ELSE 0 END,
    added_to_watchlist = added_to_watchlist + CASE WHEN p_kind = 'added_to_watchlist' THEN d ELSE 0 END,
    removed_from_watchlist = removed_from_watchlist + CASE WHEN p_kind = 'removed_from_watchlist' THEN d ELSE 0 END,
    rated = rated + CASE WHEN p_kind = 'rated' THEN d ELSE 0 END,
    rating_removed = rating_removed + CASE WHEN p_kind = 'rating_removed' THEN d ELSE 0 END,
    streaming_clicked = streaming_clicked + CASE WHEN p_kind = 'streaming_clicked' THEN d ELSE 0 END
  WHERE title_key = admin_title_key(p_media_id, p_title, p_year);
END $$;

-- A feedback event counts for its recommendation's session and title. Removals are counted BEFORE
-- the row goes: when a user, session or recommendation is deleted, the cascades remove feedback and
-- recommendations in an order of their own, and whichever of the two goes first settles the counts
-- (a recommendation takes its remaining events along; an event whose recommendation is gone already
-- has been taken off with it).
CREATE FUNCTION admin_feedback_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT session_id, media_id, title, year INTO r FROM individual_recommendations WHERE id = OLD.recommendation_id;
    IF FOUND THEN
      PERFORM admin_feedback_shift(r.session_id, r.media_id, r.title, r.year, OLD.feedback_type, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT session_id, media_id, title, year INTO r FROM individual_recommendations WHERE id = NEW.recommendation_id;
    IF FOUND THEN
      PERFORM admin_feedback_shift(r.session_id, r.media_id, r.title, r.year, NEW.feedback_type, 1);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER admin_feedback_rollup
  AFTER INSERT OR UPDATE OF recommendation_id, feedback_type ON recommendation_feedback
  FOR EACH ROW EXECUTE FUNCTION admin_feedback_changed();
CREATE TRIGGER admin_feedback_rollup_delete
  BEFORE DELETE ON recommendation_feedback
  FOR EACH ROW EXECUTE FUNCTION admin_feedback_changed();

-- A recommendation that is deleted (with its session or user) or moves to another title or session
-- takes its events along.
CREATE FUNCTION admin_recommendation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.session_id IS NOT DISTINCT FROM NEW.session_id
     AND admin_title_key(OLD.media_id, OLD.title, OLD.year) = admin_title_key(NEW.media_id, NEW.title, NEW.year) THEN
    RETURN NEW;
  END IF;
  FOR k IN
    SELECT feedback_type, count(*)::int AS n FROM recommendation_feedback
    WHERE recommendation_id = OLD.id GROUP BY feedback_type
  LOOP
    PERFORM admin_feedback_shift(OLD.session_id, OLD.media_id, OLD.title, OLD.year, k.feedback_type, -k.n);
    IF TG_OP = 'UPDATE' THEN
      PERFORM admin_feedback_shift(NEW.session_id, NEW.media_id, NEW.title, NEW.year, k.feedback_type, k.n);
    END IF;
  END LOOP;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER admin_recommendation_rollup
  BEFORE DELETE OR UPDATE OF session_id, media_id, title, year ON individual_recommendations
  FOR EACH ROW EXECUTE FUNCTION admin_recommendation_changed();

-- Counters for the feedback that exists already.
INSERT INTO admin_session_feedback (session_id, clicked, trailer_played, trailer_closed, added_to_watchlist,
  removed_from_watchlist, rated, rating_removed, streaming_clicked)
SELECT r.session_id,
       count(*) FILTER (WHERE f.feedback_type = 'clicked'),
       count(*) FILTER (WHERE f.feedback_type = 'trailer_played'),
       count(*) FILTER (WHERE f.feedback_type = 'trailer_closed'),
       count(*) FILTER (WHERE f.feedback_type = 'added_to_watchlist'),
       count(*) FILTER (WHERE f.feedback_type = 'removed_from_watchlist'),
       count(*) FILTER (WHERE f.feedback_type = 'rated'),
       count(*) FILTER (WHERE f.feedback_type = 'rating_removed'),
       count(*) FILTER (WHERE f.feedback_type = 'streaming_clicked')
FROM recommendation_feedback f JOIN individual_recommendations r ON r.id = f.recommendation_id
GROUP BY r.session_id;

INSERT INTO admin_title_feedback (title_key, media_id, title, year, clicked, trailer_played, trailer_closed,
  added_to_watchlist, removed_from_watchlist, rated, rating_removed, streaming_clicked)
SELECT admin_title_key(r.media_id, r.title, r.year), min(r.media_id), min(r.title), min(r.year),
       count(*) FILTER (WHERE f.feedback_type = 'clicked'),
       count(*) FILTER (WHERE f.feedback_type = 'trailer_played'),
       count(*) FILTER (WHERE f.feedback_type = 'trailer_closed'),
       count(*) FILTER (WHERE f.feedback_type = 'added_to_watchlist'),
       count(*) FILTER (WHERE f.feedback_type = 'removed_from_watchlist'),
       count(*) FILTER (WHERE f.feedback_type = 'rated'),
       count(*) FILTER (WHERE f.feedback_type = 'rating_removed'),
       count(*) FILTER (WHERE f.feedback_type = 'streaming_clicked')
FROM recommendation_feedback f JOIN individual_recommendations r ON r.id = f.recommendation_id
GROUP BY admin_title_key(r.media_id, r.title, r.year);

-- Indexes for the remaining reads -------------------------------------------------------------
-- Recent profile activity (latest 10 by update).
CREATE INDEX profiles_updated_idx ON profiles (updated_at DESC);
-- New users per day over the last 30 days.
CREATE INDEX users_created_idx ON users (created_at);
-- Streaming performance: clicks on service links, by service.
CREATE INDEX recommendation_feedback_streaming_idx ON recommendation_feedback
  ((lower(btrim(feedback_value ->> 'service')))) WHERE feedback_type = 'streaming_clicked';
