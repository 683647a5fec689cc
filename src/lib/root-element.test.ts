/** @vitest-environment jsdom */
import { expect, test } from "vitest";
import { assertRootElement, ROOT_ELEMENT_ERROR } from "./root-element";

test("RT-06 start-up fails with 'Failed to find root element' when the app element is missing", () => {
  document.body.innerHTML = "<main></main>";
  expect(() => assertRootElement(document)).toThrow(ROOT_ELEMENT_ERROR);
  expect(ROOT_ELEMENT_ERROR).toBe("Failed to find root element");
  document.body.innerHTML = '<div id="app"></div>';
  expect(assertRootElement(document)).toBe(document);
});
