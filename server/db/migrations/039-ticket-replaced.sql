-- TK-02 (issue 44): a ticket replaced on request by a full invoice with her NIF (F3), once.
CREATE UNIQUE INDEX invoices_one_replacement ON invoices (corrects) WHERE type = 'F3';
