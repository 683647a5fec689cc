-- MS-01 … MS-03 (issue 31): one outbox, several channels. A message has a channel (email, WhatsApp,
-- SMS), a template (`kind`) and a recipient (a booking's client or a person). A client's consent to
-- reminders on her phone is stored with the appointment and, per number, in message_consent ('BAJA'
-- revokes it for every appointment). Replies arrive by signed webhooks; each provider message is
-- handled once (inbound_messages.provider_id).
ALTER TABLE outbox ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'whatsapp', 'sms'));
-- The provider's id of the sent message (WhatsApp's wamid, Twilio's SM…): its status callbacks name it.
ALTER TABLE outbox ADD COLUMN provider_id text;
ALTER TABLE outbox ADD COLUMN delivery text CHECK (delivery IN ('sent', 'delivered', 'read', 'failed', 'unknown'));
-- A paid message's send began: after a crash it is 'unknown', never sent twice (MS-04).
ALTER TABLE outbox ADD COLUMN sending_at timestamptz;
-- A reply's text (free-form answers inside the conversation window: a manage link, 'hecho').
ALTER TABLE outbox ADD COLUMN body text;
CREATE UNIQUE INDEX outbox_provider_id ON outbox (channel, provider_id) WHERE provider_id IS NOT NULL;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite', 'reset', 'reply'));

ALTER TABLE bookings ADD COLUMN message_channel text CHECK (message_channel IN ('whatsapp', 'sms'));
ALTER TABLE bookings ADD COLUMN client_confirmed_at timestamptz;

CREATE TABLE message_consent (
  phone_key text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  granted_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE inbound_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  provider_id text NOT NULL,
  phone_key text NOT NULL,
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  body text NOT NULL,
  -- What the message did: 'confirm', 'cancel', 'change', 'stop', or 'text' (shown to the salon).
  action text NOT NULL CHECK (action IN ('confirm', 'cancel', 'change', 'stop', 'text')),
  received_at timestamptz NOT NULL,
  UNIQUE (channel, provider_id)
);
CREATE INDEX inbound_messages_booking ON inbound_messages (booking_id);
