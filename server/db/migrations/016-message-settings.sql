-- MS-01, MS-05 (issue 31): which phone channel is offered, and what a paid message costs the salon, as the owner's provider bills it, in
-- thousandths of a euro (0,021 € = 21), for the month's estimate in Ajustes. One form, one version.
ALTER TABLE salon_settings ADD COLUMN whatsapp_price_millis integer NOT NULL DEFAULT 0
  CHECK (whatsapp_price_millis BETWEEN 0 AND 10000);
ALTER TABLE salon_settings ADD COLUMN sms_price_millis integer NOT NULL DEFAULT 0
  CHECK (sms_price_millis BETWEEN 0 AND 10000);
-- MS-01: the phone channel the booking dialog offers for reminders; NULL offers none (email only).
ALTER TABLE salon_settings ADD COLUMN reminder_channel text DEFAULT 'whatsapp' CHECK (reminder_channel IN ('whatsapp', 'sms'));
ALTER TABLE salon_settings ADD COLUMN messages_version integer NOT NULL DEFAULT 1;

DROP TRIGGER audit ON salon_settings;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON salon_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'id', 'version', 'hours_version', 'booking_version', 'legal_version',
    'messages_version');
-- The month's count reads sent messages by channel and time.
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
