import { followInPage } from "@/lib/navigation";
import { site } from "@/content/site";
import { cn } from "@/lib/cn";
import { clockTime } from "@/lib/dates";
import type { ChatMessage } from "../chat-reducer";

/**
 * One message: sender, text (with the booking link or the offered times) and the time it was sent.
 * `onChoose`: a time was tapped (the widget below takes it over).
 */
export function MessageBubble({ message, onChoose }: { message: ChatMessage; onChoose?: () => void }) {
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
              <a
                href={choice.href}
                onClick={(event) => {
                  followInPage(event);
                  onChoose?.();
                }}
                className="inline-flex min-h-9 items-center rounded-full border border-primary bg-card px-3 text-sm font-medium text-primary hover:bg-secondary"
              >
                {choice.label}
              </a>
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
