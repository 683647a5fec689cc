// `npm run social-images`: writes the favicon (SVG) from the brand, and renders the
// Open Graph image (1200×630) and the Apple touch icon (180×180) to PNG with Debian's
// Chromium. Run after changing the salon's name, slogan or colours: the facts come from
// src/content (Node's own type stripping runs this file and reads them).
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { logoSvgFile } from "../src/content/brand.ts";
import { site } from "../src/content/site.ts";
import debianChromium from "./chromium.json" with { type: "json" };

const fav = logoSvgFile();
writeFileSync(new URL("../public/favicon.svg", import.meta.url), `${fav}\n`);
const hero = readFileSync(new URL("../public/images/hero.svg", import.meta.url), "utf8");
const font = (name: string) => readFileSync(new URL(`../src/assets/fonts/${name}`, import.meta.url)).toString("base64");

const og = `<!doctype html><html><head><style>
@font-face { font-family: Playfair; src: url(data:font/woff2;base64,${font("playfair-display-latin-wght.woff2")}); }
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font("inter-latin-wght.woff2")}); }
body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 48px; padding: 0 72px;
  box-sizing: border-box; background: linear-gradient(135deg, #fde2e8, #fffaf7); font-family: Inter; color: #2b1d24; }
h1 { font-family: Playfair; font-size: 72px; line-height: 1.1; margin: 16px 0; }
p { font-size: 30px; color: #6b5560; margin: 0; }
.brand { display: flex; align-items: center; gap: 16px; font-family: Playfair; font-size: 36px; font-weight: 600; }
.brand svg { width: 64px; height: 64px; }
.art svg { width: 420px; height: 360px; border-radius: 32px; }
</style></head><body><div><div class="brand">${fav}${site.name}</div>
<h1>${site.slogan}</h1><p>Peluquería · Estética · Bienestar · Reserva online</p></div>
<div class="art">${hero}</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? debianChromium.path,
  args: debianChromium.flags,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(og);
await page.screenshot({ path: new URL("../public/og-image.png", import.meta.url).pathname });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(`<body style="margin:0">${fav.replace("<svg ", '<svg width="180" height="180" ')}</body>`);
await page.screenshot({ path: new URL("../public/apple-touch-icon.png", import.meta.url).pathname });
await browser.close();
console.log("wrote public/favicon.svg, public/og-image.png and public/apple-touch-icon.png");
