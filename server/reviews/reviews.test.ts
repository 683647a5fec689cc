/**
 * RV-01 … RV-04 on the server, on the test clock: a visit marked 'Realizada' gets one invitation the
 * next day at 11:00 by her channel; her review (stars, text, consent) is stored once per appointment
 * within 30 days; what the home page shows; the owner's reply and hiding (audited); her erasure.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  bookingBody,
  createTestDatabase,
  mailsSentAt,
  postBooking,
  signIn,
  staffTestApp,
  type TestDb,
} from "../test/harness";
import { publicReviews } from "./service";
import { signToken } from "../appointments";

/** The test app's secret (server/test/harness.ts). */
const SECRET = "test-secret-test-secret-test-secret-000";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let owner: Awaited<ReturnType<typeof staffTestApp>>["person"];
let now = new Date("2026-11-24T07:00:00Z");

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, person: owner } = await staffTestApp(t.db, {}, () => now));
}, 60_000);
afterAll(async () => {
  await t?.drop();
});

/** A request as a visitor, or as the owner (signed in on the test clock's day). */
const json = async (method: string, path: string, body?: unknown, staff = false) =>
  app.request(`http://localhost/api${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Host: "localhost",
      ...(staff ? { Cookie: await signIn(app, owner) } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** Books `time` on 24 November for `name`, marks it 'Realizada' at 14:30; its id and her email. */
async function visitDone(name: string, time: string, extra: Record<string, unknown> = {}) {
  now = new Date("2026-11-24T07:00:00Z");
  const body = bookingBody({ name, time, ...extra });
  const res = await postBooking(app, body);
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  now = new Date("2026-11-24T13:30:00Z");
  const marked = await json("POST", `/staff/appointments/${id}/status`, { status: "completed" }, true);
  expect(marked.status, await marked.clone().text()).toBe(200);
  return { id, email: body.email as string };
}

const invitations = async (at: Date) =>
  (await mailsSentAt(t.db, at)).filter((m) => m.subject.startsWith("¿Qué tal tu visita"));
const tokenOf = (text: string) => /\/resena\?estrellas=5#([^\s]+)/.exec(text)?.[1] ?? "";

describe("RV verified reviews", () => {
  let token = "";
  let lucia = "";

  test("RV-01 a visit marked 'Realizada' gets one invitation the next day at 11:00, five stars as links, none before", async () => {
    const { id, email } = await visitDone("Lucía Fernández Gil", "09:00");
    lucia = id;
    expect(await invitations(new Date("2026-11-25T09:59:00Z"))).toHaveLength(0);
    const sent = await invitations(new Date("2026-11-25T10:00:00Z"));
    expect(sent.map((m) => m.to)).toEqual([email]);
    const mail = sent[0];
    expect(mail?.text).toContain("Hola, Lucía:");
    expect(mail?.text).toContain("Corte y Peinado");
    for (const n of [1, 2, 3, 4, 5]) expect(mail?.html).toContain(`/resena?estrellas=${n}#`);
    expect(mail?.html).toContain('aria-label="5 de 5 estrellas"');
    token = tokenOf(mail?.text ?? "");
    expect(token).toMatch(new RegExp(`^${id}\\.`));
    // Once: a correction (no-show, then 'Realizada' again) does not invite her twice.
    now = new Date("2026-11-25T12:00:00Z");
    await json("POST", `/staff/appointments/${id}/status`, { status: "no_show" }, true);
    await json("POST", `/staff/appointments/${id}/status`, { status: "completed" }, true);
    expect(await invitations(new Date("2026-11-26T10:00:00Z"))).toHaveLength(0);
  });

  test("RV-01 an invitation for a mark undone before it is sent is dropped; a forged link finds nothing", async () => {
    const { id } = await visitDone("Marta Ruiz", "10:00");
    now = new Date("2026-11-24T13:31:00Z");
    const undone = await json("POST", `/staff/appointments/${id}/status`, { status: "no_show" }, true);
    expect(undone.status).toBe(200);
    expect(await invitations(new Date("2026-11-25T10:00:00Z"))).toHaveLength(0);
    // A visit not done cannot be reviewed, even with a rightly signed link.
    const signed = await json("POST", "/reviews/open", { token: signToken(SECRET, "review", id) });
    expect(signed.status).toBe(404);
    expect(
      (await json("POST", "/reviews", { token: signToken(SECRET, "review", id), rating: 5, publish: true })).status,
    ).toBe(404);
    const forged = await json("POST", "/reviews/open", { token: `${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { message: string }).message).toBe(
      "No encontramos esa invitación. Revisa el enlace del mensaje.",
    );
  });

  test("RV-01 one tap stores her stars; bad input is a Spanish 400 that stores nothing; she may change it", async () => {
    now = new Date("2026-11-25T10:05:00Z");
    const opened = await json("POST", "/reviews/open", { token });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      firstName: "Lucía",
      serviceName: "Corte y Peinado",
      visitedOn: "2026-11-24",
      review: null,
      open: true,
      author: "Lucía F.",
    });
    for (const [bad, field, message] of [
      [{ token, rating: 0, publish: false }, "rating", "Elige de 1 a 5 estrellas."],
      [{ token, rating: 4.5, publish: false }, "rating", "Elige de 1 a 5 estrellas."],
      [{ token, rating: 5, publish: "sí" }, "publish", "Di si podemos publicar tu opinión."],
      [{ token, rating: 5, publish: true, body: "x".repeat(1001) }, "body", "Como mucho 1.000 caracteres."],
    ] as const) {
      const res = await json("POST", "/reviews", bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect((await publicReviews(t.db)).count).toBe(0);
    expect((await json("POST", "/reviews", { token, rating: 3, publish: false })).status).toBe(200);
    expect((await publicReviews(t.db)).count).toBe(0);
    const changed = await json("POST", "/reviews", {
      token,
      rating: 5,
      publish: true,
      body: "  Me encantó el corte y el trato.  ",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ rating: 5, publish: true, googleUrl: null });
    const shown = await publicReviews(t.db);
    expect(shown).toMatchObject({ count: 1, average: 5 });
    expect(shown.latest[0]).toMatchObject({
      author: "Lucía F.",
      serviceName: "Corte y Peinado",
      visitedOn: "2026-11-24",
      body: "Me encantó el corte y el trato.",
      rating: 5,
    });
  });

  test("RV-02 RV-03 published only with her consent; the Google link only for 4–5★ once the owner set it; count and average", async () => {
    const setGoogle = async (googleUrl: string) => {
      const settings = (await (await json("GET", "/settings")).json()) as { reviews: { version: number } };
      return json("PUT", "/staff/settings/reviews", { googleUrl, version: settings.reviews.version }, true);
    };
    const wrong = await setGoogle("google.com/x");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: { googleUrl: string } }).fields.googleUrl).toMatch(/^Pega un enlace/);
    expect((await setGoogle("https://g.page/r/aurora/review")).status).toBe(201);

    const quiet = await visitDone("Ana Gómez", "11:00");
    const loud = await visitDone("Pilar de la Fuente", "12:00");
    const sent = await invitations(new Date("2026-11-25T10:00:00Z"));
    const tokenFor = (email: string) => tokenOf(sent.find((m) => m.to === email)?.text ?? "");
    now = new Date("2026-11-26T09:00:00Z");
    const noConsent = await json("POST", "/reviews", { token: tokenFor(quiet.email), rating: 4, publish: false });
    expect(await noConsent.json()).toEqual({ rating: 4, publish: false, googleUrl: "https://g.page/r/aurora/review" });
    const low = await json("POST", "/reviews", {
      token: tokenFor(loud.email),
      rating: 2,
      publish: true,
      body: "Esperé.",
    });
    expect(await low.json()).toEqual({ rating: 2, publish: true, googleUrl: null });
    const shown = await publicReviews(t.db);
    expect(shown.count).toBe(2);
    expect(shown.average).toBeCloseTo(3.5);
    expect(shown.latest.map((r) => r.author).sort()).toEqual(["Lucía F.", "Pilar F."]);
  });

  test("RV-02 the owner replies (then she can no longer change it) and hides one only with a reason, audited", async () => {
    const list = await json("GET", "/staff/reviews", undefined, true);
    expect(list.status).toBe(200);
    const { reviews } = (await list.json()) as { reviews: { id: string; author: string }[] };
    expect(reviews).toHaveLength(3);
    const pilar = reviews.find((r) => r.author === "Pilar F.")?.id ?? "";

    const replied = await json(
      "PUT",
      `/staff/reviews/${lucia}/reply`,
      { reply: "¡Gracias, Lucía! Te esperamos." },
      true,
    );
    expect(replied.status).toBe(200);
    expect((await publicReviews(t.db)).latest.find((r) => r.id === lucia)?.reply).toBe(
      "¡Gracias, Lucía! Te esperamos.",
    );
    const late = await json("POST", "/reviews", { token, rating: 1, publish: true });
    expect(late.status).toBe(409);

    const noReason = await json("POST", `/staff/reviews/${pilar}/hide`, { reason: " " }, true);
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { fields: { reason: string } }).fields.reason).toMatch(/^Di por qué la ocultas/);
    const hidden = await json(
      "POST",
      `/staff/reviews/${pilar}/hide`,
      { reason: "Habla de otra clienta por su nombre" },
      true,
    );
    expect(hidden.status).toBe(200);
    const shown = await publicReviews(t.db);
    expect(shown).toMatchObject({ count: 1, average: 5 });
    const audit = await t.db.query<{ entity: string; after: { hidden_reason?: string; reply?: string } }>(
      "SELECT entity, after FROM audit_log WHERE entity = 'reviews' ORDER BY id",
    );
    expect(audit.map((a) => a.after)).toEqual([
      { reply: "¡Gracias, Lucía! Te esperamos.", replied_at: expect.any(String) },
      { hidden_reason: "Habla de otra clienta por su nombre", hidden_at: expect.any(String) },
    ]);
    // A receptionist cannot.
    const desk = await staffTestApp(t.db, {}, () => now, "reception");
    const refused = await desk.app.request(`http://localhost/api/staff/reviews/${lucia}/hide`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: "localhost", Cookie: desk.cookie },
      body: JSON.stringify({ reason: "No me gusta" }),
    });
    expect(refused.status).toBe(403);
  });

  test("RV-01 within 30 days of the visit only; a visit not done cannot be reviewed", async () => {
    const { email } = await visitDone("Rosa Prieto", "13:00");
    const sent = await invitations(new Date("2026-11-25T10:00:00Z"));
    const rosa = tokenOf(sent.find((m) => m.to === email)?.text ?? "");
    now = new Date("2026-12-24T12:01:00Z");
    const closed = await json("POST", "/reviews", { token: rosa, rating: 5, publish: true });
    expect(closed.status).toBe(410);
    expect(((await closed.json()) as { message: string }).message).toMatch(/durante los 30 días siguientes/);
    expect((await json("POST", "/reviews/open", { token: rosa })).status).toBe(410);
    // Nor is an invitation sent after the 30 days.
    expect(await invitations(new Date("2026-12-25T10:00:00Z"))).toHaveLength(0);
  });

  test("RV-01 one review per appointment: twenty taps at once store one review (the primary key decides)", async () => {
    const { email } = await visitDone("Julia Sanz", "14:00");
    const sent = await invitations(new Date("2026-11-25T10:00:00Z"));
    const julia = tokenOf(sent.find((m) => m.to === email)?.text ?? "");
    now = new Date("2026-11-25T11:00:00Z");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        json("POST", "/reviews", { token: julia, rating: (i % 5) + 1, publish: false }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE b.client_email = $1",
      [email],
    );
    expect(n).toBe(1);
  });

  test("RV-01 her erasure takes her review with it", async () => {
    await t.db.query("UPDATE bookings SET client_name = NULL, anonymised_at = $2 WHERE id = $1", [lucia, now]);
    expect((await publicReviews(t.db)).count).toBe(0);
    expect((await json("POST", "/reviews/open", { token })).status).toBe(404);
  });
});
