/** @vitest-environment jsdom */
import { expect, test } from "vitest";
import { assertRootElement, ROOT_ELEMENT_ERROR } from "./root-element";

test("RT-06 an island fails to start with 'Failed to find root element' when its container is missing", () => {
  expect(ROOT_ELEMENT_ERROR).toBe("Failed to find root element");
  document.body.innerHTML = "<main></main>";
  expect(() => assertRootElement(document.querySelector("astro-island"))).toThrow(ROOT_ELEMENT_ERROR);
  // Removed from the page before its code arrived.
  const detached = document.createElement("astro-island");
  expect(() => assertRootElement(detached)).toThrow(ROOT_ELEMENT_ERROR);
  document.body.innerHTML = "<astro-island></astro-island>";
  const island = document.querySelector("astro-island");
  expect(assertRootElement(island)).toBe(island);
});
