// The back office's service worker (SP-01, SP-02), scope /gestion: the staff pages open without a
// connection and show the last day the agenda loaded, read-only; pushes always show a notification.
//
// What it keeps: the staff pages and their hashed assets (no one's data); the salon's public settings;
// and, in a cache of its own, the signed-in person's session and the last agenda day she loaded. That
// cache is emptied when she signs out, when the server says she is not signed in, and when another
// person signs in on this device: no one else's data stays after sign-out.
const SHELL = "gestion-shell-v1";
const DATA = "gestion-data";
const PAGES = ["/gestion", "/gestion/cuenta"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PAGES))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith("gestion-shell-") && k !== SHELL).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

const forget = () => caches.delete(DATA);

/** Whose data the cache holds: the session answer's person. */
async function keptPerson() {
  const cached = await (await caches.open(DATA)).match("/api/staff/session");
  if (!cached) return null;
  try {
    return (await cached.json()).me.id;
  } catch {
    return null;
  }
}

const offline = (message) =>
  new Response(JSON.stringify({ error: "offline", message }), {
    status: 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "X-Salon-Offline": "1" },
  });

async function session(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const fresh = response.clone();
      const person = (await response.clone().json()).me.id;
      if ((await keptPerson()) !== person) await forget();
      await (await caches.open(DATA)).put("/api/staff/session", fresh);
    } else if (response.status === 401) await forget();
    return response;
  } catch {
    const cached = await (await caches.open(DATA)).match("/api/staff/session");
    return cached ?? offline("Sin conexión.");
  }
}

/** The last day loaded: one entry, whatever its date (the page shows the date it carries). */
async function agendaDay(request) {
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    if (response.ok) {
      for (const key of await cache.keys())
        if (new URL(key.url).pathname === "/api/staff/agenda") await cache.delete(key);
      await cache.put(request, response.clone());
    } else if (response.status === 401) await forget();
    return response;
  } catch {
    const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname === "/api/staff/agenda");
    const last = keys[0] && (await cache.match(keys[0]));
    if (!last) return offline("Sin conexión y sin ningún día guardado en este móvil.");
    const headers = new Headers(last.headers);
    headers.set("X-Salon-Offline", "1");
    return new Response(await last.blob(), { status: 200, headers });
  }
}

async function networkFirst(request, cacheName, fallbackKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackKey ?? request, response.clone());
    return response;
  } catch {
    return (await cache.match(fallbackKey ?? request)) ?? (await cache.match("/gestion")) ?? offline("Sin conexión.");
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/api/staff/session" && request.method === "DELETE") {
    event.respondWith(forget().then(() => fetch(request)));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname === "/api/staff/session") return event.respondWith(session(request));
  if (url.pathname === "/api/staff/agenda") return event.respondWith(agendaDay(request));
  if (url.pathname === "/api/staff/agenda/live") return;
  if (url.pathname === "/api/settings") return event.respondWith(networkFirst(request, SHELL));
  if (url.pathname.startsWith("/api/staff/"))
    return event.respondWith(
      fetch(request).catch(() => offline("Sin conexión: esto se podrá ver al volver la conexión.")),
    );
  if (
    url.pathname.startsWith("/assets/") ||
    url.pathname === "/favicon.svg" ||
    url.pathname.startsWith("/gestion/icono-")
  )
    return event.respondWith(cacheFirst(request));
  if (request.mode === "navigate" && url.pathname.startsWith("/gestion"))
    return event.respondWith(networkFirst(request, SHELL, url.pathname.replace(/\/$/, "")));
});

self.addEventListener("message", (event) => {
  if (event.data === "signed-out") event.waitUntil(forget());
});

// SP-02: every push shows a notification (the browsers require it, and a silent push is no use to her).
self.addEventListener("push", (event) => {
  let note = { title: "Agenda del salón", body: "Hay novedades en la agenda.", url: "/gestion", tag: "agenda" };
  try {
    note = { ...note, ...event.data.json() };
  } catch {
    // Not JSON (or no payload): the general notification above.
  }
  event.waitUntil(
    self.registration.showNotification(note.title, {
      body: note.body,
      tag: note.tag,
      icon: "/gestion/icono-192.png",
      badge: "/gestion/icono-192.png",
      lang: "es",
      data: { url: note.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/gestion", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith("/gestion"));
      if (open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
