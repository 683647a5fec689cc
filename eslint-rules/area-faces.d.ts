import type { ESLint } from "eslint";

/** The areas' lint (./area-faces.js): one face per area, no two areas importing each other. */
declare const plugin: ESLint.Plugin;
export default plugin;
export declare const INFRASTRUCTURE: readonly string[];
export declare function areasOf(root: string): string[];
