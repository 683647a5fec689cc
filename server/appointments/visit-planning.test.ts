import { describe, expect, test } from "vitest";
import { type StaffDay, visitAssignments, visitWindows } from "./staff-availability";

const TZ = "Europe/Madrid";
const at = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00+01:00`).getTime();
const person = (id: string, busy: [string, string][] = [], shift: [number, number] = [540, 1200]): StaffDay => ({
  id,
  shifts: [{ start: shift[0], end: shift[1] }],
  busy: busy.map(([from, to]) => ({ start: at(from), end: at(to) })),
});
const corte = { minutes: 60, bufferMinutes: 0 };
const facial = { minutes: 90, bufferMinutes: 15 };
const manicura = { minutes: 75, bufferMinutes: 15 };

describe("a visit of several services (SS-02)", () => {
  test("SS-02 the parts follow each other: each starts where the one before ends", () => {
    const w = visitWindows("2026-12-02", "10:00", [corte, facial, manicura], TZ);
    expect(w.map((x) => x.time)).toEqual(["10:00", "11:00", "12:30"]);
    expect(w[1]?.blockedUntil).toBe(at("12:45"));
  });

  test("SS-02 one professional per part, free and on shift for it; none when a part fits nobody", () => {
    const lucia = person("lucia");
    const sofia = person("sofia", [["11:00", "11:30"]]);
    const elena = person("elena");
    expect(visitAssignments("2026-12-02", "10:00", [corte, manicura], [[lucia], [sofia, elena]], TZ)).toEqual([
      ["lucia", "elena"],
    ]);
    expect(visitAssignments("2026-12-02", "10:00", [corte, manicura], [[lucia], [sofia]], TZ)).toEqual([]);
    // A chosen professional is the only candidate for that part.
    expect(
      visitAssignments(
        "2026-12-02",
        "10:00",
        [corte, { ...manicura, staffId: "sofia" }],
        [[lucia], [sofia, elena]],
        TZ,
      ),
    ).toEqual([]);
    // Off shift for the second part: not offered.
    const morning = person("elena", [], [540, 660]);
    expect(visitAssignments("2026-12-02", "10:00", [corte, manicura], [[lucia], [morning]], TZ)).toEqual([]);
  });

  test("AP-03 her clean-up never blocks her own next service: facial then haircut with one professional fits, cleaned up after the haircut", () => {
    const marta = person("marta");
    expect(visitAssignments("2026-12-02", "10:00", [facial, corte], [[marta], [marta]], TZ)).toEqual([
      ["marta", "marta"],
    ]);
    const w = visitWindows("2026-12-02", "10:00", [facial, manicura], TZ, ["marta", "marta"]);
    // No clean-up between her two services; the last one's follows it.
    expect(w.map((x) => [x.end, x.blockedUntil])).toEqual([
      [at("11:30"), at("11:30")],
      [at("12:45"), at("13:00")],
    ]);
    // Her day must still have room for both and the last clean-up: busy at 12:50, the pair does not fit.
    const busyAfter = person("marta", [["12:50", "13:30"]]);
    expect(visitAssignments("2026-12-02", "10:00", [facial, manicura], [[busyAfter], [busyAfter]], TZ)).toEqual([]);
    // Another professional's clean-up still stands between her service and someone else's.
    const elena = person("elena", [["11:30", "12:00"]]);
    expect(visitAssignments("2026-12-02", "10:00", [facial, corte], [[marta], [elena]], TZ)).toEqual([]);
  });

  test("SS-02 one professional's two parts with another's between them keep her clean-up before her second", () => {
    const marta = person("marta");
    const lucia = person("lucia");
    const short = { minutes: 10, bufferMinutes: 0 };
    // Facial 10:00–11:30 (+15), a 10-minute service by Lucía, then Marta again at 11:40: her clean-up runs to 11:45.
    expect(visitAssignments("2026-12-02", "10:00", [facial, short, corte], [[marta], [lucia], [marta]], TZ)).toEqual(
      [],
    );
  });
});
