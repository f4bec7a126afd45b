-- Catalogue browsing at scale (measured with EXPLAIN ANALYZE on 100,000 titles, bench/catalogue-bench.ts).

-- The browse order (popularity, title, id) carrying the filter columns: a page with a service or
-- offer-type filter, and the title-contains search, are answered from this index alone (index-only
-- scan, stopping after 20 matches) instead of visiting the wide media_items rows. Replaces the
-- plain popularity index of 001.
CREATE INDEX media_items_browse_idx ON media_items (popularity DESC, title, id)
  INCLUDE (streaming_provider_names, offer_types);
DROP INDEX media_items_popularity_idx;

-- An exact title ("It", "Up") comes first in the title-contains search.
CREATE INDEX media_items_title_lower_idx ON media_items (lower(title));

-- A counter bumped by every change to the catalogue, so the server can keep exact totals of
-- searches and filters in memory and know when they are stale (one row, read per request).
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (true, 1);

CREATE OR REPLACE FUNCTION moodreel_bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER media_items_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_items
  FOR EACH STATEMENT EXECUTE FUNCTION moodreel_bump_catalogue_version();
CREATE TRIGGER media_streaming_options_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_streaming_options
  FOR EACH STATEMENT EXECUTE FUNCTION moodreel_bump_catalogue_version();
