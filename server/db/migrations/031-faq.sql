-- CH-14 (issue 43): the owner's answers to the questions a salon is asked every day (the topics are the
-- product's, src/content/faq.ts); null: not answered (the chat gives the phone).
ALTER TABLE salon_settings ADD COLUMN faq_parking text;
ALTER TABLE salon_settings ADD COLUMN faq_payment text;
ALTER TABLE salon_settings ADD COLUMN faq_children text;
ALTER TABLE salon_settings ADD COLUMN faq_pets text;
ALTER TABLE salon_settings ADD COLUMN faq_accessibility text;
ALTER TABLE salon_settings ADD COLUMN faq_version integer NOT NULL DEFAULT 1;
