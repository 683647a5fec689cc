/**
 * 'Avísame si se libera' (WL-01): when the times a visitor wants are gone, she leaves the service (and
 * professional, or anyone), the days and a time window, and a contact; the salon offers her a freed
 * time on her phone (with her consent, an unticked box) or by email. The widget and the chat open it.
 */
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useSettings } from "@/hooks/use-settings";
import { addDays, longSpanishDate, twelveHour } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { findService } from "@/lib/settings/queries";
import type { TimeWindow } from "@/domain/waitlist/rules";
import { waitlistApi } from "./waitlist-api";
import { WaitFields } from "./wait-fields";

export interface WaitlistStart {
  serviceId: string;
  staffId: string | null;
  /** WL-06: a visit's other services, in order. */
  extras?: readonly string[];
  day: string;
  from: "web" | "chat";
}

export default function WaitlistForm({ start, onClose }: { start: WaitlistStart; onClose?: () => void }) {
  const settings = useSettings();
  const { legal, messages } = settings;
  const service = findService(settings, start.serviceId);
  const extras = (start.extras ?? []).flatMap((id) => findService(settings, id) ?? []);
  const wanted = [service, ...extras].flatMap((x) => (x ? [x.name] : [])).join(" + ");
  const [form, setForm] = useState({
    staff: start.staffId ?? "",
    fromDay: start.day,
    toDay: addDays(start.day, 6),
    window: "any" as TimeWindow,
    name: "",
    phone: "",
    email: "",
    reminders: false,
  });
  const [state, setState] = useState<
    | { kind: "editing"; busy?: boolean; message?: string; fields?: Record<string, string> }
    | {
        kind: "done";
        text: string;
        freeNow: readonly { date: string; time: string; staffId: string; staffName: string }[];
      }
  >({ kind: "editing" });
  const privacyId = useId();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  if (!service) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "editing", busy: true });
    const result = await waitlistApi.join({
      service: start.serviceId,
      ...(form.staff ? { staff: form.staff } : {}),
      ...(extras.length > 0 ? { extras: extras.map((x) => x.id) } : {}),
      fromDay: form.fromDay,
      toDay: form.toDay,
      window: form.window,
      name: form.name,
      phone: form.phone,
      email: form.email,
      reminders: form.reminders ? messages.offered : null,
      privacyAccepted: true,
      from: start.from,
      website: "",
    });
    if (!result.ok) {
      setState({ kind: "editing", message: result.message, fields: result.fields });
      return;
    }
    const how =
      form.reminders && messages.offered === "whatsapp" ? "por WhatsApp" : form.reminders ? "por SMS" : "por email";
    setState({
      kind: "done",
      freeNow: result.value.freeNow,
      text: `Apuntada. Si se libera un hueco de ${wanted} entre el ${longSpanishDate(result.value.fromDay)} y el ${longSpanishDate(result.value.toDay)}, te avisamos ${how} con un enlace para reservarlo.`,
    });
  }

  if (state.kind === "done")
    return (
      <div role="status" className="space-y-2 rounded-xl bg-secondary p-3 text-sm text-secondary-foreground">
        <p>{state.text}</p>
        {state.freeNow.length > 0 ? (
          // WL-04: what is free right now is shown at once, never announced later as freed.
          <div>
            <p className="font-semibold">Hay hueco ahora mismo:</p>
            <ul className="list-disc pl-5">
              {state.freeNow.map((f) => {
                const label = `${longSpanishDate(f.date)} a las ${twelveHour(f.time)} con ${f.staffName}`;
                return (
                  <li key={`${f.date}-${f.time}-${f.staffId}`}>
                    {extras.length > 0 ? (
                      // A visit is chosen in the widget above (its services are there already).
                      label
                    ) : (
                      <a
                        className="underline underline-offset-2"
                        href={paths.bookService(start.serviceId, { date: f.date, time: f.time, staffId: f.staffId })}
                      >
                        {label}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {onClose ? (
          <Button type="button" size="sm" variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        ) : null}
      </div>
    );
  const fields = state.fields ?? {};
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Avísame si se libera"
      className="grid gap-3 rounded-xl border border-border p-3"
    >
      <p className="text-sm">
        Te avisamos si se libera un hueco de <strong>{wanted}</strong> en los días y la franja que elijas; los avisos
        van por orden de llegada.
      </p>
      {/* One column: the widget's card is narrow on a phone, and a date field needs its width. */}
      <div className="grid gap-3">
        <WaitFields serviceId={service.id} value={form} onChange={set} fields={fields} />
      </div>
      <Field
        label="Nombre"
        autoComplete="name"
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        error={fields.name}
        required
      />
      <Field
        label="Teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={fields.phone}
        required
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
        error={fields.email}
        required
      />
      {messages.offered ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={form.reminders}
            onChange={(e) => set({ reminders: e.target.checked })}
          />
          <span>
            Recibir el aviso por {messages.offered === "whatsapp" ? "WhatsApp" : "SMS"}.{" "}
            <span className="text-muted-foreground">Responde BAJA cuando quieras dejar de recibirlos.</span>
          </span>
        </label>
      ) : null}
      <p id={privacyId} className="text-xs text-muted-foreground">
        Responsable: {legal.owner}. Finalidad: avisarte si se libera un hueco; tus datos se borran al terminar la
        espera. Derechos: escribe a {legal.privacyEmail}. Más en nuestra{" "}
        <a href={paths.privacy} className="underline underline-offset-2">
          política de privacidad
        </a>
        .
      </p>
      {state.message ? (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-describedby={privacyId} disabled={state.busy}>
          {state.busy ? "Guardando…" : "Avisarme"}
        </Button>
        {onClose ? (
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
