// Generates the site's original placeholder artwork (SVG) into public/images.
// The salon can replace any file with a photo of the same name (see README).
import { mkdirSync, writeFileSync } from "node:fs";

const out = new URL("../public/images/", import.meta.url);
mkdirSync(out, { recursive: true });

const palettes = [
  ["#fde2e8", "#f5b8c8", "#a61e4d", "#f4c26b"],
  ["#fff1e6", "#f7c9a9", "#8a3b12", "#e9a23b"],
  ["#eaf4ee", "#b9dcc6", "#2f6b4f", "#f3d9a4"],
  ["#f3e8ff", "#d8b9f5", "#6b2fa3", "#f4c26b"],
  ["#fff7e0", "#f3dc9b", "#8a5a00", "#c2185b"],
  ["#e8f1fb", "#b6cfee", "#1f4e8a", "#f5b8c8"],
];

const motifs = {
  scissors: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"><circle cx="-40" cy="60" r="26"/><circle cx="40" cy="60" r="26"/><path d="M-22 40 50-70M22 40-50-70"/></g>`,
  face: (c, a) =>
    `<ellipse cx="0" cy="0" rx="70" ry="92" fill="#fff" opacity=".85"/><path d="M-30-10q10-8 20 0M10-10q10-8 20 0" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-20 35q20 14 40 0" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="-45" cy="15" r="10" fill="${a}" opacity=".6"/><circle cx="45" cy="15" r="10" fill="${a}" opacity=".6"/>`,
  stones: (c, a) =>
    `<ellipse cx="0" cy="70" rx="90" ry="26" fill="${c}"/><ellipse cx="0" cy="25" rx="70" ry="22" fill="${c}" opacity=".8"/><ellipse cx="0" cy="-12" rx="50" ry="18" fill="${c}" opacity=".65"/><path d="M70-60q30-40 0-80q-30 40 0 80Z" fill="${a}"/><rect x="62" y="-60" width="16" height="40" fill="#fff"/>`,
  brushes: (c, a) =>
    `<g transform="rotate(-25)"><rect x="-70" y="-90" width="18" height="150" rx="6" fill="${c}"/><path d="M-70-90q9-40 18 0Z" fill="${a}"/><rect x="-20" y="-70" width="18" height="150" rx="6" fill="${c}" opacity=".8"/><path d="M-20-70q9-50 18 0Z" fill="${a}"/></g><circle cx="60" cy="40" r="48" fill="#fff" opacity=".9"/><circle cx="45" cy="25" r="12" fill="${a}"/><circle cx="75" cy="25" r="12" fill="${c}"/><circle cx="60" cy="55" r="12" fill="${c}" opacity=".6"/>`,
  bottles: (c, a) =>
    `<rect x="-80" y="-20" width="50" height="110" rx="12" fill="${c}"/><rect x="-68" y="-45" width="26" height="28" rx="4" fill="${a}"/><rect x="-10" y="-60" width="60" height="150" rx="16" fill="${c}" opacity=".8"/><rect x="5" y="-85" width="30" height="28" rx="4" fill="${a}"/><circle cx="85" cy="60" r="30" fill="${c}" opacity=".6"/>`,
  mirror: (c, a) =>
    `<ellipse cx="0" cy="-20" rx="70" ry="90" fill="#fff" stroke="${a}" stroke-width="10"/><rect x="-110" y="70" width="220" height="24" rx="8" fill="${c}"/><circle cx="-60" cy="-110" r="8" fill="${a}"/><circle cx="0" cy="-125" r="8" fill="${a}"/><circle cx="60" cy="-110" r="8" fill="${a}"/>`,
  flower: (c, a) =>
    `${[0, 72, 144, 216, 288].map((r) => `<ellipse rx="28" ry="60" cy="-50" fill="${c}" opacity=".85" transform="rotate(${r})"/>`).join("")}<circle r="26" fill="${a}"/>`,
  snow: (c, a) =>
    `<g stroke="${c}" stroke-width="8" stroke-linecap="round">${[0, 60, 120].map((r) => `<path d="M0-80V80" transform="rotate(${r})"/>`).join("")}</g><rect x="40" y="20" width="80" height="60" rx="14" fill="${a}"/><rect x="48" y="6" width="64" height="18" rx="6" fill="${c}"/>`,
  lips: (c, a) =>
    `<path d="M-90 0q45-50 90-15q45-35 90 15q-45 60-90 60t-90-60Z" fill="${c}"/><path d="M-90 0q90 20 180 0" stroke="${a}" stroke-width="5" fill="none"/>`,
  nails: (c, a) =>
    `${[-60, -20, 20, 60].map((x, i) => `<rect x="${x - 16}" y="${-60 + Math.abs(i - 1.5) * 20}" width="32" height="90" rx="16" fill="${c}"/><circle cx="${x}" cy="${-40 + Math.abs(i - 1.5) * 20}" r="6" fill="${a}"/>`).join("")}`,
  salon: (c, a) =>
    `<rect x="-120" y="-90" width="90" height="130" rx="45" fill="#fff" stroke="${a}" stroke-width="8"/><path d="M20 90V10q0-30 40-30t40 30v80" fill="${c}"/><rect x="10" y="40" width="100" height="24" rx="10" fill="${c}" opacity=".7"/><path d="M-100 90q10-60 40-70" stroke="#2f6b4f" stroke-width="6" fill="none"/><ellipse cx="-60" cy="20" rx="12" ry="24" fill="#2f6b4f" transform="rotate(40 -60 20)"/>`,
  avatar: (c, a) => `<circle cy="-30" r="50" fill="${a}"/><path d="M-100 140q0-100 100-100t100 100Z" fill="${c}"/>`,
};

