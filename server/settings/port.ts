/**
 * The settings store as the rest of the server reads it (implemented by ./store.ts). Its own module,
 * importing no code, so the app's types (server/http/context.ts) name it without reaching the area's
 * routes.
 */
import type { SalonSettings } from "@/lib/settings/model";
import type { Queryable } from "../db/client";

export interface SettingsStore {
  /** The current settings (from memory unless a change invalidated them). */
  current(): Promise<SalonSettings>;
  /** Forget the cached settings; the next `current()` reads the database. */
  invalidate(): void;
  /**
   * Another area changed what the settings show (a whole-salon block is a closure): counted, every
   * process told (at commit), and this one's cache forgotten.
   */
  changed(tx: Queryable): Promise<void>;
  /** Called after each invalidation (the page render cache listens). */
  onInvalidate(listener: () => void): () => void;
  /** Start hearing other processes' changes (PostgreSQL). */
  listen(): Promise<void>;
  close(): Promise<void>;
}
