/**
 * Chat widget state (CH-01..CH-05, CH-08). Pure: timing and randomness come in
 * through the actions; one timer in the widget turns `pending` into a reply.
 */
import { site } from "@/content/site";
import { wallClockIn } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import type { BookingAnswer, TimeChoice } from "./booking-answer";
import { answer, greeting, type ReplyLink, type RuleId, reply } from "./rules";

export interface ChatMessage {
  /** Timestamp string, made unique within the visit. */
  id: string;
  content: string;
  timestamp: number;
  isBot: boolean;
  sender: "assistant" | "Tú";
  /** Bot replies that point to the booking section carry a link to it. */
  link?: ReplyLink;
  /** Times offered for a booking request (CH-11), each a deep link into the widget. */
  choices?: readonly TimeChoice[];
}

export interface ChatState {
  open: boolean;
  minimized: boolean;
  messages: ChatMessage[];
  input: string;
  /** A bot message waiting for its delay; while set, 'Escribiendo...' shows. */
  pending: {
    content: string;
    link?: ReplyLink;
    choices?: readonly TimeChoice[];
    delay: number;
    showTyping: boolean;
    /** The booking request this answers, so a later, better answer (live availability) can replace it. */
    request?: string;
  } | null;
}

export const GREETING_DELAY = 500;
export const QUICK_REPLY_DELAY = 800;
const TYPED_DELAY_MIN = 1000;
const TYPED_DELAY_MAX = 2000;

/** The buttons under the greeting (CH-03); each names the rule it asks, whatever its wording. */
export const quickReplies = [
  { label: "Servicios y precios", rule: "services" },
  { label: "Horarios de atención", rule: "hours" },
  { label: "Cómo llegar", rule: "address" },
  { label: "Hacer una reserva", rule: "booking" },
] as const satisfies readonly { label: string; rule: RuleId }[];
export type QuickReply = (typeof quickReplies)[number];

export type ChatAction =
  | { type: "opened" }
  | { type: "closed" }
  | { type: "minimize_toggled" }
  | { type: "input_changed"; value: string }
  /** `random` in [0, 1) picks the typed-reply delay. */
  /** `answer`: the reply to a booking request, worked out by the widget (CH-11). */
  /** `settings`: the page's (OW-02), for replies about services, prices and hours. */
  | { type: "message_sent"; now: number; random: number; answer?: BookingAnswer; settings?: SalonSettings }
  /** The booking service answered while the reply was still being typed: use its free times. */
  | { type: "answer_refined"; request: string; answer: BookingAnswer }
  | { type: "quick_reply_chosen"; choice: QuickReply; now: number; settings?: SalonSettings }
  | { type: "bot_replied"; now: number };

export const initialChatState: ChatState = { open: false, minimized: false, messages: [], input: "", pending: null };

export function typedReplyDelay(random: number): number {
  return Math.round(TYPED_DELAY_MIN + random * (TYPED_DELAY_MAX - TYPED_DELAY_MIN));
}

export function isTyping(state: ChatState): boolean {
  return state.pending !== null && state.pending.showTyping;
}

export function canSend(state: ChatState): boolean {
  return state.input.trim() !== "" && state.pending === null;
}

export function showQuickReplies(state: ChatState): boolean {
  return state.messages.length === 1 && state.pending === null;
}

function message(state: ChatState, content: string, now: number, isBot: boolean, link?: ReplyLink): ChatMessage {
  return {
    id: `${now}-${state.messages.length}`,
    content,
    timestamp: now,
    isBot,
    sender: isBot ? "assistant" : "Tú",
    ...(link ? { link } : {}),
  };
}

/** The visitor's message, and the reply it gets: a booking answer, the rule a quick reply names, or the rule its words match. */
function userAsks(
  state: ChatState,
  text: string,
  now: number,
  delay: number,
  by: { booking?: BookingAnswer; rule?: RuleId; settings?: SalonSettings } = {},
): ChatState {
  const messages = [...state.messages, message(state, text, now, false)];
  if (by.booking)
    return {
      ...state,
      messages,
      pending: { content: by.booking.content, choices: by.booking.choices, delay, showTyping: true, request: text },
    };
  const wall = wallClockIn(site.timeZone, new Date(now));
  const bot = by.rule
    ? answer(by.rule, { now: wall, ...(by.settings ? { settings: by.settings } : {}) })
    : reply(text, wall, by.settings);
  return {
    ...state,
    messages,
    pending: { content: bot.text, ...(bot.link ? { link: bot.link } : {}), delay, showTyping: true },
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "opened":
      if (state.open) return state;
      return {
        ...state,
        open: true,
        minimized: false,
        pending:
          state.messages.length === 0 && state.pending === null
            ? { content: greeting, delay: GREETING_DELAY, showTyping: false }
            : state.pending,
      };
    case "closed":
      // Closing drops a reply still being typed: no late message in a closed box (CH-08).
      return { ...state, open: false, minimized: false, pending: null };
    case "minimize_toggled":
      return { ...state, minimized: !state.minimized };
    case "input_changed":
      return { ...state, input: action.value };
    case "message_sent": {
      if (!canSend(state)) return state;
      const text = state.input.trim();
      const by = {
        ...(action.answer ? { booking: action.answer } : {}),
        ...(action.settings ? { settings: action.settings } : {}),
      };
      return { ...userAsks(state, text, action.now, typedReplyDelay(action.random), by), input: "" };
    }
    case "answer_refined":
      if (!state.pending || state.pending.request !== action.request) return state;
      return {
        ...state,
        pending: { ...state.pending, content: action.answer.content, choices: action.answer.choices },
      };
    case "quick_reply_chosen":
      if (!showQuickReplies(state)) return state;
      return userAsks(state, action.choice.label, action.now, QUICK_REPLY_DELAY, {
        rule: action.choice.rule,
        ...(action.settings ? { settings: action.settings } : {}),
      });
    case "bot_replied":
      if (!state.pending || !state.open) return state;
      return {
        ...state,
        messages: [
          ...state.messages,
          {
            ...message(state, state.pending.content, action.now, true, state.pending.link),
            ...(state.pending.choices?.length ? { choices: state.pending.choices } : {}),
          },
        ],
        pending: null,
      };
  }
}
