/**
 * `/gestion/ajustes` calls (OW-03): the settings forms' saves through the
 * site's one API client. `dryRun` asks what a change would touch and stores
 * nothing; a refusal throws ApiError with the server's Spanish message,
 * per-field messages, and on 409 the current settings or the appointments
 * in the way (`error.body`).
 */
import type {
  BookingPolicyInput,
  ClosureInput,
  HoursInput,
  FaqInput,
  LegalInput,
  MessageSettingsInput,
  ServiceInput,
  TeamMemberInput,
} from "@/domain/settings/schemas";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";
import type { GiftProductInput } from "@/domain/gifts/schemas";

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const settings = api.staff.settings;
const limit = () => within(TIME_LIMITS.staffMs);
const query = (dryRun: boolean) => (dryRun ? { dryRun: "1" as const } : {});

export const settingsApi = {
  current: () => expectOk(api.settings.$get({}, limit()), FALLBACK),
  /** PY-04: the bonos and gift cards the salon sells. */
  gifts: () => expectOk(settings.gifts.$get({}, limit()), FALLBACK),
  addGift: (body: GiftProductInput) => expectOk(settings.gifts.$post({ json: body }, limit()), FALLBACK),
  /** PY-12: a product changed — withdrawn from sale, or on sale again. */
  saveGift: (id: string, body: GiftProductInput & { version: number }) =>
    expectOk(settings.gifts[":id{[a-z0-9-]{1,40}}"].$put({ param: { id }, json: body }, limit()), FALLBACK),
  addService: (body: ServiceInput, dryRun = false) =>
    expectOk(settings.services.$post({ json: body, query: query(dryRun) }, limit()), FALLBACK),
  saveService: (id: string, body: ServiceInput & { version: number }, dryRun = false) =>
    expectOk(settings.services[":id"].$put({ param: { id }, json: body, query: query(dryRun) }, limit()), FALLBACK),
  saveHours: (body: HoursInput, dryRun = false) =>
    expectOk(settings.hours.$put({ json: body, query: query(dryRun) }, limit()), FALLBACK),
  saveBooking: (body: BookingPolicyInput) => expectOk(settings.booking.$put({ json: body }, limit()), FALLBACK),
  saveLegal: (body: LegalInput) => expectOk(settings.legal.$put({ json: body }, limit()), FALLBACK),
  saveFaq: (body: FaqInput) => expectOk(settings.faq.$put({ json: body }, limit()), FALLBACK),
  saveMessageSettings: (body: MessageSettingsInput) =>
    expectOk(settings.messages.$put({ json: body }, limit()), FALLBACK),
  messageUsage: (month?: string) =>
    expectOk(settings.messages.usage.$get({ query: month ? { month } : {} }, limit()), FALLBACK),
  addClosure: (body: ClosureInput, dryRun = false) =>
    expectOk(settings.closures.$post({ json: body, query: query(dryRun) }, limit()), FALLBACK),
  deleteClosure: (id: number) =>
    expectOk(settings.closures[":id"].$delete({ param: { id: String(id) } }, limit()), FALLBACK),
  addTeamMember: (body: TeamMemberInput, dryRun = false) =>
    expectOk(settings.team.$post({ json: body, query: query(dryRun) }, limit()), FALLBACK),
  saveTeamMember: (id: string, body: TeamMemberInput & { version: number }, dryRun = false) =>
    expectOk(settings.team[":id"].$put({ param: { id }, json: body, query: query(dryRun) }, limit()), FALLBACK),
  timeOff: () => expectOk(settings["time-off"].$get({}, limit()), FALLBACK),
  /** The photo as the phone took it; the server crops and converts it (OW-01). */
  uploadPhoto: (id: string, version: number, file: Blob) =>
    expectOk(
      settings.team[":id"].photo.$post(
        { param: { id }, query: { version: String(version) } },
        {
          init: { ...limit().init, body: file, headers: { "Content-Type": file.type || "image/jpeg" } },
        },
      ),
      FALLBACK,
    ),
};

export type SettingsSaved = Awaited<ReturnType<typeof settingsApi.saveHours>>;
