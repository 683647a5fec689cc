import type { Database } from "../db/client";
import type { Env } from "../env";
import type { SettingsStore } from "../settings/store";

export interface AppDeps {
  db: Database;
  env: Env;
  /** The salon's settings, from memory until a saved change invalidates them (OW-02). */
  settings: SettingsStore;
  /** Renders the public pages on request (the default build); absent: the static files are served. */
  pages?: (request: Request) => Promise<Response>;
  /** The server's clock; tests inject their own (BE-10). */
  clock: () => Date;
  log: (line: string) => void;
  /** scrypt hash of the salon passcode for /gestion; undefined = the agenda is off (503). */
  staffPasscodeHash?: string;
}

export interface AppEnv {
  Variables: { now: Date; clientIp: string };
}
