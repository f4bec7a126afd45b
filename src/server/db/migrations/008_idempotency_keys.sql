-- The answer to a POST that carried an Idempotency-Key, kept 24 hours, so that a retry of a request
-- whose answer was lost gets that answer again instead of doing the work a second time.
-- key_hash is the SHA-256 of who sent it (account, session or address), the method, the path and the
-- client's key: one caller's key can never find another caller's answer. While the first request runs
-- status_code is null and expires_at is a short lease; once answered, expires_at is 24 hours on.
CREATE TABLE idempotency_keys (
  key_hash text PRIMARY KEY,
  -- the signed-in caller, so deleting an account also deletes the answers kept for it
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  method text NOT NULL,
  path text NOT NULL,
  -- SHA-256 of the query string and body: the same key with a different request is refused
  fingerprint text NOT NULL,
  -- random id of the request holding the key, so a late finisher cannot overwrite a newer holder
  claim text NOT NULL,
  status_code integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
CREATE INDEX idempotency_keys_user_idx ON idempotency_keys (user_id) WHERE user_id IS NOT NULL;
