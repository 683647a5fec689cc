/**
 * Same-page navigation without a router (docs/decisions/020-public-pages-as-islands.md): a deep link
 * into the booking widget (BK-13) followed on the home page — a chat offer, a service card — changes
 * the address and tells the widget, instead of reloading the page; anywhere else it is a plain link.
 */
const EVENT = "salon:navigate";

/** The current query string and a counter that changes with every same-page navigation. */
export interface LocationSnapshot {
  search: string;
  key: number;
}

let key = 0;

/** Follows `href` in place when it stays on this page (same path); returns false to let the browser follow it. */
function navigateInPage(href: string): boolean {
  const target = new URL(href, window.location.href);
  if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) return false;
  window.history.pushState(null, "", target);
  key++;
  window.dispatchEvent(new Event(EVENT));
  if (target.hash) document.getElementById(decodeURIComponent(target.hash.slice(1)))?.scrollIntoView();
  return true;
}

/** Click handler for links that may stay on the page (modifier clicks open a new tab as usual). */
export function followInPage(event: {
  preventDefault: () => void;
  currentTarget: HTMLAnchorElement;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  button: number;
}) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (navigateInPage(event.currentTarget.href)) event.preventDefault();
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

export function locationKey(): number {
  return key;
}
