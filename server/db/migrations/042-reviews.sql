-- RV-01 … RV-04 (issue 45): verified reviews. One per appointment (its primary key), written only for a
-- completed appointment within 30 days of its visit (the INSERT's own SELECT decides); the owner replies
-- or hides one with a reason (audited); the invitation is an outbox message about the appointment.
CREATE TABLE reviews (
  booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text CHECK (char_length(body) BETWEEN 1 AND 1000),
  -- Her consent to show it on the site, as `author` (first name and initial).
  publish boolean NOT NULL DEFAULT false,
  author text NOT NULL CHECK (char_length(author) BETWEEN 1 AND 40),
  service_name text NOT NULL,
  visited_on date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  reply text CHECK (char_length(reply) BETWEEN 1 AND 1000),
  replied_at timestamptz,
  hidden_reason text CHECK (char_length(hidden_reason) BETWEEN 3 AND 300),
  hidden_at timestamptz,
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL)),
  CHECK ((replied_at IS NULL) = (reply IS NULL))
);
CREATE INDEX reviews_published ON reviews (visited_on DESC) WHERE publish AND hidden_at IS NULL;

-- The owner's reply and hiding are audited (the client's own words are hers, not the log's).
CREATE TRIGGER audit AFTER UPDATE OF reply, hidden_reason ON reviews
  FOR EACH ROW WHEN (OLD.reply IS DISTINCT FROM NEW.reply OR OLD.hidden_reason IS DISTINCT FROM NEW.hidden_reason)
  EXECUTE FUNCTION audit_row('booking_id', 'author', 'updated_at', 'body', 'rating', 'publish', 'service_name',
                             'visited_on', 'created_at');

-- Her data erased (or the appointment anonymised by the retention): her review goes with it.
CREATE FUNCTION reviews_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reviews WHERE booking_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER reviews_forget AFTER UPDATE OF anonymised_at ON bookings
  FOR EACH ROW WHEN (OLD.anonymised_at IS NULL AND NEW.anonymised_at IS NOT NULL)
  EXECUTE FUNCTION reviews_forget();

-- RV-01: the invitation, about the appointment (booking_id).
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link', 'gift', 'deposit_due', 'hold_lapsed',
                  'waitlist_joined', 'ticket', 'review_invitation'));

-- RV-03: the salon's Google profile, where 4–5★ reviewers are invited (set by the owner; none by default).
ALTER TABLE salon_settings ADD COLUMN google_reviews_url text
  CHECK (google_reviews_url IS NULL OR google_reviews_url ~ '^https://');
ALTER TABLE salon_settings ADD COLUMN reviews_version integer NOT NULL DEFAULT 1;
