import { Minus, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { site } from "@/content/site";

/** The panel's title bar: name, 'En línea', minimise/expand and close. */
export function ChatHeader({
  minimized,
  onMinimizeToggle,
  onClose,
}: {
  minimized: boolean;
  onMinimizeToggle: () => void;
  onClose: () => void;
}) {
  return (
    <header className="flex h-16 shrink-0 items-center justify-between gap-2 bg-primary px-4 text-primary-foreground">
      <div className="min-w-0">
        <h2 className="truncate font-sans text-base font-semibold">Asistente {site.shortName}</h2>
        <p className="flex items-center gap-1 text-xs text-primary-foreground/90">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-300" />
          En línea
        </p>
      </div>
      <div className="flex items-center">
        <Button type="button" variant="on-primary" size="icon-sm" onClick={onMinimizeToggle} aria-expanded={!minimized}>
          {minimized ? <Plus aria-hidden="true" className="size-5" /> : <Minus aria-hidden="true" className="size-5" />}
          <span className="sr-only">{minimized ? "Expandir chat" : "Minimizar chat"}</span>
        </Button>
        <Button type="button" variant="on-primary" size="icon-sm" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Cerrar chat</span>
        </Button>
      </div>
    </header>
  );
}
