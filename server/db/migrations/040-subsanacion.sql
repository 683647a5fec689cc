-- TK-05 (issue 44): a record the AEAT rejected is corrected by a subsanación — a new registro de alta for the
-- same invoice (Subsanacion S, RechazoPrevio S), chained like any record, naming the one it corrects, once.
ALTER TABLE verifactu_records ADD COLUMN subsana bigint REFERENCES verifactu_records (id);
CREATE UNIQUE INDEX verifactu_one_subsanacion ON verifactu_records (subsana) WHERE subsana IS NOT NULL;
