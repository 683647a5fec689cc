import { useEffect, useId, useReducer, useRef, useState } from "react";
import { site } from "@/content/site";
import { cn } from "@/lib/cn";
import { useSettings } from "@/hooks/use-settings";
import { bookableServices } from "@/lib/settings/queries";
import { wallClockIn } from "@/lib/dates";
import { bookingAnswer, type SlotRules } from "../booking-answer";
import { isBookingRequest, parseBookingIntent } from "../booking-intent";
import { canSend, chatReducer, initialChatState, isTyping, showQuickReplies } from "../chat-reducer";
import { ChatComposer } from "./chat-composer";
import { ChatHeader } from "./chat-header";
import { ChatToggle } from "./chat-toggle";
import { MessageList } from "./message-list";

export interface ChatWidgetProps {
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
  clock?: () => number;
  /** The booking rules (BK-05), loaded lazily by the app; without them booking requests get the keyword replies. */
  loadSlotRules?: () => Promise<SlotRules>;
  /** Free times from the booking service for a service and day, or null when it cannot be asked (from the app). */
  loadFreeTimes?: (serviceId: string, date: string, staffId?: string) => Promise<string[] | null>;
}

/** Floating rule-based assistant (CH-01..CH-11). */
export default function ChatWidget({
  random = Math.random,
  clock = Date.now,
  loadSlotRules,
  loadFreeTimes,
}: ChatWidgetProps) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const settings = useSettings();
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
    const team = settings.team.filter((p) => p.active);
    const intent = rules ? parseBookingIntent(text, wall, bookableServices(settings), team) : null;
    const answer =
      rules && intent && isBookingRequest(intent) ? bookingAnswer(settings, intent, wall, rules) : undefined;
    dispatch({ type: "message_sent", now, random: random(), settings, ...(answer ? { answer } : {}) });
    if (answer && rules && loadFreeTimes && intent?.serviceId && intent.date && answer.choices.length > 0) {
      const { serviceId, date, staffId } = intent;
      void loadFreeTimes(serviceId, date, staffId).then((free) => {
        if (free)
          dispatch({
            type: "answer_refined",
            request: text,
            answer: bookingAnswer(settings, intent, wall, rules, free),
          });
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
    // On a phone the button sits in the page's bottom bar (src/layouts/site.astro), from 640 px in the corner.
    <div className="fixed right-4 bottom-2 z-40 flex flex-col items-end gap-3 sm:bottom-4 print:hidden">
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
          <ChatHeader
            minimized={state.minimized}
            onMinimizeToggle={() => dispatch({ type: "minimize_toggled" })}
            onClose={close}
          />
          {state.minimized ? null : (
            <>
              <MessageList
                ref={listRef}
                messages={state.messages}
                typing={typing}
                showQuickReplies={showQuickReplies(state)}
                onQuickReply={(choice) => dispatch({ type: "quick_reply_chosen", choice, now: clock(), settings })}
                // CH-12: on a phone the panel covers the widget; a tapped time closes it, so the widget's
                // summary (which the link fills and focuses) is in view. On a wide screen it stays beside.
                onChoose={() => {
                  if (window.matchMedia("(max-width: 767px)").matches) dispatch({ type: "closed" });
                }}
              />
              {/* Screen readers hear each new bot message once (CH-06). */}
              <div aria-live="polite" className="sr-only">
                {lastBot ? `${site.shortName} dice: ${lastBot.content}` : ""}
              </div>
              <ChatComposer
                inputRef={inputRef}
                value={state.input}
                canSend={canSend(state)}
                onChange={(value) => dispatch({ type: "input_changed", value })}
                onSend={send}
              />
            </>
          )}
        </section>
      ) : null}
      <ChatToggle
        ref={launcherRef}
        open={state.open}
        panelId={panelId}
        onClick={() => {
          if (state.open) {
            close();
          } else {
            dispatch({ type: "opened" });
            // Focus the message box once it exists (same tick render).
            requestAnimationFrame(() => inputRef.current?.focus());
          }
        }}
      />
    </div>
  );
}