function svg({ w, h, palette, motif, scale = 1 }) {
  const [bg1, bg2, main, accent] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.22}" fill="#fff" opacity=".35"/>
<circle cx="${w * 0.12}" cy="${h * 0.9}" r="${h * 0.3}" fill="${main}" opacity=".08"/>
<g transform="translate(${w / 2} ${h / 2}) scale(${scale})">${motifs[motif](main, accent)}</g>
</svg>
`;
}

const files = {
  "hero.svg": { w: 560, h: 480, palette: palettes[0], motif: "flower", scale: 1.4 },
  "about.svg": { w: 560, h: 420, palette: palettes[1], motif: "salon", scale: 1.3 },
  "galeria-peluqueria.svg": { w: 480, h: 360, palette: palettes[0], motif: "scissors", scale: 1.2 },
  "galeria-faciales.svg": { w: 480, h: 360, palette: palettes[1], motif: "face", scale: 1.2 },
  "galeria-spa.svg": { w: 480, h: 360, palette: palettes[2], motif: "stones", scale: 1.2 },
  "galeria-maquillaje.svg": { w: 480, h: 360, palette: palettes[3], motif: "brushes", scale: 1.2 },
  "galeria-premium.svg": { w: 480, h: 360, palette: palettes[4], motif: "bottles", scale: 1.2 },
  "galeria-instalaciones.svg": { w: 480, h: 360, palette: palettes[5], motif: "mirror", scale: 1.1 },
  "blog-1.svg": { w: 960, h: 600, palette: palettes[5], motif: "snow", scale: 2 },
  "blog-2.svg": { w: 960, h: 600, palette: palettes[0], motif: "lips", scale: 2 },
  "blog-3.svg": { w: 960, h: 600, palette: palettes[1], motif: "scissors", scale: 2 },
  "blog-4.svg": { w: 960, h: 600, palette: palettes[2], motif: "stones", scale: 2 },
  "blog-5.svg": { w: 960, h: 600, palette: palettes[3], motif: "nails", scale: 2 },
  "blog-6.svg": { w: 960, h: 600, palette: palettes[4], motif: "face", scale: 2 },
  "autora-marta.svg": { w: 96, h: 96, palette: palettes[0], motif: "avatar", scale: 0.4 },
  "autora-paula.svg": { w: 96, h: 96, palette: palettes[3], motif: "avatar", scale: 0.4 },
};

for (const [name, spec] of Object.entries(files)) {
  writeFileSync(new URL(name, out), svg(spec));
}
console.log(`wrote ${Object.keys(files).length} images`);
