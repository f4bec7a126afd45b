-- Moodreel data model: accounts, sessions, profiles, mail, the catalogue, lists and recommendations,
-- one migration for both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- array_to_string is only STABLE; generated columns need an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION moodreel_join_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;

-- Accounts ------------------------------------------------------------------------------------
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  full_name text,
  email_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  idle_expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created_at DESC);

-- Counters shared by every instance: key = "signin:ip:1.2.3.4" and the like.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);

CREATE TABLE profiles (
  id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  username text UNIQUE,
  full_name text,
  email text,
  streaming_services text[] NOT NULL DEFAULT '{}',
  default_streaming_filter_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_email, id DESC);

-- Catalogue -----------------------------------------------------------------------------------
CREATE TABLE streaming_services (
  name text PRIMARY KEY CHECK (name = lower(name)),
  display_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('subscription', 'free', 'store')),
  offered_at_signup boolean NOT NULL DEFAULT false,
  color text NOT NULL,
  homepage text NOT NULL,
  search_url text
);

CREATE TABLE media_items (
  id text PRIMARY KEY,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('movie', 'tv')),
  year integer NOT NULL,
  rating numeric(3, 1) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 10),
  poster_url text,
  trailer_url text,
  description text,
  imdb_id text UNIQUE,
  genres text[] NOT NULL DEFAULT '{}',
  mood_tags text[] NOT NULL DEFAULT '{}',
  keywords text[] NOT NULL DEFAULT '{}',
  runtime_minutes integer,
  seasons integer,
  certification text,
  popularity integer NOT NULL DEFAULT 0,
  language text,
  country text,
  -- denormalised from media_streaming_options for the filter (GIN-indexed)
  streaming_provider_names text[] NOT NULL DEFAULT '{}',
  offer_types text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, moodreel_join_words(mood_tags || genres || keywords)), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
  ) STORED,
  UNIQUE (title, year, type)
);
CREATE INDEX media_items_search_idx ON media_items USING gin (search_vector);
CREATE INDEX media_items_title_trgm_idx ON media_items USING gin (lower(title) gin_trgm_ops);
CREATE INDEX media_items_providers_idx ON media_items USING gin (streaming_provider_names);
CREATE INDEX media_items_offer_types_idx ON media_items USING gin (offer_types);
CREATE INDEX media_items_popularity_idx ON media_items (popularity DESC, title, id);

CREATE TABLE media_streaming_options (
  id bigserial PRIMARY KEY,
  media_id text NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  imdb_id text,
  source_name text NOT NULL,
  offer_type text NOT NULL CHECK (offer_type IN ('subscription', 'free', 'rent', 'buy')),
  price numeric(8, 2) CHECK (price IS NULL OR price >= 0),
  currency text NOT NULL DEFAULT 'USD',
  web_url text,
  region text NOT NULL DEFAULT 'us',
  UNIQUE (media_id, source_name, offer_type, region)
);
CREATE INDEX media_streaming_options_imdb_idx ON media_streaming_options (imdb_id, region);
CREATE INDEX media_streaming_options_source_idx ON media_streaming_options (source_name);

-- The catalogue view read by the browse grid: each row with its offers.
CREATE VIEW media_with_streaming AS
SELECT
  m.*,
  coalesce((
    SELECT jsonb_agg(jsonb_build_object(
             'name', o.source_name, 'link', o.web_url, 'type', o.offer_type,
             'price', CASE WHEN o.price IS NULL THEN NULL ELSE to_char(o.price, 'FM999990.00') END,
             'currency', o.currency)
           ORDER BY CASE o.offer_type WHEN 'subscription' THEN 0 WHEN 'free' THEN 1 WHEN 'rent' THEN 2 ELSE 3 END,
                    o.price NULLS FIRST, o.source_name)
    FROM media_streaming_options o
    WHERE o.media_id = m.id AND o.region = 'us'
  ), '[]'::jsonb) AS streaming_services
FROM media_items m;

-- Lists and ratings ---------------------------------------------------------------------------
CREATE TABLE user_media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  media_id text NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  status text CHECK (status IN ('like', 'dislike', 'watched', 'want_to_watch')),
  user_rating integer CHECK (user_rating BETWEEN 1 AND 10),
  watched_at timestamptz,
  rated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, media_id)
);
CREATE INDEX user_media_user_updated_idx ON user_media (user_id, updated_at DESC);
CREATE INDEX user_media_updated_idx ON user_media (updated_at DESC);

-- Recommendations -----------------------------------------------------------------------------
CREATE TABLE recommendation_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_timestamp timestamptz NOT NULL DEFAULT now(),
  mood text NOT NULL,
  ai_provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'success', 'error', 'cancelled')),
  processing_time_ms integer,
  recommendation_count integer NOT NULL DEFAULT 0,
  fallback_reason text
);
CREATE INDEX recommendation_sessions_user_idx ON recommendation_sessions (user_id, request_timestamp DESC);
CREATE INDEX recommendation_sessions_time_idx ON recommendation_sessions (request_timestamp DESC);

CREATE TABLE individual_recommendations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES recommendation_sessions(id) ON DELETE CASCADE,
  media_id text REFERENCES media_items(id) ON DELETE SET NULL,
  position integer NOT NULL,
  title text NOT NULL,
  year integer,
  reason text NOT NULL,
  similar_to text[] NOT NULL DEFAULT '{}',
  avoids text[] NOT NULL DEFAULT '{}',
  match_score integer NOT NULL CHECK (match_score BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX individual_recommendations_session_idx ON individual_recommendations (session_id, position);
CREATE INDEX individual_recommendations_media_idx ON individual_recommendations (media_id);
CREATE INDEX individual_recommendations_created_idx ON individual_recommendations (created_at DESC);

CREATE TABLE recommendation_feedback (
  id bigserial PRIMARY KEY,
  recommendation_id uuid NOT NULL REFERENCES individual_recommendations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  feedback_type text NOT NULL CHECK (feedback_type IN (
    'clicked', 'trailer_played', 'trailer_closed', 'added_to_watchlist', 'removed_from_watchlist',
    'rated', 'rating_removed', 'streaming_clicked')),
  feedback_value jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recommendation_feedback_rec_idx ON recommendation_feedback (recommendation_id);
CREATE INDEX recommendation_feedback_user_idx ON recommendation_feedback (user_id, created_at DESC);
CREATE INDEX recommendation_feedback_created_idx ON recommendation_feedback (created_at DESC);

-- Bookkeeping ---------------------------------------------------------------------------------
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
