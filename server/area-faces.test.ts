/**
 * The areas' lint (#41, ADR 028; eslint-rules/area-faces.js) on a server of its own made in a temporary
 * folder: a deep import is refused, two areas importing each other are refused, infrastructure may
 * import an area's types only, and a folder added later is an area without any list being edited.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, test } from "vitest";
import areas from "../eslint-rules/area-faces.js";

const root = mkdtempSync(join(tmpdir(), "areas-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

async function problems(path: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        plugins: { areas },
        rules: { "areas/area-faces": "error" },
      },
    ],
  });
  const [result] = await eslint.lintFiles([join(root, path)]);
  return (result?.messages ?? []).map((m) => m.message);
}

describe("one face per area (#41)", () => {
  write({
    "server/db/client.ts": "export const db = 1;\n",
    "server/http/context.ts": 'import type { Store } from "../settings/store";\nexport type Deps = { s: Store };\n',
    "server/http/runtime.ts": 'import { store } from "../settings/store";\nexport const s = store;\n',
    "server/settings/index.ts": 'export { store, type Store } from "./store";\n',
    "server/settings/store.ts": "export type Store = number;\nexport const store = 1;\n",
    "server/booking/index.ts": 'export { book } from "./service";\n',
    "server/booking/service.ts": 'import { store } from "../settings";\nexport const book = store;\n',
    "server/booking/deep.ts": 'import { store } from "../settings/store";\nexport const deep = store;\n',
    "server/gifts/index.ts": 'import { book } from "../booking";\nexport const gift = book;\n',
    "server/app.ts":
      'import { book } from "./booking";\nimport { gift } from "./gifts";\nexport const app = [book, gift];\n',
  });

  test("an area is imported through its face; a deep import is refused", async () => {
    expect(await problems("server/booking/service.ts")).toEqual([]);
    expect(await problems("server/booking/deep.ts")).toEqual([
      "Import the settings area through its face ('../settings'), not '../settings/store'.",
    ]);
    expect(await problems("server/app.ts")).toEqual([]);
  });

  test("infrastructure names an area's types where they are declared, and nothing more", async () => {
    expect(await problems("server/http/context.ts")).toEqual([]);
    expect(await problems("server/http/runtime.ts")).toEqual([
      "Import the settings area through its face ('../settings'), not '../settings/store'.",
      "Infrastructure (http) imports the settings area's types only.",
    ]);
  });

  test("a folder added later is an area at once, and two areas importing each other are refused", async () => {
    write({ "server/ledger/index.ts": 'import { gift } from "../gifts";\nexport const ledger = gift;\n' });
    expect(await problems("server/ledger/index.ts")).toEqual([]);
    write({ "server/settings/uses-booking.ts": 'import { book } from "../booking";\nexport const u = book;\n' });
    expect(await problems("server/settings/uses-booking.ts")).toEqual([
      "The settings and booking areas import each other: let one offer a port or a registration.",
    ]);
  });
});
