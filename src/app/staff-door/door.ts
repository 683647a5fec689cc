/**
 * The door's behaviour (AC-01, AC-02; SP-01's small sign-in page): asks the server who is signed in;
 * signed in, loads the page's app; otherwise shows the sign-in form (email and password, a passkey,
 * or a reset link by email) and loads the app once she is in. No React and no API client here: the
 * page stays a few kB until there is an agenda to show.
 */
const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const PASSKEY_FAILED = "No hemos podido usar la llave de acceso. Entra con tu contraseña.";
const SENT =
  "Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva (sirve una vez, 24 horas).";
const TIME_LIMIT_MS = 15_000;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const root = byId<HTMLElement>("staff-app");
const door = byId<HTMLElement>("staff-door");
const form = byId<HTMLFormElement>("door-form");
const email = byId<HTMLInputElement>("door-email");
const password = byId<HTMLInputElement>("door-password");
const emailError = byId<HTMLElement>("door-email-error");
const error = byId<HTMLElement>("door-error");
const resetStatus = byId<HTMLElement>("door-reset-status");
const buttons = [...form.querySelectorAll<HTMLButtonElement>("button")];
const [enterButton, sendButton] = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')] as [
  HTMLButtonElement,
  HTMLButtonElement,
];

type Mode = "sign-in" | "reset";
let mode: Mode = "sign-in";

class Refused extends Error {}

/** A JSON call to /api/staff; a refusal throws the server's Spanish message. */
async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/staff${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIME_LIMIT_MS),
    });
  } catch {
    throw new Refused(FALLBACK);
  }
  const json = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Refused(json.message ?? FALLBACK);
  return json as T;
}

let mounted = false;
async function open(): Promise<void> {
  if (mounted) return;
  mounted = true;
  // Gone, not hidden: signed in, the page has no sign-in form (signing out reloads to it).
  door.remove();
  root.hidden = false;
  const { mount } = await import("./mount");
  mount(root, root.dataset.app as never);
}

function showError(element: HTMLElement, input: HTMLInputElement, message: string | null) {
  element.textContent = message ?? "";
  element.hidden = message === null;
  if (message) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", element.id);
  } else {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}

function refresh() {
  enterButton.disabled = email.value === "" || password.value === "";
  sendButton.disabled = email.value === "";
}

function busy(on: boolean) {
  for (const b of buttons) b.disabled = on;
  if (!on) refresh();
}

function setMode(next: Mode) {
  mode = next;
  for (const part of form.querySelectorAll<HTMLElement>("[data-mode]")) part.hidden = part.dataset.mode !== next;
  showError(error, password, null);
  showError(emailError, email, null);
  resetStatus.textContent = "";
  refresh();
  email.focus();
}

async function enter(work: () => Promise<unknown>, failed = FALLBACK) {
  busy(true);
  enterButton.textContent = "Entrando…";
  showError(error, password, null);
  try {
    await work();
    await open();
  } catch (e) {
    showError(error, password, e instanceof Refused ? e.message : failed);
    enterButton.textContent = "Entrar";
    busy(false);
  }
}

async function withPasskey() {
  const options = await call<object>("/session/passkey/options", {});
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options as never });
  await call("/session/passkey", response);
}

async function sendReset() {
  busy(true);
  showError(emailError, email, null);
  try {
    await call("/password-reset", { email: email.value });
    resetStatus.textContent = SENT;
  } catch (e) {
    showError(emailError, email, e instanceof Error ? e.message : FALLBACK);
  } finally {
    busy(false);
  }
}

email.addEventListener("input", refresh);
password.addEventListener("input", refresh);
form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (mode === "reset") {
    if (email.value !== "") void sendReset();
  } else if (email.value !== "" && password.value !== "")
    void enter(() => call("/session", { email: email.value, password: password.value }));
});
form.querySelector('[data-door="passkey"]')?.addEventListener("click", () => void enter(withPasskey, PASSKEY_FAILED));
form.querySelector('[data-door="forgot"]')?.addEventListener("click", () => setMode("reset"));
form.querySelector('[data-door="back"]')?.addEventListener("click", () => setMode("sign-in"));

// A link's page (an invitation, a reset) opens without a session; every other page asks first.
if (root.dataset.app === "acceso") void open();
else
  call("/session").then(
    () => void open(),
    () => {
      root.hidden = true;
      door.hidden = false;
      // The browser tests' sign that the page is live.
      door.setAttribute("data-hydrated", "");
      refresh();
    },
  );
