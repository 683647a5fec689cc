/** Types of ./start-server.mjs (the bench and the browser tests start the built server with it). */
import type { ChildProcess } from "node:child_process";

export function startServer(options: {
  port: number;
  env?: Record<string, string>;
  stdio?: "ignore" | "inherit" | "pipe";
  timeoutMs?: number;
  host?: string;
  /** The project folder whose build/ to start (the bench's baseline worktree). */
  cwd?: string;
}): Promise<{ url: string; child: ChildProcess; readyMs: number; stop: () => Promise<void> }>;

export function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }>;
