/**
 * Staff accounts through the site's one API client (AC-01..AC-05): the session, the single-use links,
 * one's own account, and the owner's people, sessions and audit log (signing in is the door's:
 * src/app/staff-door/door.ts). A refusal throws ApiError with the server's Spanish message and fields.
 */
import { startRegistration } from "@simplewebauthn/browser";
import type { AuditQuery, InviteBody, PersonUpdateBody } from "@/domain/staff/schemas";
import { api, expectOk, TIME_LIMITS, within } from "@/lib/api-client";

const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const staff = api.staff;
const limit = () => within(TIME_LIMITS.staffMs);

export const accountsApi = {
  session: () => expectOk(staff.session.$get({}, limit()), FALLBACK),
  signOut: () => expectOk(staff.session.$delete({}, limit()), FALLBACK),
  checkLink: (token: string) => expectOk(staff.links.check.$post({ json: { token } }, limit()), FALLBACK),
  acceptLink: (token: string, password: string) =>
    expectOk(staff.links.accept.$post({ json: { token, password } }, limit()), FALLBACK),
  account: () => expectOk(staff.account.$get({}, limit()), FALLBACK),
  async addPasskey(label: string) {
    const optionsJSON = await expectOk(staff.account.passkeys.options.$post({ json: {} }, limit()), FALLBACK);
    const response = await startRegistration({ optionsJSON: optionsJSON as never });
    return expectOk(
      staff.account.passkeys.$post({ json: { ...(response as object), label } as never }, limit()),
      FALLBACK,
    );
  },
  removePasskey: (id: string) => expectOk(staff.account.passkeys[":id"].$delete({ param: { id } }, limit()), FALLBACK),
  endMySession: (id: string) => expectOk(staff.account.sessions[":id"].$delete({ param: { id } }, limit()), FALLBACK),
  people: () => expectOk(staff.people.$get({}, limit()), FALLBACK),
  invite: (body: InviteBody) => expectOk(staff.people.$post({ json: body }, limit()), FALLBACK),
  updatePerson: (id: string, body: PersonUpdateBody) =>
    expectOk(staff.people[":id"].$put({ param: { id }, json: body }, limit()), FALLBACK),
  sendLink: (id: string) => expectOk(staff.people[":id"].link.$post({ param: { id }, json: {} }, limit()), FALLBACK),
  sessions: () => expectOk(staff.sessions.$get({}, limit()), FALLBACK),
  endSession: (id: string) => expectOk(staff.sessions[":id"].$delete({ param: { id } }, limit()), FALLBACK),
  audit: (query: AuditQuery) => expectOk(staff.audit.$get({ query }, limit()), FALLBACK),
};
