/**
 * The settings an empty database starts with (OW-01), and the settings of a
 * static-only build: read from `src/content/`, which stays their one source.
 */
import { bookingClosedWeekdays, bookingPolicySeed } from "@/content/booking";
import { bookingServices, serviceCards } from "@/content/services";
import { site, type Weekday } from "@/content/site";
import { team } from "@/content/team";
import type { SalonSettings, ServiceSetting } from "./model";

function seedServices(): ServiceSetting[] {
  return bookingServices.map((s, position) => {
    const card = serviceCards.find((c) => c.serviceId === s.id);
    if (!card) throw new Error(`src/content/services.ts: no card for service ${s.id}`);
    return {
      id: s.id,
      name: s.name,
      title: card.title,
      description: card.description,
      features: card.features,
      icon: card.icon,
      minutes: s.minutes,
      bufferMinutes: s.bufferMinutes,
      price: s.price,
      active: true,
      position,
      chatWords: [],
      deposit: { kind: "none", amount: 0, feeNoticeHours: 24 },
      version: 1,
    };
  });
}

export const seedSettings: SalonSettings = {
  version: 0,
  services: seedServices(),
  hours: site.hours.flatMap((h) => h.days.map((weekday: Weekday) => ({ weekday, opens: h.opens, closes: h.closes }))),
  bookingClosedWeekdays: [...bookingClosedWeekdays],
  hoursVersion: 1,
  closures: [],
  team: team.map((p, position) => ({
    id: p.id,
    name: p.name,
    role: p.role,
    photo: null,
    bio: null,
    services: [...p.services],
    shifts: p.shifts,
    active: true,
    position,
    version: 1,
  })),
  booking: { ...bookingPolicySeed, version: 1, fixedByServer: [] },
  legal: { ...site.legal, placeholders: ["owner", "nif", "registry", "privacyEmail"], version: 1 },
  // MS-06: no phone channel until a provider is configured and the owner chooses it; prices unknown
  // until she copies them from her provider's price list.
  messages: {
    offered: null,
    providers: [],
    whatsappMillis: 0,
    smsMillis: 0,
    confirmRequestHours: 48,
    reminderHours: 24,
    lastReminderHours: null,
    reminderText: null,
    confirmRequestText: null,
    waitlistMode: "one",
    waitlistHoldMinutes: 15,
    version: 1,
  },
  faq: { parking: null, payment: null, children: null, pets: null, accessibility: null, version: 1 },
  payments: { online: false },
  giftsOnSale: false,
  reviews: { googleUrl: null, version: 1 },
  content: {
    heroHeadline: null,
    heroText: null,
    heroPhoto: null,
    heroAlt: null,
    aboutText: null,
    aboutPhoto: null,
    aboutAlt: null,
    version: 1,
  },
  gallery: { items: null, version: 1 },
  photos: {},
};
