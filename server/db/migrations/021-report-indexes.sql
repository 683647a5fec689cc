-- RP-04 (issue 33): the reports on two busy years (~60,000 appointments). A client's visits by phone and
-- start: whether she came before a period (new or returning) is one lookup per client, not a read of
-- every earlier booking.
CREATE INDEX bookings_client_visits ON bookings (phone_key, starts_at)
  WHERE visit_position = 0 AND status <> 'cancelled' AND phone_key IS NOT NULL;
