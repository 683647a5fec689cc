-- AP-05 (issue 42): a client the desk adds before her first appointment (she called to ask, she bought a
-- bono): her name and contact, kept by her phone like her notes. A client with appointments is found
-- through them; this table holds the ones without. Audited like every change the desk makes.
CREATE TABLE clients (
  phone_key text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  phone text NOT NULL,
  email text,
  email_key text,
  created_at timestamptz NOT NULL
);
CREATE INDEX clients_email_key ON clients (email_key) WHERE email_key IS NOT NULL;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION audit_row('phone_key', 'name');
