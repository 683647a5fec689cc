import { useState } from "react";
import { ApiError } from "./staff-api";

/**
 * One action at a time on a staff page: `busy` while it runs, then the Spanish result — `done`, or
 * the server's refusal (`fallback` when the failure is not the server's answer) — and `after()`.
 */
export function useAction(after: () => void, fallback?: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function act(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage(done);
      after();
      return true;
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : (fallback ?? String(e)));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { act, busy, message, setMessage };
}
