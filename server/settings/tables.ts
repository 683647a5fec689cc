/**
 * The settings area's tables, declared once (docs/decisions/021-one-home-per-area.md): the row
 * types the repository reads are derived from them; server/db/tables.test.ts checks them against
 * the migrated database on both engines.
 */
import { phoneChannels } from "@/domain/messages/channels";
import { waitlistModes } from "@/domain/waitlist/rules";
import { depositKinds } from "@/domain/payments/policy";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import type { GalleryItem } from "@/lib/settings/model";
import { bytea, instant, int8 } from "../db/columns";

export const services = pgTable("services", {
  id: text().primaryKey(),
  name: text().notNull(),
  minutes: integer().notNull(),
  buffer_minutes: integer().notNull().default(0),
  price_eur: integer().notNull(),
  active: boolean().notNull().default(true),
  title: text(),
  description: text(),
  features: text().array(),
  icon: text(),
  position: integer().notNull().default(0),
  version: integer().notNull().default(1),
  /** OW-07: what the chat also understands for it. */
  chat_words: text()
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** PY-01: what booking it online asks for. */
  deposit_kind: text({ enum: depositKinds }).notNull().default("none"),
  deposit_amount: integer().notNull().default(0),
  /** PY-03: the notice after which a cancellation may be charged the card's fee. */
  fee_notice_hours: integer().notNull().default(24),
});

export const staff = pgTable("staff", {
  id: text().primaryKey(),
  name: text().notNull(),
  role: text().notNull().default(""),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  photo: text(),
  version: integer().notNull().default(1),
  /** CN-01: a few words about her. */
  bio: text(),
});

export const staffServices = pgTable("staff_services", {
  staff_id: text().notNull(),
  service_id: text().notNull(),
});

/**
 * TK-07: each weekly shift's life, kept by the database as `working_hours` changes (migration 041):
 * from when (null-less: '-infinity' for the seed's) until when (null: still on).
 */
export const shiftHistory = pgTable("shift_history", {
  id: int8().primaryKey(),
  staff_id: text().notNull(),
  weekday: smallint().notNull(),
  starts_minute: smallint().notNull(),
  ends_minute: smallint().notNull(),
  valid_from: instant().notNull(),
  valid_to: instant(),
});

/** A professional's weekly hours: one row per weekday of a shift. */
export const workingHours = pgTable("working_hours", {
  staff_id: text().notNull(),
  weekday: smallint().notNull(),
  starts_minute: integer().notNull(),
  ends_minute: integer().notNull(),
});

export const openingHours = pgTable("opening_hours", {
  weekday: smallint().primaryKey(),
  opens_minute: integer().notNull(),
  closes_minute: integer().notNull(),
});

/** One row: the settings that are not a list. */
export const salonSettings = pgTable("salon_settings", {
  id: boolean().primaryKey().default(true),
  booking_closed_weekdays: smallint().array().notNull().default([]),
  hours_version: integer().notNull().default(1),
  /** Counts every saved change (the page cache's key). */
  version: int8().notNull().default(1),
  booking_horizon_days: integer().notNull().default(90),
  cancel_notice_hours: integer().notNull().default(24),
  max_future_bookings: integer().notNull().default(3),
  slot_minutes: integer().notNull().default(60),
  booking_version: integer().notNull().default(1),
  /** The business behind the site; null until the owner sets it (the seed's placeholders show). */
  legal_owner: text(),
  legal_nif: text(),
  legal_registry: text(),
  legal_privacy_email: text(),
  legal_version: integer().notNull().default(1),
  /** MS-01: the phone channel offered for reminders (null: none). */
  reminder_channel: text({ enum: phoneChannels }),
  /** MS-05: a paid message's price, in thousandths of a euro. */
  whatsapp_price_millis: integer().notNull().default(0),
  sms_price_millis: integer().notNull().default(0),
  messages_version: integer().notNull().default(1),
  /** MS-01: the timed messages' hours before the appointment, and the owner's texts (null: the product's). */
  confirm_request_hours: integer().default(48),
  reminder_hours: integer().notNull().default(24),
  last_reminder_hours: integer(),
  reminder_text: text(),
  confirm_request_text: text(),
  /** WL-02: one client at a time, each holding a freed time, or all at once. */
  waitlist_mode: text({ enum: waitlistModes }).notNull().default("one"),
  waitlist_hold_minutes: integer().notNull().default(15),
  /** CH-14: the owner's answers to everyday questions (null: not answered). */
  faq_parking: text(),
  faq_payment: text(),
  faq_children: text(),
  faq_pets: text(),
  faq_accessibility: text(),
  faq_version: integer().notNull().default(1),
  /** RV-03: the salon's Google profile, where 4–5★ reviewers are invited (null: not set). */
  google_reviews_url: text(),
  reviews_version: integer().notNull().default(1),
  /** CN-01: the owner's hero and 'Nosotros' (null: the seed's), and the gallery as one form. */
  hero_headline: text(),
  hero_text: text(),
  hero_photo: text(),
  hero_alt: text(),
  about_text: text(),
  about_photo: text(),
  about_alt: text(),
  content_version: integer().notNull().default(1),
  gallery: jsonb().$type<{ items: GalleryItem[] }>(),
  gallery_version: integer().notNull().default(1),
});

