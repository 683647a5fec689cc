/**
 * Article bodies, keyed by post id. Imported only by the article route's
 * loader, which runs at build time, so the bodies ship in each article's
 * prerendered HTML and never in the JavaScript of other pages.
 */
import { content as post1 } from "./bodies/post-1";
import { content as post2 } from "./bodies/post-2";
import { content as post3 } from "./bodies/post-3";
import { content as post4 } from "./bodies/post-4";
import { content as post5 } from "./bodies/post-5";
import { content as post6 } from "./bodies/post-6";

export const bodies: Readonly<Record<number, string>> = {
  1: post1,
  2: post2,
  3: post3,
  4: post4,
  5: post5,
  6: post6,
};
