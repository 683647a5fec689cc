-- OW-07: words the chat understands for a service besides its name ('mechas, tinte, color'), the
-- owner's to set in the service's form.
ALTER TABLE services ADD COLUMN chat_words text[] NOT NULL DEFAULT '{}';
