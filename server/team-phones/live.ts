/**
 * SP-04: the agenda's live changes. The database's triggers notify 'salon_agenda' at commit (a
 * booking from the web, a move at the desk, a WhatsApp 'Confirmar', a payment, a block), on both
 * engines and, on PostgreSQL, from every process; this process listens once, while someone watches,
 * and passes each change to the open streams.
 */
import type { Database } from "../db/client";

/** A day of a column changed; `staffId` '' is the whole salon (a closure). `day` null: maybe missed, reload. */
export interface AgendaChange {
  day: string | null;
  staffId: string;
}

export interface AgendaHub {
  subscribe(listener: (change: AgendaChange) => void): Promise<() => void>;
}

function parse(payload: string): AgendaChange {
  try {
    const value = JSON.parse(payload) as { day?: unknown; staffId?: unknown };
    if (typeof value.day === "string" && typeof value.staffId === "string")
      return { day: value.day, staffId: value.staffId };
  } catch {
    // An empty payload: the listening connection was lost and is back; something may have been missed.
  }
  return { day: null, staffId: "" };
}

export function agendaHub(db: Database): AgendaHub {
  const listeners = new Set<(change: AgendaChange) => void>();
  let listening: Promise<() => Promise<void>> | undefined;
  const stop = () => {
    const was = listening;
    listening = undefined;
    void was?.then((unlisten) => unlisten()).catch(() => undefined);
  };
  return {
    async subscribe(listener) {
      listeners.add(listener);
      listening ??= db.listen("salon_agenda", (payload) => {
        const change = parse(payload);
        for (const l of listeners) l(change);
      });
      try {
        await listening;
      } catch (error) {
        listeners.delete(listener);
        if (listeners.size === 0) listening = undefined;
        throw error;
      }
      return () => {
        listeners.delete(listener);
        // Nobody watching: the listening connection (PostgreSQL) goes back.
        if (listeners.size === 0) stop();
      };
    },
  };
}
