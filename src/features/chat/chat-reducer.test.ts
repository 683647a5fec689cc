import { describe, expect, test } from "vitest";
import {
  type ChatAction,
  type ChatState,
  canSend,
  chatReducer,
  GREETING_DELAY,
  initialChatState,
  isTyping,
  QUICK_REPLY_DELAY,
  quickReplies,
  showQuickReplies,
  typedReplyDelay,
} from "./chat-reducer";
import { answer, greeting } from "./rules";

function run(state: ChatState, ...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, state);
}

const greeted = run(initialChatState, { type: "opened" }, { type: "bot_replied", now: 1000 });

describe("chat reducer", () => {
  test("CH-01 open, minimise, expand and close", () => {
    const open = run(initialChatState, { type: "opened" });
    expect(open.open).toBe(true);
    expect(run(open, { type: "minimize_toggled" }).minimized).toBe(true);
    expect(run(open, { type: "minimize_toggled" }, { type: "minimize_toggled" }).minimized).toBe(false);
    expect(run(open, { type: "closed" }).open).toBe(false);
  });

  test("CH-02 first opening schedules the greeting after 500 ms, only once", () => {
    const open = run(initialChatState, { type: "opened" });
    expect(open.pending).toEqual({ content: greeting, delay: GREETING_DELAY, showTyping: false });
    expect(greeted.messages).toHaveLength(1);
    expect(greeted.messages[0]).toMatchObject({ content: greeting, isBot: true, sender: "assistant", id: "1000-0" });
    const reopened = run(greeted, { type: "closed" }, { type: "opened" });
    expect(reopened.pending).toBeNull();
    expect(reopened.messages).toHaveLength(1);
  });

  test("CH-03 quick replies show only while exactly one message exists", () => {
    expect(showQuickReplies(run(initialChatState, { type: "opened" }))).toBe(false);
    expect(showQuickReplies(greeted)).toBe(true);
    const asked = run(greeted, { type: "quick_reply_chosen", choice: quickReplies[2], now: 2000 });
    expect(showQuickReplies(asked)).toBe(false);
  });

  test("CH-03 each quick reply asks the rule it names, whatever its label says", () => {
    for (const choice of quickReplies) {
      const asked = run(greeted, { type: "quick_reply_chosen", choice, now: 2000 });
      expect(asked.pending?.content).toBe(answer(choice.rule, { now: { date: "1970-01-01", minutes: 60 } }).text);
    }
    // A label with none of the rule's keywords still gets that rule's reply.
    const relabelled = { label: "¿Me cuentas?", rule: "address" } as unknown as (typeof quickReplies)[number];
    const asked = run(greeted, { type: "quick_reply_chosen", choice: relabelled, now: 2000 });
    expect(asked.messages.at(-1)?.content).toBe("¿Me cuentas?");
    expect(asked.pending?.content).toContain("Av. Principal 123");
  });

  test("CH-04 sending adds the user's message, clears the input and types the reply", () => {
    const sent = run(
      greeted,
      { type: "input_changed", value: "  ¿Dónde están?  " },
      { type: "message_sent", now: 5000, random: 0.5 },
    );
    expect(sent.input).toBe("");
    expect(sent.messages.at(-1)).toMatchObject({ content: "¿Dónde están?", isBot: false, sender: "Tú" });
    expect(isTyping(sent)).toBe(true);
    expect(sent.pending?.delay).toBe(1500);
    const answered = run(sent, { type: "bot_replied", now: 6500 });
    expect(isTyping(answered)).toBe(false);
    expect(answered.messages.at(-1)?.content).toContain("Av. Principal 123");
  });

  test("CH-04 typed replies wait 1000–2000 ms; quick replies 800 ms", () => {
    expect(typedReplyDelay(0)).toBe(1000);
    expect(typedReplyDelay(0.999999)).toBe(2000);
    const quick = run(greeted, { type: "quick_reply_chosen", choice: quickReplies[1], now: 2000 });
    expect(quick.pending?.delay).toBe(QUICK_REPLY_DELAY);
    expect(quick.messages.at(-1)).toMatchObject({ content: "Horarios de atención", sender: "Tú" });
  });

  test("CH-05 blank input is not sent, and nothing is sent while the bot is typing", () => {
    const blank = run(greeted, { type: "input_changed", value: "   " });
    expect(canSend(blank)).toBe(false);
    expect(run(blank, { type: "message_sent", now: 1, random: 0 })).toBe(blank);
    const typing = run(
      greeted,
      { type: "input_changed", value: "hola" },
      { type: "message_sent", now: 1, random: 0 },
      { type: "input_changed", value: "otra" },
    );
    expect(canSend(typing)).toBe(false);
    expect(run(typing, { type: "message_sent", now: 2, random: 0 }).messages).toHaveLength(2);
  });

  test("CH-08 closing while typing drops the reply: no late message", () => {
    const typing = run(greeted, { type: "input_changed", value: "hola" }, { type: "message_sent", now: 1, random: 0 });
    const closed = run(typing, { type: "closed" });
    expect(closed.pending).toBeNull();
    expect(run(closed, { type: "bot_replied", now: 3000 }).messages).toHaveLength(2);
  });
});
