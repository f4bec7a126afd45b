-- The optional TMDB importer (npm run import:tmdb) and the scheduled availability refresh.

-- Which titles TMDB knows: imported ones (source 'tmdb') and seed titles the importer matched. TMDB
-- numbers films and series separately, so the id is unique per type.
ALTER TABLE media_items ADD COLUMN tmdb_id integer CHECK (tmdb_id IS NULL OR tmdb_id > 0);
ALTER TABLE media_items ADD COLUMN source text NOT NULL DEFAULT 'seed' CHECK (source IN ('seed', 'tmdb'));
CREATE UNIQUE INDEX media_items_tmdb_idx ON media_items (type, tmdb_id) WHERE tmdb_id IS NOT NULL;

-- Providers the importer adds carry TMDB's logo (seed services have none and show their initials).
ALTER TABLE streaming_services ADD COLUMN logo_url text;

-- The service list is cached per catalogue version too, so a new provider shows up at once.
CREATE TRIGGER streaming_services_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON streaming_services
  FOR EACH STATEMENT EXECUTE FUNCTION moodreel_bump_catalogue_version();

-- Every change of an existing title's availability: an offer (service + offer type) that appeared
-- or left, and when. Alerts and digests are made from these rows.
CREATE TABLE availability_events (
  id bigserial PRIMARY KEY,
  media_id text NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  source_name text NOT NULL,
  offer_type text NOT NULL CHECK (offer_type IN ('subscription', 'free', 'rent', 'buy')),
  region text NOT NULL CHECK (region ~ '^[a-z]{2}$'),
  change text NOT NULL CHECK (change IN ('appeared', 'left')),
  occurred_at timestamptz NOT NULL
);
CREATE INDEX availability_events_time_idx ON availability_events (occurred_at DESC, id DESC);
CREATE INDEX availability_events_media_idx ON availability_events (media_id, occurred_at DESC);

-- Background jobs that must run on one instance at a time (the refresh, the digest): a row per job
-- holds the lease (who, until when) and when the job last finished. Taking the lease is one
-- conditional upsert, so it works the same on PGlite and on PostgreSQL with many instances.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text,
  lease_until timestamptz,
  last_finished_at timestamptz
);
