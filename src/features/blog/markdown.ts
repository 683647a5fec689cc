/**
 * A deliberately small Markdown reader for the article bodies we write
 * ourselves: ## / ### headings, "-" and "1." lists, paragraphs and **bold**.
 * Runs at build time in the article loader.
 */

export type Inline = { text: string; strong: boolean };
export type Block =
  { type: "h2" | "h3"; text: string } | { type: "p"; content: Inline[] } | { type: "ul" | "ol"; items: Inline[][] };

export function parseInline(text: string): Inline[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("**") && part.endsWith("**")
        ? { text: part.slice(2, -2), strong: true }
        : { text: part, strong: false },
    );
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let list: { type: "ul" | "ol"; items: Inline[][] } | null = null;
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    const bullet = /^-\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const type = bullet ? "ul" : "ol";
      if (!list || list.type !== type) {
        list = { type, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item[1] ?? ""));
      continue;
    }
    list = null;
    if (line === "") continue;
    if (line.startsWith("### ")) blocks.push({ type: "h3", text: line.slice(4) });
    else if (line.startsWith("## ")) blocks.push({ type: "h2", text: line.slice(3) });
    else blocks.push({ type: "p", content: parseInline(line) });
  }
  return blocks;
}

export function wordCount(source: string): number {
  return source.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}
