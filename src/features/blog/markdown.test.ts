import { expect, test } from "vitest";
import { parseMarkdown } from "./markdown";

test("BL-03 the article reader understands headings, lists, paragraphs and bold", () => {
  const blocks = parseMarkdown(`
Intro **fuerte** y normal.

## Título

- uno
- dos
1. primero
2. segundo

### Sub
Final.
`);
  expect(blocks).toEqual([
    {
      type: "p",
      content: [
        { text: "Intro ", strong: false },
        { text: "fuerte", strong: true },
        { text: " y normal.", strong: false },
      ],
    },
    { type: "h2", text: "Título" },
    { type: "ul", items: [[{ text: "uno", strong: false }], [{ text: "dos", strong: false }]] },
    { type: "ol", items: [[{ text: "primero", strong: false }], [{ text: "segundo", strong: false }]] },
    { type: "h3", text: "Sub" },
    { type: "p", content: [{ text: "Final.", strong: false }] },
  ]);
});
