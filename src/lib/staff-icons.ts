/**
 * SP-01: the back office's app icons, drawn from the logo mark: 'any' icons are the round mark on a
 * transparent square; the maskable one fills the square with the brand's colour and keeps the mark
 * inside the safe circle (80 %), as launchers crop it to their own shape.
 */
import { brand, logoMarkSvg, logoSvgFile } from "@/content/brand";

export const staffIcons = [
  { name: "192", size: 192, maskable: false },
  { name: "512", size: 512, maskable: false },
  { name: "512-maskable", size: 512, maskable: true },
] as const;

export function staffIconSvg(size: number, maskable: boolean): string {
  if (!maskable) return logoSvgFile(size);
  // The mark at 70 % in the middle of a full square of its own colour.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand.primary}"/><g transform="translate(4.8 4.8) scale(0.7)">${logoMarkSvg}</g></svg>`;
}
