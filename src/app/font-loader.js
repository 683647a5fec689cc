// CN-05: the web fonts never hold the first screen. On a tab's first page they are added once the page
// has loaded ('optional': not swapped in on that page, so nothing moves; now cached); on the next pages
// at once, from the cache. The flag lives for the tab only (sessionStorage). Inlined in every page's
// <head> by layouts/base.astro; astro.config.ts allows it by its hash (PF-03).
(() => {
  const urls = (document.querySelector('meta[name="salon-fonts"]')?.getAttribute("content") ?? "").split(" ");
  const faces = [
    ["Inter Variable", "100 900"],
    ["Playfair Display Variable", "400 900"],
  ];
  const add = () =>
    faces.forEach(([family, weight], i) =>
      document.fonts.add(new FontFace(family, `url(${urls[i]}) format("woff2")`, { weight, display: "optional" })),
    );
  let cached = false;
  try {
    cached = sessionStorage.getItem("salon-fonts") === "1";
  } catch {
    // Storage refused (a private mode): the fonts come after the load, as on a first page.
  }
  if (cached) return add();
  addEventListener(
    "load",
    () => {
      add();
      void document.fonts.ready.then(() => {
        try {
          sessionStorage.setItem("salon-fonts", "1");
        } catch {
          // Nothing to remember it in.
        }
      });
    },
    { once: true },
  );
})();
