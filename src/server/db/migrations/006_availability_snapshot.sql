-- When the offers of a region were last checked (data/catalogue/availability.json, written by the
-- seed), so the app can say "Availability in the US as of ..." next to the offers.
CREATE TABLE availability_snapshots (
  region text PRIMARY KEY CHECK (region ~ '^[a-z]{2}$'),
  as_of date NOT NULL
);
