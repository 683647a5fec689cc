-- Issue 30: the business behind the site (LSSI art. 10, RGPD art. 13) is the owner's setting. NULL is
-- "not set yet": the site shows src/content/site.ts's placeholders and /gestion warns the owner.
ALTER TABLE salon_settings ADD COLUMN legal_owner text CHECK (length(legal_owner) BETWEEN 2 AND 120);
ALTER TABLE salon_settings ADD COLUMN legal_nif text CHECK (legal_nif ~ '^[A-Z0-9]{9}$');
ALTER TABLE salon_settings ADD COLUMN legal_registry text CHECK (length(legal_registry) <= 200);
ALTER TABLE salon_settings ADD COLUMN legal_privacy_email text CHECK (length(legal_privacy_email) <= 254);
ALTER TABLE salon_settings ADD COLUMN legal_version integer NOT NULL DEFAULT 1;

-- The audit log leaves the form's version out, as it does the others' (AC-05).
DROP TRIGGER audit ON salon_settings;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON salon_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'id', 'version', 'hours_version', 'booking_version', 'legal_version');
