-- CN-01 (issue 45): the owner's own content. Photos she uploads (responsive AVIF and WebP, kept in
-- `media` as <name>-<width>.<format>), the hero's and 'Nosotros'' texts and photos, the gallery (one
-- form: its items in order, each with a caption, alt text and, for a client's photo, her consent) and
-- each professional's bio. NULL: the seed's (src/content/home.ts).
CREATE TABLE content_photos (
  name text PRIMARY KEY CHECK (name ~ '^foto-[0-9a-f]{16}$'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  widths integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE salon_settings
  ADD COLUMN hero_headline text CHECK (char_length(hero_headline) BETWEEN 3 AND 80),
  ADD COLUMN hero_text text CHECK (char_length(hero_text) BETWEEN 3 AND 300),
  ADD COLUMN hero_photo text REFERENCES content_photos (name),
  ADD COLUMN hero_alt text CHECK (char_length(hero_alt) BETWEEN 5 AND 200),
  ADD COLUMN about_text text CHECK (char_length(about_text) BETWEEN 3 AND 2000),
  ADD COLUMN about_photo text REFERENCES content_photos (name),
  ADD COLUMN about_alt text CHECK (char_length(about_alt) BETWEEN 5 AND 200),
  ADD COLUMN content_version integer NOT NULL DEFAULT 1,
  -- { "items": [{ photo, caption, alt, showsClient, consent }] }; the database checks a client's consent.
  ADD COLUMN gallery jsonb CHECK (gallery IS NULL OR jsonb_typeof(gallery -> 'items') = 'array'),
  ADD COLUMN gallery_version integer NOT NULL DEFAULT 1,
  ADD CONSTRAINT hero_photo_has_alt CHECK (hero_photo IS NULL OR hero_alt IS NOT NULL),
  ADD CONSTRAINT about_photo_has_alt CHECK (about_photo IS NULL OR about_alt IS NOT NULL),
  ADD CONSTRAINT gallery_client_consent CHECK (
    gallery IS NULL OR NOT jsonb_path_exists(gallery, '$.items[*] ? (@.showsClient == true && @.consent != true)')
  );

-- A content photo's files: AVIF besides WebP.
ALTER TABLE media DROP CONSTRAINT media_name_check;
ALTER TABLE media ADD CONSTRAINT media_name_check CHECK (name ~ '^[a-z0-9-]{1,80}\.(webp|avif)$');

ALTER TABLE staff ADD COLUMN bio text CHECK (char_length(bio) BETWEEN 1 AND 400);
