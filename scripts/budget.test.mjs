import { expect, test } from "vitest";
import { missedTargets } from "./budget.mjs";

const perfect = { scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }, cls: 0, tbt: 0 };

test("PF-02 SP-01 the budget check passes when every target is met and names each miss", () => {
  const ok = {
    js: [
      { route: "/", jsBytes: 4 * 1024, afterBookingBytes: 80 * 1024 },
      { route: "/blog", jsBytes: 0 },
      { route: "/gestion", jsBytes: 20 * 1024 },
    ],
    lighthouse: [{ formFactor: "mobile", route: "/", ...perfect, tbt: 20 }],
  };
  expect(missedTargets(ok)).toEqual([]);
  const bad = {
    js: [
      { route: "/", jsBytes: 12 * 1024, afterBookingBytes: 100 * 1024 },
      { route: "/privacidad", jsBytes: 512 },
      { route: "/gestion", jsBytes: 130 * 1024 },
    ],
    lighthouse: [
      {
        formFactor: "mobile",
        route: "/blog",
        ...perfect,
        scores: { ...perfect.scores, performance: 97 },
        cls: 0.01,
        tbt: 120,
      },
    ],
  };
  expect(missedTargets(bad)).toEqual([
    "/ requests 12.0 kB of JavaScript > 10.0 kB",
    "/ after scrolling to #reservas 100.0 kB > 95.0 kB",
    "/privacidad requests 0.5 kB of JavaScript > 0.0 kB",
    "/gestion requests 130.0 kB of JavaScript > 60.0 kB",
    "mobile /blog performance 97 < 98",
    "mobile /blog TBT 120 ms > 50 ms",
    "mobile /blog CLS 0.01 > 0",
  ]);
});

test("CN-05 the budget judges mobile LCP on / and /blog/3 (≤ 1.2 s), not on other routes or desktop", () => {
  const run = (formFactor, route, lcp) => ({ formFactor, route, ...perfect, lcp });
  expect(
    missedTargets({
      js: [],
      lighthouse: [
        run("mobile", "/", 1180),
        run("mobile", "/blog/3", 1250),
        run("mobile", "/blog", 1900),
        run("desktop", "/", 1300),
      ],
    }),
  ).toEqual(["mobile /blog/3 LCP 1250 ms > 1200 ms"]);
});

test("the API targets name each miss", async () => {
  const { missedApiTargets } = await import("./bench-api.mjs");
  const run = (rps, ok, p99) => ({ requestsPerSecond: rps, okPerSecond: ok, p50: 1, p99, statuses: {} });
  const good = {
    results: [
      {
        engine: "postgres",
        availability: run(900, 900, 20),
        availabilityAtTarget: run(500, 500, 20),
        bookings: run(400, 390, 60),
        bookingsAtTarget: run(300, 295, 40),
        coldStartMs: 300,
        memory: { rssMb: 200 },
      },
      {
        engine: "pglite",
        availability: run(800, 800, 20),
        availabilityAtTarget: null,
        bookings: run(200, 190, 100),
        bookingsAtTarget: run(150, 148, 400),
        coldStartMs: 900,
        memory: { rssMb: 400 },
      },
    ],
  };
  expect(missedApiTargets(good)).toEqual([]);
  const [pgRun, liteRun] = good.results;
  const bad = {
    results: [
      { ...pgRun, bookings: run(250, 240, 90), bookingsAtTarget: run(300, 290, 70) },
      { ...liteRun, coldStartMs: 2500, memory: { rssMb: 500 } },
    ],
  };
  expect(missedApiTargets(bad)).toEqual([
    "postgres bookings 240/s < 300/s",
    "postgres bookings p99 70 ms ≥ 50 ms",
    "pglite cold start 2500 ms ≥ 2000 ms",
    "pglite RSS 500 MB ≥ 450 MB",
  ]);
});
