-- OW-01: professionals' photos, stored in the database (so every process serves them and a backup
-- keeps them). Each upload is a new name (its content's hash); staff.photo points at the current one.
CREATE TABLE media (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,80}\.webp$'),
  content_type text NOT NULL DEFAULT 'image/webp',
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
