import { type Ref } from "react";
import { Button } from "@/components/ui/button";
import { type ChatMessage, type QuickReply, quickReplies } from "../chat-reducer";
import { MessageBubble } from "./message-bubble";

/** The conversation: messages, 'Escribiendo...' while a reply is on its way, and the quick replies (CH-03). */
export function MessageList({
  ref,
  messages,
  typing,
  showQuickReplies,
  onQuickReply,
  onChoose,
}: {
  ref: Ref<HTMLDivElement>;
  messages: readonly ChatMessage[];
  typing: boolean;
  showQuickReplies: boolean;
  onQuickReply: (choice: QuickReply) => void;
  /** An offered time was tapped. */
  onChoose?: () => void;
}) {
  return (
    <div ref={ref} className="chat-scroll flex-1 overflow-y-auto bg-background p-4">
      <ol className="space-y-3" aria-label="Mensajes">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} onChoose={onChoose} />
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
      {showQuickReplies ? (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Respuestas rápidas">
          {quickReplies.map((choice) => (
            <Button
              key={choice.rule}
              type="button"
              variant="outline"
              size="sm"
              className="h-auto py-1.5 font-normal whitespace-normal"
              onClick={() => onQuickReply(choice)}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
