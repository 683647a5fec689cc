import { MessageCircle, X } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";

/** The round button that opens and closes the chat, with its 'En línea' badge (CH-01). */
export function ChatToggle({
  ref,
  open,
  panelId,
  onClick,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  panelId: string;
  onClick: () => void;
}) {
  return (
    <Button
      ref={ref}
      type="button"
      size="icon-lg"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onClick}
      className="relative size-12 shadow-lg sm:size-14"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      <span className="sr-only">{open ? "Cerrar chat" : "Abrir chat de ayuda"}</span>
      <span className="absolute -top-2 right-0 rounded-full bg-success px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold text-white">
        En línea
      </span>
    </Button>
  );
}
