-- Issue 30: an invitation says who invited (the staff member who sent the link); '' for links the
-- owner command or a reset request issues.
ALTER TABLE invitations ADD COLUMN issued_by text NOT NULL DEFAULT '';
