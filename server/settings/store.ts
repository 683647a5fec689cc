/**
 * The settings every request reads (OW-02): loaded once into memory and kept
 * until a saved change invalidates them. In this process the save itself
 * invalidates; on PostgreSQL, other processes hear it through LISTEN/NOTIFY
 * (docs/decisions/016-live-settings.md). A connection lost while listening
 * invalidates too, since a notification may have been missed.
 */
import type { BookingOverrides, SalonSettings } from "@/lib/settings/model";
import type { PhoneChannel } from "@/domain/messages/channels";
import type { SettingsStore } from "./port";

export type { SettingsStore };
import type { Database } from "../db/client";
import { loadSettings, settingsChanged, SETTINGS_CHANNEL } from "./repository";

/** Closures that ended up to this long before "now" stay in the settings (tests run on a fixed clock). */
const CLOSURE_LOOKBACK_MS = 366 * 24 * 3600 * 1000;

/** The settings with the environment's booking values in force, named so the owner's form shows them as fixed. */
function withOverrides(
  settings: SalonSettings,
  overrides: BookingOverrides,
  paymentsOnline: boolean,
  providers: readonly PhoneChannel[],
  giftsOnSale: boolean,
): SalonSettings {
  const fixed = (Object.keys(overrides) as (keyof BookingOverrides)[]).filter((k) => overrides[k] !== undefined);
  // MS-06: a phone channel is offered only while its provider is configured; otherwise email.
  const offered =
    settings.messages.offered && providers.includes(settings.messages.offered) ? settings.messages.offered : null;
  const withPayments = {
    ...settings,
    messages: { ...settings.messages, offered, providers },
    payments: { online: paymentsOnline },
    giftsOnSale,
  };
  if (fixed.length === 0) return withPayments;
  return { ...withPayments, booking: { ...settings.booking, ...overrides, fixedByServer: fixed } };
}

export function createSettingsStore(
  db: Database,
  clock: () => Date = () => new Date(),
  overrides: BookingOverrides = {},
  /**
   * PY-02: the server takes payments (Stripe keys set); MS-06: the phone channels with a provider;
   * CN-04: whether a bono or gift card is on sale (the gifts area's answer; its saves call `changed`).
   */
  options: {
    paymentsOnline?: boolean;
    phoneProviders?: readonly PhoneChannel[];
    giftsOnSale?: (db: Database) => Promise<boolean>;
  } = {},
): SettingsStore {
  let cached: Promise<SalonSettings> | undefined;
  let generation = 0;
  let stopListening: (() => Promise<void>) | undefined;
  const listeners = new Set<() => void>();

  const store: SettingsStore = {
    current() {
      if (cached) return cached;
      const loadedFor = generation;
      const loading = Promise.all([
        loadSettings(db, new Date(clock().getTime() - CLOSURE_LOOKBACK_MS)),
        options.giftsOnSale?.(db) ?? false,
      ]).then(([s, gifts]) =>
        withOverrides(s, overrides, options.paymentsOnline ?? false, options.phoneProviders ?? [], gifts),
      );
      cached = loading;
      loading.then(
        () => {
          // Invalidated while loading: the next call reads again.
          if (generation !== loadedFor && cached === loading) cached = undefined;
        },
        () => {
          if (cached === loading) cached = undefined;
        },
      );
      return loading;
    },
    invalidate() {
      generation++;
      cached = undefined;
      for (const listener of listeners) listener();
    },
    async changed(tx) {
      await settingsChanged(tx);
      store.invalidate();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async listen() {
      // One process on PGlite: its own saves already invalidate; only PostgreSQL has other processes.
      if (db.kind !== "postgres" || stopListening) return;
      stopListening = await db.listen(SETTINGS_CHANNEL, () => store.invalidate());
    },
    async close() {
      await stopListening?.();
    },
  };
  return store;
}
