-- PY-11 (issue 42): how a deposit paid online was paid (the provider's answer: a card or Bizum), so her
-- messages say it; null when the provider did not say.
ALTER TABLE payments ADD COLUMN paid_with text CHECK (paid_with IN ('card', 'bizum'));
