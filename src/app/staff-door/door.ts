/**
 * The door's behaviour (AC-01, AC-02; SP-01's small sign-in page): asks the server who is signed in;
 * signed in, loads the page's app; otherwise shows the sign-in form (email and password, a passkey,
 * or a reset link by email) and loads the app once she is in. No React and no API client here: the
 * page stays a few kB until there is an agenda to show.
 */
const FALLBACK = "No hemos podido conectar con el servidor. Inténtalo de nuevo.";
const PASSKEY_FAILED = "No hemos podido usar la llave de acceso. Entra con tu contraseña.";
const TIME_LIMIT_MS = 15_000;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const root = byId<HTMLElement>("staff-app");
const door = byId<HTMLElement>("staff-door");
const signIn = byId<HTMLFormElement>("door-sign-in");
const reset = byId<HTMLFormElement>("door-reset");
const email = byId<HTMLInputElement>("door-email");
const password = byId<HTMLInputElement>("door-password");
const error = byId<HTMLElement>("door-error");
const resetEmail = byId<HTMLInputElement>("door-reset-email");
const resetError = byId<HTMLElement>("door-reset-error");
const resetStatus = byId<HTMLElement>("door-reset-status");
const submit = signIn.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const resetSubmit = reset.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const buttons = [...door.querySelectorAll<HTMLButtonElement>("button")];

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
  door.hidden = true;
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

function busy(on: boolean) {
  for (const b of buttons) b.disabled = on;
  if (!on) refresh();
}

function refresh() {
  submit.disabled = email.value === "" || password.value === "";
  resetSubmit.disabled = resetEmail.value === "";
}

async function enter(work: () => Promise<unknown>, failed = FALLBACK) {
  busy(true);
  submit.textContent = "Entrando…";
  showError(error, password, null);
  try {
    await work();
    await open();
  } catch (e) {
    showError(error, password, e instanceof Refused ? e.message : failed);
    submit.textContent = "Entrar";
    busy(false);
  }
}

async function withPasskey() {
  const options = await call<object>("/session/passkey/options", {});
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options as never });
  await call("/session/passkey", response);
}

email.addEventListener("input", refresh);
password.addEventListener("input", refresh);
resetEmail.addEventListener("input", refresh);
signIn.addEventListener("submit", (event) => {
  event.preventDefault();
  if (email.value === "" || password.value === "") return;
  void enter(() => call("/session", { email: email.value, password: password.value }));
});
door.querySelector('[data-door="passkey"]')?.addEventListener("click", () => void enter(withPasskey, PASSKEY_FAILED));
door.querySelector('[data-door="forgot"]')?.addEventListener("click", () => {
  resetEmail.value = email.value;
  signIn.hidden = true;
  reset.hidden = false;
  refresh();
  resetEmail.focus();
});
door.querySelector('[data-door="back"]')?.addEventListener("click", () => {
  reset.hidden = true;
  signIn.hidden = false;
  email.focus();
});
reset.addEventListener("submit", (event) => {
  event.preventDefault();
  if (resetEmail.value === "") return;
  busy(true);
  showError(resetError, resetEmail, null);
  call("/password-reset", { email: resetEmail.value }).then(
    () => {
      resetStatus.textContent =
        "Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva (sirve una vez, 24 horas).";
      busy(false);
    },
    (e: unknown) => {
      showError(resetError, resetEmail, e instanceof Error ? e.message : FALLBACK);
      busy(false);
    },
  );
});

/** The browser tests' sign that the page is live. */
function live() {
  document.body.querySelector("#staff-door")?.setAttribute("data-hydrated", "");
}

// A link's page (an invitation, a reset) opens without a session; every other page asks first.
if (root.dataset.app === "acceso") void open();
else
  call("/session").then(
    () => void open(),
    () => {
      root.hidden = true;
      door.hidden = false;
      live();
      refresh();
    },
  );
