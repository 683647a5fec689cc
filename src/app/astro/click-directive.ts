import type { ClientDirective } from "astro";
import { assertRootElement } from "@/lib/root-element";

/**
 * `client:click` (PF-01): an island whose code loads on the first click inside it — the chat, whose
 * closed launcher is a plain button in the HTML. While the code arrives the button says it is
 * getting ready (aria-busy); once hydrated the click is handed to it again, so it is never lost (PF-05).
 */
const clickDirective: ClientDirective = (load, _options, el) => {
  const start = async (event: Event) => {
    const button = (event.target as Element | null)?.closest("button");
    if (!button) return;
    el.removeEventListener("click", start);
    button.setAttribute("aria-busy", "true");
    const hydrate = await load();
    // The island may have left the page while its code loaded (RT-06).
    assertRootElement(el);
    await hydrate();
    button.removeAttribute("aria-busy");
    // React hydrates the island on this discrete event first, then runs the button's handler.
    el.querySelector("button")?.click();
  };
  el.addEventListener("click", start);
};

export default clickDirective;
