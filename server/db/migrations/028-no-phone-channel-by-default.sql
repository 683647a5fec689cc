-- MS-06 (issue 43): a salon offers a phone channel only once its provider is configured and the owner
-- chooses it. A new install offers none (email only); an install that already chose one keeps its
-- choice, which the server shows only while that channel's provider is configured.
ALTER TABLE salon_settings ALTER COLUMN reminder_channel SET DEFAULT NULL;
