import { MessageCircle, Minus, Plus, Send, X } from "lucide-react";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { site } from "@/content/site";
import { cn } from "@/lib/cn";
import { clockTime, wallClockIn } from "@/lib/dates";
import { bookingAnswer, type SlotRules } from "../booking-answer";
import { isBookingRequest, parseBookingIntent } from "../booking-intent";
import {
  type ChatMessage,
  canSend,
  chatReducer,
  initialChatState,
  isTyping,
  quickReplies,
  showQuickReplies,
} from "../chat-reducer";

export interface ChatWidgetProps {
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
  clock?: () => number;
  /** The booking rules (BK-05), loaded lazily by the app; without them booking requests get the keyword replies. */
  loadSlotRules?: () => Promise<SlotRules>;
}

/** Free times from the booking service for a service and day; null when it cannot be asked. */
async function freeTimes(serviceId: string, date: string): Promise<string[] | null> {
  try {
    const res = await fetch(`/api/availability?service=${serviceId}&date=${date}`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { slots?: { time: string; staff: string[] }[] };
    return body.slots ? body.slots.filter((s) => s.staff.length > 0).map((s) => s.time) : null;
  } catch {
    return null;
  }
}

/** Floating rule-based assistant (CH-01..CH-11). */
export default function ChatWidget({ random = Math.random, clock = Date.now, loadSlotRules }: ChatWidgetProps) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [rules, setRules] = useState<SlotRules | null>(null);
  // The rules are code in another chunk: an external resource, fetched once.
  useEffect(() => {
    let current = true;
    loadSlotRules?.().then((loaded) => current && setRules(() => loaded));
    return () => {
      current = false;
    };
  }, [loadSlotRules]);

  /** A typed message: a booking request is answered with times (CH-11), refined by live availability. */
  function send() {
    const text = state.input.trim();
    const now = clock();
    const wall = wallClockIn(site.timeZone, new Date(now));
    const intent = rules ? parseBookingIntent(text, wall) : null;
    const answer = rules && intent && isBookingRequest(intent) ? bookingAnswer(intent, wall, rules) : undefined;
    dispatch({ type: "message_sent", now, random: random(), ...(answer ? { answer } : {}) });
    if (answer && rules && intent?.serviceId && intent.date && answer.choices.length > 0) {
      const { serviceId, date } = intent;
      void freeTimes(serviceId, date).then((free) => {
        if (free) dispatch({ type: "answer_refined", request: text, answer: bookingAnswer(intent, wall, rules, free) });
      });
    }
  }
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const typing = isTyping(state);
  const lastBot = state.messages.findLast((m) => m.isBot);

  // The one timer: deliver the pending bot message after its delay.
  const pending = state.pending;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => dispatch({ type: "bot_replied", now: clock() }), pending.delay);
    return () => clearTimeout(timer);
  }, [pending, clock]);

  // Keep the newest message in view (CH-06).
  const count = state.messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count, typing]);

  const close = () => {
    dispatch({ type: "closed" });
    launcherRef.current?.focus();
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden">
      {state.open ? (
        // Escape anywhere in the panel closes it, like a dialog; the close button remains the primary control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <section
          id={panelId}
          aria-label={`Chat con ${site.name}`}
          className={cn(
            "flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-2xl",
            state.minimized ? "h-16" : "h-96 max-h-[calc(100dvh-6.5rem)]",
          )}
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
        >
          <header className="flex h-16 shrink-0 items-center justify-between gap-2 bg-primary px-4 text-primary-foreground">
            <div className="min-w-0">
              <h2 className="truncate font-sans text-base font-semibold">Asistente {site.shortName}</h2>
              <p className="flex items-center gap-1 text-xs text-primary-foreground/90">
                <span aria-hidden="true" className="size-2 rounded-full bg-green-300" />
                En línea
              </p>
            </div>
            <div className="flex items-center">
              <button
                type="button"
                onClick={() => dispatch({ type: "minimize_toggled" })}
                aria-expanded={!state.minimized}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/15"
              >
                {state.minimized ? (
                  <Plus aria-hidden="true" className="size-5" />
                ) : (
                  <Minus aria-hidden="true" className="size-5" />
                )}
                <span className="sr-only">{state.minimized ? "Expandir chat" : "Minimizar chat"}</span>
              </button>
              <button
                type="button"
                onClick={close}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/15"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Cerrar chat</span>
              </button>
            </div>
          </header>

          {state.minimized ? null : (
            <>
              <div ref={listRef} className="chat-scroll flex-1 overflow-y-auto bg-background p-4">
                <ol className="space-y-3" aria-label="Mensajes">
                  {state.messages.map((m) => (
                    <MessageBubble key={m.id} message={m} />
                  ))}
                </ol>
                {typing ? (
                  <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
                    <span aria-hidden="true" className="flex gap-1">
                      <span className="size-1.5 animate-bounce-dot rounded-full bg-muted-foreground" />
                      <span className="size-1.5 animate-bounce-dot rounded-full bg-muted-foreground [animation-delay:150ms]" />
                      <span className="size-1.5 animate-bounce-dot rounded-full bg-muted-foreground [animation-delay:300ms]" />
                    </span>
                    Escribiendo...
                  </p>
                ) : null}
                {showQuickReplies(state) ? (
                  <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Respuestas rápidas">
                    {quickReplies.map((text) => (
                      <button
                        key={text}
                        type="button"
                        onClick={() => dispatch({ type: "quick_reply_chosen", text, now: clock() })}
                        className="rounded-full border border-primary bg-card px-3 py-1.5 text-sm text-primary hover:bg-secondary"
                      >
                        {text}
                      </button>
                    ))}
                  </div>
                ) : null}
              </div>
              {/* Screen readers hear each new bot message once (CH-06). */}
              <div aria-live="polite" className="sr-only">
                {lastBot ? `${site.shortName} dice: ${lastBot.content}` : ""}
              </div>
              <form
                className="flex shrink-0 gap-2 border-t border-border p-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  send();
                }}
              >
                <label htmlFor={`${panelId}-input`} className="sr-only">
                  Escribe tu mensaje
                </label>
                <input
                  ref={inputRef}
                  id={`${panelId}-input`}
                  value={state.input}
                  autoComplete="off"
                  maxLength={5000}
                  placeholder="Escribe tu mensaje..."
                  onChange={(event) => dispatch({ type: "input_changed", value: event.target.value })}
                  className="h-11 min-w-0 flex-1 rounded-full border border-border bg-background px-4 text-base"
                />
                <button
                  type="submit"
                  disabled={!canSend(state)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary-strong disabled:opacity-50"
                >
                  <Send aria-hidden="true" className="size-5" />
                  <span className="sr-only">Enviar</span>
                </button>
              </form>
            </>
          )}
        </section>
      ) : null}

      <button
        ref={launcherRef}
        type="button"
        aria-expanded={state.open}
        aria-controls={state.open ? panelId : undefined}
        onClick={() => {
          if (state.open) {
            close();
          } else {
            dispatch({ type: "opened" });
            // Focus the message box once it exists (same tick render).
            requestAnimationFrame(() => inputRef.current?.focus());
          }
        }}
        className="relative inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-strong"
      >
        {state.open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{state.open ? "Cerrar chat" : "Abrir chat de ayuda"}</span>
        <span className="absolute -top-2 right-0 rounded-full bg-success px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold text-white">
          En línea
        </span>
      </button>
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const time = clockTime(new Date(message.timestamp));
  return (
    <li className={cn("flex flex-col", message.isBot ? "items-start" : "items-end")}>
      <span className="mb-1 text-xs text-muted-foreground">
        {message.isBot ? `Asistente ${site.shortName}` : message.sender}
      </span>
      <p
        className={cn(
          "max-w-[70%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line",
          message.isBot ? "rounded-tl-sm bg-muted text-foreground" : "rounded-tr-sm bg-primary text-primary-foreground",
        )}
      >
        {message.content}
        {message.link ? (
          <a href={message.link.href} className="mt-2 block font-semibold text-primary underline underline-offset-4">
            {message.link.label}
          </a>
        ) : null}
      </p>
      {message.choices?.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Horas libres">
          {message.choices.map((choice) => (
            <li key={choice.href}>
              <Link
                to={choice.href}
                className="inline-flex min-h-9 items-center rounded-full border border-primary bg-card px-3 text-sm font-medium text-primary hover:bg-secondary"
              >
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <time dateTime={new Date(message.timestamp).toISOString()} className="mt-1 text-xs text-muted-foreground">
        {time}
      </time>
    </li>
  );
}
