-- RL-09: an undo restores what the audit log says the change was, through the rules of any move.
-- Whether an appointment sits outside the shift or the salon's hours by the reception's override
-- ('Guardar igualmente') is a fact of the row, so an undo knows if the place it goes back to had it.
ALTER TABLE bookings ADD COLUMN outside_hours boolean NOT NULL DEFAULT false;
