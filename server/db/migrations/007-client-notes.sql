-- ST-07: notes on a client (allergies, preferences), shown on their appointments in the agenda.
-- A client is their phone (the key every booking has). Notes may be health data: they are not
-- copied into the audit log, they go with the client's erasure (ST-04), and retention removes a
-- note once no booking of that phone keeps the client's details (BE-08).
CREATE TABLE client_notes (
  phone_key text PRIMARY KEY,
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL
);
