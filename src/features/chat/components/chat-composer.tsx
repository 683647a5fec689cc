import { Send } from "lucide-react";
import { type Ref, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The message box and 'Enviar'. */
export function ChatComposer({
  inputRef,
  value,
  canSend,
  onChange,
  onSend,
}: {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  canSend: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}) {
  const id = useId();
  return (
    <form
      className="flex shrink-0 gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Escribe tu mensaje
      </label>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        autoComplete="off"
        maxLength={5000}
        placeholder="Escribe tu mensaje..."
        onChange={(event) => onChange(event.target.value)}
        className="flex-1 rounded-full bg-background px-4"
      />
      <Button type="submit" size="icon" disabled={!canSend} className="disabled:opacity-50">
        <Send aria-hidden="true" className="size-5" />
        <span className="sr-only">Enviar</span>
      </Button>
    </form>
  );
}
