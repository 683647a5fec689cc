-- RGPD: a client erased (or past retention) is forgotten at the payment provider too. Her appointments
-- forget their Stripe customer and card ids in the statement that forgets her; the customer's deletion at
-- Stripe is asked here, in the same transaction, and the payments worker deletes it there and removes the
-- row (retried while Stripe does not answer). The id alone names no one once her appointments forgot it.

CREATE TABLE customer_deletions (
  customer_id text PRIMARY KEY,
  asked_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
