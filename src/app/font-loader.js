// CN-05: the web fonts never hold the first screen. On a first visit they are added a while after the
// page has loaded ('optional': not swapped in on that page, so nothing moves; now cached); on the next pages
// at once, from the cache. The flag stays in this browser (localStorage; no server reads it). Inlined in every page's
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
    cached = localStorage.getItem("salon-fonts") === "1";
  } catch {
    // Storage refused (a private mode): the fonts come after the load, as on a first page.
  }
  if (cached) return add();
  // A while after the load: nothing on this page needs them (they warm the cache for the next one), so
  // they never share the network with what the first screen shows.
  addEventListener(
    "load",
    () =>
      setTimeout(() => {
        add();
        void document.fonts.ready.then(() => {
          try {
            localStorage.setItem("salon-fonts", "1");
          } catch {
            // Nothing to remember it in.
          }
        });
      }, 1500),
    { once: true },
  );
})();
