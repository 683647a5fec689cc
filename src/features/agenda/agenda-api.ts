/** The agenda's calls to /api/staff (same origin; the session is an HttpOnly cookie). */
export interface Appointment {
  id: string;
  reference: string;
  service: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  date: string;
  time: string;
  endTime: string;
  status: "confirmed" | "cancelled" | "completed" | "no_show";
  price: number;
  clientName: string | null;
  clientPhone: string | null;
  clientEmail: string | null;
  source: "web" | "staff";
  /** A client email the server gave up sending (RL-03), in the day agenda only. */
  mailFailure?: { kind: string; reason: string } | null;
}

export interface TimeOff {
  id: string;
  staffId: string | null;
  from: string;
  to: string;
  reason: string;
}

export interface DayAgenda {
  date: string;
  hours: { opens: number; closes: number } | null;
  staff: { id: string; name: string; services: string[]; shifts: { starts: string; ends: string }[] }[];
  appointments: Appointment[];
  timeOff: TimeOff[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";

export async function staffApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/staff${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new ApiError(0, FALLBACK);
  }
  const data = (await res.json().catch(() => null)) as
    (T & { message?: string; fields?: Record<string, string> }) | null;
  if (!res.ok) throw new ApiError(res.status, data?.message ?? FALLBACK, data?.fields ?? {});
  return data as T;
}
