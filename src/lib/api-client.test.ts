import { afterEach, describe, expect, test, vi } from "vitest";
import { ApiError, expectOk, limitSignal } from "./api-client";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the API client's time limits (issue 17)", () => {
  test("BE-09 a call aborts when its time runs out, or when the caller aborts first", async () => {
    // The platform's timeout signal, fired by the test instead of the machine's clock.
    const timeouts: { ms: number; controller: AbortController }[] = [];
    vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
      const controller = new AbortController();
      timeouts.push({ ms, controller });
      return controller.signal;
    });
    const slow = limitSignal(20);
    expect(slow.aborted).toBe(false);
    expect(timeouts.map((t) => t.ms)).toEqual([20]);
    timeouts[0]?.controller.abort(new DOMException("Signal timed out.", "TimeoutError"));
    expect(slow.aborted).toBe(true);
    const caller = new AbortController();
    const signal = limitSignal(10_000, caller.signal);
    caller.abort();
    expect(signal.aborted).toBe(true);
  });

  test("BE-09 without AbortSignal.any and AbortSignal.timeout (Safari before 17.4) the limits still hold", async () => {
    vi.stubGlobal(
      "AbortSignal",
      Object.assign(function AbortSignal() {}, { any: undefined, timeout: undefined }) as unknown as typeof AbortSignal,
    );
    vi.useFakeTimers();
    const caller = new AbortController();
    const signal = limitSignal(8_000, caller.signal);
    vi.advanceTimersByTime(7_999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
    const other = new AbortController();
    const early = limitSignal(8_000, other.signal);
    other.abort();
    expect(early.aborted).toBe(true);
  });

  test("BE-09 a call that gets no answer is status 0 with the fallback message; a refusal keeps the server's words", async () => {
    const noAnswer = expectOk(Promise.reject(new TypeError("Failed to fetch")), "El servicio no responde.");
    await expect(noAnswer).rejects.toMatchObject({ status: 0, message: "El servicio no responde." });
    const refused = expectOk(
      Promise.resolve(
        Response.json({ error: "validation", message: "Revisa.", fields: { phone: "Mal." } }, { status: 400 }),
      ) as never,
      "x",
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, code: "validation", fields: { phone: "Mal." } });
    const broken = expectOk(
      Promise.resolve(new Response("oops", { status: 502 })) as never,
      "El servicio no responde.",
    );
    await expect(broken).rejects.toMatchObject({ status: 502, message: "El servicio no responde." });
  });
});