/** CN-01: a photo the owner uploaded; its AVIF and WebP widths are in `media` as <name>-<width>.<format>. */
export const contentPhotos = pgTable("content_photos", {
  name: text().primaryKey(),
  width: integer().notNull(),
  height: integer().notNull(),
  widths: integer().array().notNull(),
  created_at: instant().notNull().defaultNow(),
});

/**
 * The owner's one-form sections of `salon_settings` (Ajustes → 'Reservas online', 'Datos legales',
 * 'Mensajes'): each field of the form (src/domain/settings/schemas.ts, src/lib/settings/model.ts) and
 * the column that keeps it, and the column counting the section's saves (OW-06). The repository reads
 * and writes a section from this map alone: a field added to a section is its column above and its
 * line here.
 */
export const settingSections = {
  booking: {
    version: "booking_version",
    fields: {
      horizonDays: "booking_horizon_days",
      cancelNoticeHours: "cancel_notice_hours",
      maxFutureBookingsPerContact: "max_future_bookings",
      slotMinutes: "slot_minutes",
    },
  },
  legal: {
    version: "legal_version",
    fields: { owner: "legal_owner", nif: "legal_nif", registry: "legal_registry", privacyEmail: "legal_privacy_email" },
  },
  faq: {
    version: "faq_version",
    fields: {
      parking: "faq_parking",
      payment: "faq_payment",
      children: "faq_children",
      pets: "faq_pets",
      accessibility: "faq_accessibility",
    },
  },
  content: {
    version: "content_version",
    fields: {
      heroHeadline: "hero_headline",
      heroText: "hero_text",
      heroPhoto: "hero_photo",
      heroAlt: "hero_alt",
      aboutText: "about_text",
      aboutPhoto: "about_photo",
      aboutAlt: "about_alt",
    },
  },
  reviews: {
    version: "reviews_version",
    fields: { googleUrl: "google_reviews_url" },
  },
  messages: {
    version: "messages_version",
    fields: {
      offered: "reminder_channel",
      whatsappMillis: "whatsapp_price_millis",
      smsMillis: "sms_price_millis",
      confirmRequestHours: "confirm_request_hours",
      reminderHours: "reminder_hours",
      lastReminderHours: "last_reminder_hours",
      reminderText: "reminder_text",
      confirmRequestText: "confirm_request_text",
      waitlistMode: "waitlist_mode",
      waitlistHoldMinutes: "waitlist_hold_minutes",
    },
  },
} as const satisfies Record<
  string,
  { version: keyof typeof salonSettings.$inferSelect; fields: Record<string, keyof typeof salonSettings.$inferSelect> }
>;

/** Photos the salon uploads, served from the database. */
export const media = pgTable("media", {
  name: text().primaryKey(),
  content_type: text().notNull().default("image/webp"),
  bytes: bytea().notNull(),
  created_at: instant().notNull().defaultNow(),
});

export type ServiceRow = typeof services.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type SalonSettingsRow = typeof salonSettings.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type ContentPhotoRow = Pick<typeof contentPhotos.$inferSelect, "name" | "width" | "height" | "widths">;
