-- "Now on your service" alerts: in-app notifications, and the opt-in daily e-mail digest of them.

-- One row per alert: a title on the person's want-to-watch list arrived on one of their services
-- (subscription) or became free. event_id is the availability event it came from (that table is made
-- by the TMDB migration; no foreign key, so this one stands on its own), unique per person.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  media_id text NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('on_your_service', 'now_free')),
  source_name text NOT NULL,
  event_id bigint,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  emailed_at timestamptz,
  UNIQUE (user_id, event_id)
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_digest_idx ON notifications (user_id) WHERE emailed_at IS NULL AND read_at IS NULL;

-- The digest is opt-in (Settings › Streaming).
ALTER TABLE profiles ADD COLUMN availability_digest boolean NOT NULL DEFAULT false;

-- At most one digest per person per (UTC) day: the row is claimed before the mail goes out.
CREATE TABLE notification_digests (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  sent_at timestamptz NOT NULL,
  notifications integer NOT NULL,
  PRIMARY KEY (user_id, day)
);
