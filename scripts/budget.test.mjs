import { expect, test } from "vitest";
import { missedTargets } from "./budget.mjs";

const perfect = { scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }, cls: 0 };

test("the budget check passes when every target is met and names each miss", () => {
  const ok = {
    assets: [{ route: "/", js: { gzip: 100 * 1024 } }],
    lighthouse: [{ formFactor: "mobile", route: "/", ...perfect }],
  };
  expect(missedTargets(ok)).toEqual([]);
  const bad = {
    assets: [{ route: "/", js: { gzip: 120 * 1024 } }],
    lighthouse: [
      { formFactor: "mobile", route: "/blog", ...perfect, scores: { ...perfect.scores, performance: 97 }, cls: 0.01 },
    ],
  };
  expect(missedTargets(bad)).toEqual([
    "home initial JS 120.0 kB gzip > 110 kB",
    "mobile /blog performance 97 < 98",
    "mobile /blog CLS 0.01 > 0",
  ]);
});
