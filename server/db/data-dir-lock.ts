/**
 * One process per embedded database (RL-01). PGlite keeps the whole database
 * in the process's memory and writes its files back; two processes on one
 * DATA_DIR both start, both answer 201 for the same slot, and the last one to
 * stop overwrites the other's bookings. PostgreSQL itself refuses a second
 * postmaster through `postmaster.pid`; this is the same idea for PGlite.
 *
 * The lock is `DATA_DIR/salon.lock`, created with O_EXCL (atomic: one creator
 * wins) and holding who owns it. A lock whose owner is gone (crash, kill -9,
 * reboot) is stale and is taken over: it is renamed away and checked to be the
 * very file judged stale (same inode) before a new one is created, so two
 * processes taking over at once cannot both win. See ADR 013.
 *
 * No aliases and explicit `.ts` imports: the backup CLI runs this with Node's
 * type stripping.
 */
import {
  closeSync,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export const LOCK_FILE = "salon.lock";

export interface LockOwner {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id: a lock from before a reboot is stale whatever its pid. */
  bootId: string | null;
  /** The owner's start time in clock ticks since boot (/proc/<pid>/stat): tells a reused pid apart. */
  processStart: string | null;
  startedAt: string;
  /** Where the running server answers `db:backup` (a Unix socket in DATA_DIR, mode 0600). */
  adminSocket?: string;
}

export class DataDirLocked extends Error {
  readonly dataDir: string;
  readonly owner: LockOwner;
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `DATA_DIR ${dataDir} is in use by another salon server (pid ${owner.pid} on ${owner.host}, since ${owner.startedAt}). ` +
        "Only one process may open the embedded database: stop that one first, or give this one its own DATA_DIR. " +
        "For a backup of the running server use `npm run db:backup`; for several processes use PostgreSQL (DATABASE_URL).",
    );
    this.dataDir = dataDir;
    this.owner = owner;
  }
}

function readOptional(path: string): string | null {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return null;
  }
}

const bootId = () => readOptional("/proc/sys/kernel/random/boot_id");

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function processStart(pid: number): string | null {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the lock's owner is certainly gone. A lock from another host is never judged stale here. */
export function isStale(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return true;
  if (!alive(owner.pid)) return true;
  const start = processStart(owner.pid);
  return owner.processStart !== null && start !== null && owner.processStart !== start;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as LockOwner;
    return typeof value.pid === "number" && typeof value.host === "string" ? value : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  file: string;
  owner: LockOwner;
  /** Rewrites the lock with more about its owner (the admin socket, once it listens). */
  update(extra: Partial<LockOwner>): void;
  release(): void;
}

/** Reads the lock of `dataDir`, if any (the backup CLI uses it to find the running server). */
export function readLock(dataDir: string): LockOwner | null {
  const text = readOptional(join(dataDir, LOCK_FILE));
  return text === null ? null : parseOwner(text);
}

function writeNew(file: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of `dataDir` for this process or throws DataDirLocked. The
 * lock is released on exit (also on an uncaught error); after kill -9 the
 * next start finds it stale and takes it over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (writeNew(file, owner)) return held(file, owner);
    let fd: number;
    try {
      fd = openSync(file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile: try again
      throw error;
    }
    let current: LockOwner | null;
    let inode: number;
    try {
      inode = fstatSync(fd).ino;
      current = parseOwner(readFileSync(fd, "utf8"));
    } finally {
      closeSync(fd);
    }
    // A half-written lock (its owner died between create and write) has no owner: stale.
    if (current && !isStale(current)) throw new DataDirLocked(dataDir, current);
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // someone else took it over first
      throw error;
    }
    if (statSync(aside).ino !== inode) {
      // Between our read and the rename another process replaced the stale lock with its own
      // fresh one: put it back (a link never replaces a file) and yield to it.
      try {
        linkSync(aside, file);
      } catch {
        // a third process holds it now; either way it is not ours
      }
      unlinkSync(aside);
      const fresh = readLock(dataDir);
      if (fresh) throw new DataDirLocked(dataDir, fresh);
      continue;
    }
    unlinkSync(aside);
  }
  const last = readLock(dataDir);
  if (last) throw new DataDirLocked(dataDir, last);
  throw new Error(`Could not take the lock ${file}.`);
}

function held(file: string, owner: LockOwner): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Only remove our own lock (never one that replaced it after we were judged stale).
    if (parseOwner(readOptional(file) ?? "")?.pid === owner.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on("exit", release);
  return {
    file,
    owner,
    update(extra) {
      Object.assign(owner, extra);
      const temp = `${file}.${process.pid}.tmp`;
      const fd = openSync(temp, "w", 0o600);
      try {
        writeSync(fd, JSON.stringify(owner));
      } finally {
        closeSync(fd);
      }
      renameSync(temp, file);
    },
    release,
  };
}
