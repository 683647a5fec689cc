/**
 * The salon's colours and mark, once. The site's CSS takes the colours as
 * custom properties (virtual:brand.css, imported by layouts/base.astro), the theme-color meta and the header logo read
 * them here, and `npm run social-images` draws the favicon, the touch icon and
 * the Open Graph image from them.
 */
export const brand = {
  /** The brand colour: buttons, links, focus rings, the logo's disc, the browser's theme colour. */
  primary: "#a61e4d",
  /** Hover and pressed states of the brand colour. */
  primaryStrong: "#861540",
  /** The leaf in the logo. */
  petal: "#fde7ef",
  /** The logo's gold dot. */
  gold: "#f4c26b",
} as const;

/** The logo mark (a 32×32 drawing): a disc, a leaf and a dot. */
export const logoMarkSvg = `<circle cx="16" cy="16" r="16" fill="${brand.primary}"/><path d="M9 21c3-9 11-13 14-11-1 5-6 11-14 11Z" fill="${brand.petal}"/><circle cx="21" cy="11" r="2" fill="${brand.gold}"/>`;

/** The mark as a standalone SVG file (favicon). */
export function logoSvgFile(size?: number): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"${dimensions}>${logoMarkSvg}</svg>`;
}

/** The colours as CSS custom properties; src/app/theme.css builds its theme on them. */
export const brandCss = `:root{--brand-primary:${brand.primary};--brand-primary-strong:${brand.primaryStrong}}`;
