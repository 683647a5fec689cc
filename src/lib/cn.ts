import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would add ~7 kB gzip to every page;
 * components instead avoid passing conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
