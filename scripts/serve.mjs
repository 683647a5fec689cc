// Serves the prerendered build like a static host: unknown paths get
// 404.html with status 404, and serve.json adds the security headers.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.PORT ?? "4173";
if (!existsSync(new URL("../build/client/index.html", import.meta.url))) {
  console.error("No build found: run `npm run build` first (or `npm run serve`).");
  process.exit(1);
}
const child = spawn("npx", ["serve", "build/client", "-l", port, "-c", "../serve.json", "--no-clipboard"], {
  stdio: "inherit",
  cwd: new URL("..", import.meta.url),
});
child.on("exit", (code) => process.exit(code ?? 0));
