import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startError } from "./client";
import { acquireDataDirLock, DataDirLocked, LOCK_FILE, readLock } from "./data-dir-lock";

const script = new URL("../test/open-data-dir.ts", import.meta.url).pathname;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/** Starts a process on `dir` and resolves with its first line and, if it ended, its exit code. */
function open(dir: string): Promise<{ child: ChildProcess; line: string; code: number | null }> {
  const child = spawn(process.execPath, [script, dir], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from the child: ${out}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith("ready") && out.includes("\n")) {
        clearTimeout(timer);
        resolve({ child, line: out.trim(), code: null });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => void (out += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ child, line: out.trim(), code });
    });
  });
}

const waitExit = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));

describe("one process per embedded database (RL-01)", () => {
  test("RL-01 a second process on the same DATA_DIR refuses to start and the first keeps its data", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-lock-"));
    const first = await open(dir);
    expect(first.line).toMatch(/^ready/);
    const second = await open(dir);
    expect(second.code).toBe(3);
    expect(second.line).toContain(`in use by another salon server (pid ${first.child.pid}`);
    expect(second.line).toContain("db:backup");
    // The first is untouched: it stops cleanly and its row is there for the next start.
    first.child.kill("SIGTERM");
    await waitExit(first.child);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const third = await open(dir);
    expect(third.line).toMatch(/^ready/);
    third.child.kill("SIGTERM");
    await waitExit(third.child);
  }, 120_000);

  test("RL-01 a lock left by a killed process is taken over by the next start", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-lock-"));
    const first = await open(dir);
    expect(first.line).toMatch(/^ready/);
    first.child.kill("SIGKILL");
    await waitExit(first.child);
    expect(readLock(dir)?.pid).toBe(first.child.pid); // left behind
    const next = await open(dir);
    expect(next.line).toMatch(/^ready/);
    expect(readLock(dir)?.pid).toBe(next.child.pid);
    next.child.kill("SIGTERM");
    await waitExit(next.child);
  }, 120_000);

  test("RL-01 two processes taking over one stale lock at once: exactly one wins", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-lock-"));
    // A lock from a process that is gone (pid far beyond pid_max) on this host.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: 99_999_999, host: hostname(), bootId: null, processStart: null, startedAt: "2026-01-01" }),
    );
    const results = await Promise.all([open(dir), open(dir), open(dir)]);
    expect(results.filter((r) => r.line.startsWith("ready"))).toHaveLength(1);
    expect(results.filter((r) => r.code === 3)).toHaveLength(2);
    for (const r of results) r.child.kill("SIGTERM");
    await Promise.all(results.map((r) => waitExit(r.child)));
  }, 120_000);

  test("RL-01 a lock held by a live process of another host is never taken over", () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-lock-"));
    const foreign = { pid: 1, host: "other-host", bootId: null, processStart: null, startedAt: "2026-01-01" };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(foreign));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLocked);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8"))).toEqual(foreign);
  });
});

describe("start-up errors an operator can act on (RL-06)", () => {
  test("RL-06 a full disk and a read-only data folder are said in words, not errno numbers", () => {
    // PGlite reports file-system failures with Emscripten's errno numbers: 51 is ENOSPC, 69 EROFS.
    expect(startError(Object.assign(new Error("FS error"), { errno: 51 }), "/datos").message).toBe(
      "The disk holding /datos is full: free some space and start again.",
    );
    expect(
      startError(Object.assign(new Error("EROFS: read-only file system"), { code: "EROFS" }), "/datos").message,
    ).toBe("/datos cannot be written (read-only disk or no permission): the database needs to write there.");
    expect(startError({ errno: 69 }, "/datos").message).toContain("cannot be written");
    expect(startError(new Error("otra cosa"), "/datos").message).toBe("otra cosa");
  });
});
