import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { longSpanishDate } from "@/lib/dates";
import { ApiError, type Appointment, staffApi } from "../shared/staff-api";
import { statusLabels } from "@/domain/booking/status";
import { stoppedLabel } from "@/domain/messages/channels";
import type { ClientView } from "@/domain/booking/schemas";
import { useSalonClock } from "@/hooks/use-salon-clock";
import { type ClientCard, clientCards } from "./client-cards";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useMe } from "../shared/staff-gate";
import { may } from "@/domain/staff/schemas";
import { isContactQuery } from "@/domain/booking/contact-validation";
import { eurosOfWhole } from "@/domain/payments/policy";
import { GiftSales } from "./gift-sales";

/**
 * Clients (ST-04, ST-07, ST-11): find a client by name, phone or email; each one found is a card with
 * contact, notes, visit history and 'Reservar de nuevo'; the owner exports or erases their data.
 */
export function ClientsPanel({
  onChanged,
  onBookAgain,
}: {
  onChanged: () => void;
  onBookAgain: (again: BookAgain) => void;
}) {
  const me = useMe();
  const role = me.role;
  // SP-05: one kept from contacts finds her clients by name only.
  const byName = !may(me, "seeContacts");
  const owner = role === "owner";
  // AP-05: the desk (owner, reception) corrects a client's contact.
  const desk = role !== "professional";
  // Export and erasure act on one client's exact phone or email, never on a name (ST-04, ST-07).
  const byContact = (q: string | null) => q !== null && isContactQuery(q);
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [results, setResults] = useState<Appointment[]>([]);
  // AP-05: clients the desk added who have no appointment yet.
  const [added, setAdded] = useState<ClientView[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const clock = useSalonClock();
  const cards = clock ? clientCards(results, clock) : [];

  async function find(q: string) {
    setConfirming(false);
    setMessage(null);
    try {
      const data = await staffApi.clients(q);
      setResults(data.appointments);
      setAdded(data.clients);
      setSearched(q);
      setQuery(q);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    await find(query);
  }

  async function erase() {
    try {
      const { erased } = await staffApi.erase(searched ?? "");
      setMessage(`Datos borrados de ${erased} ${erased === 1 ? "cita" : "citas"}. Las citas conservan su hora.`);
      setResults([]);
      setConfirming(false);
      onChanged();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section aria-labelledby="clientes-titulo" className={cn(cardVariants({ padding: "md" }), "space-y-3")}>
      <h2 id="clientes-titulo" className="text-xl font-semibold">
        Clientes: consulta, exportación y borrado
      </h2>
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <Field
          label={byName ? "Nombre" : "Nombre, teléfono o email"}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="min-w-60 flex-1"
        />
        <Button type="submit" disabled={query.trim().length < 3}>
          Buscar
        </Button>
      </form>
      <p role="status" className="text-sm">
        {message ??
          (searched !== null
            ? cards.length === 0 && added.length === 0
              ? "Ninguna cita encontrada."
              : cards.length === 0
                ? `${added.length} ${added.length === 1 ? "cliente sin citas" : "clientes sin citas"}.`
                : `${cards.length} ${cards.length === 1 ? "cliente" : "clientes"} · ${results.length} ${results.length === 1 ? "cita encontrada" : "citas encontradas"}.`
            : "")}
      </p>
      {added.map((client) => (
        <AddedClientCard
          key={client.phone}
          client={client}
          desk={desk}
          onCorrected={(phone, text) => void find(phone).then(() => setMessage(text))}
          onBook={() => onBookAgain({ client: { name: client.name, phone: client.phone, email: client.email ?? "" } })}
        />
      ))}
      {results.length > 0 ? (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            {cards.map((card) => (
              <ClientCardView
                key={card.key}
                card={card}
                desk={desk}
                seesContacts={!byName}
                onSaved={onChanged}
                onCorrected={(phone, text) => void find(phone).then(() => setMessage(text))}
                onBookAgain={onBookAgain}
              />
            ))}
          </div>
          {/* Exporting and erasing a client's data are the owner's (AC-04). */}
          <div className={owner && byContact(searched) ? "flex flex-wrap gap-2" : "hidden"}>
            <a
              href={`/api/staff/clients/export?q=${encodeURIComponent(searched ?? "")}`}
              download="datos-cliente.json"
              className="inline-flex h-9 items-center rounded-full border border-primary px-4 text-sm font-medium text-primary hover:bg-secondary"
            >
              Exportar datos (JSON)
            </a>
            {confirming ? (
              <>
                <Button size="sm" variant="destructive" onClick={() => void erase()}>
                  Sí, borrar sus datos
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                  No
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Borrar datos del cliente
              </Button>
            )}
          </div>
        </>
      ) : null}
      {desk ? <NewClientForm onAdded={(phone) => void find(phone)} /> : null}
      {desk ? <GiftSales /> : null}
    </section>
  );
}

/** What 'Reservar de nuevo' opens 'Nueva cita' with: the client, and her last service and professional. */
export interface BookAgain {
  client: { name: string; phone: string; email: string };
  /** Her last service and professional; none for a client without appointments (AP-05). */
  service?: string;
  staffId?: string;
}

/** A client's phone and email, each a link that calls or writes to her. */
function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <p className="flex flex-wrap gap-x-3">
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="underline">
          {phone}
        </a>
      ) : null}
      {email ? (
        <a href={`mailto:${email}`} className="break-all underline">
          {email}
        </a>
      ) : (
        <span className="text-muted-foreground">sin email</span>
      )}
    </p>
  );
}

/** ST-11: one client found — contact, notes, what her visits add up to, her history, and booking again. */
function ClientCardView({
  card,
  desk,
  seesContacts,
  onSaved,
  onCorrected,
  onBookAgain,
}: {
  card: ClientCard;
  desk: boolean;
  /** SP-05: false for a professional the owner keeps from contacts (the answer has none to show). */
  seesContacts: boolean;
  onSaved: () => void;
  /** Her card is found again by her (new) phone, and the panel says what changed. */
  onCorrected: (phone: string, message: string) => void;
  onBookAgain: (again: BookAgain) => void;
}) {
  const id = `cliente-${card.key.replace(/[^a-z0-9]/gi, "")}`;
  const { again, upcoming } = card;
  return (
    <article aria-labelledby={id} className="space-y-3 rounded-xl border border-border p-3 text-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={id} className="text-base font-semibold">
            {card.name}
          </h3>
          {seesContacts ? (
            <ContactLinks phone={card.phone} email={card.email} />
          ) : (
            <p className="text-muted-foreground">Su teléfono y su email los ve recepción.</p>
          )}
          {card.messagesStopped ? (
            <p className="text-xs font-medium text-muted-foreground">{stoppedLabel(card.messagesStopped)}</p>
          ) : null}
        </div>
        {again ? (
          <Button
            size="sm"
            aria-label={`Reservar de nuevo a ${card.name}`}
            onClick={() =>
              onBookAgain({
                client: { name: card.name, phone: card.phone ?? "", email: card.email ?? "" },
                service: again.service,
                staffId: again.staffId,
              })
            }
          >
            Reservar de nuevo
          </Button>
        ) : null}
      </header>
      <p aria-label={`Resumen de ${card.name}`}>
        {card.visits} {card.visits === 1 ? "visita" : "visitas"} · {eurosOfWhole(card.spent)} gastados · {card.noShows}{" "}
        {card.noShows === 1 ? "no presentada" : "no presentadas"}
        {card.cancelled > 0 ? ` · ${card.cancelled} ${card.cancelled === 1 ? "cancelada" : "canceladas"}` : ""}
      </p>
      {upcoming ? (
        <p>
          Próxima cita: {longSpanishDate(upcoming.date)} {upcoming.time} · {upcoming.serviceName} con{" "}
          {upcoming.staffName}
        </p>
      ) : null}
      {card.phone && desk ? (
        <ContactForm
          card={{ name: card.name, phone: card.phone, email: card.email ?? "" }}
          onCorrected={(phone, message) => {
            onSaved();
            onCorrected(phone, message);
          }}
        />
      ) : null}
      {card.phone ? <NoteForm name={card.name} phone={card.phone} note={card.note} onSaved={onSaved} /> : null}
      <details>
        <summary className="cursor-pointer font-medium">Historial ({card.history.length})</summary>
        <ol aria-label={`Historial de ${card.name}`} className="mt-2 divide-y divide-border">
          {card.history.map((a) => (
            <li key={a.id} className="py-1.5">
              {longSpanishDate(a.date)} {a.time} · {a.serviceName} con {a.staffName} · {statusLabels[a.status]} ·{" "}
              {eurosOfWhole(a.price)}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}

function NoteForm({
  name,
  phone,
  note: saved,
  onSaved,
}: {
  name: string;
  phone: string;
  note: string | null;
  onSaved: () => void;
}) {
  const [note, setNote] = useState(saved ?? "");
  const [status, setStatus] = useState<string | null>(null);
  const id = `nota-${phone.replace(/\D/g, "")}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await staffApi.note(phone, note);
      setStatus(note.trim() ? "Notas guardadas: se ven en sus citas." : "Notas borradas.");
      onSaved();
    } catch (e) {
      setStatus(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <form onSubmit={save} className="space-y-2 rounded-xl border border-border p-3">
      <label htmlFor={id} className="block text-sm font-medium">
        Notas de {name} ({phone})
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={1000}
        rows={3}
        placeholder="Alergias, preferencias…"
        onChange={(e) => setNote(e.target.value)}
        className="w-full rounded-xl border border-border bg-card p-2 text-sm"
      />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" variant="outline">
          Guardar notas
        </Button>
        <p role="status" className="text-xs">
          {status}
        </p>
      </div>
    </form>
  );
}

/** AP-05: 'Corregir datos' — her name, phone and email, on every appointment of hers (audited). */
function ContactForm({
  card,
  onCorrected,
}: {
  card: { name: string; phone: string; email: string };
  onCorrected: (phone: string, message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(card);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const { updated } = await staffApi.correctClient({
        phone: card.phone,
        name: form.name,
        newPhone: form.phone,
        email: form.email,
      });
      setFields({});
      setOpen(false);
      onCorrected(form.phone, `Datos de ${form.name} corregidos en ${updated} ${updated === 1 ? "cita" : "citas"}.`);
    } catch (e) {
      setFields(e instanceof ApiError ? e.fields : {});
      setStatus(e instanceof Error ? e.message : String(e));
    }
  }
  if (!open)
    return (
      <p className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(true)}
          aria-label={`Corregir los datos de ${card.name}`}
        >
          Corregir datos
        </Button>
        {status ? <span role="status">{status}</span> : null}
      </p>
    );
  return (
    <form
      onSubmit={save}
      aria-label={`Datos de ${card.name}`}
      className="grid gap-2 rounded-xl border border-border p-3 sm:grid-cols-3"
    >
      <ContactFields
        form={form}
        errors={{ name: fields.name, phone: fields.newPhone, email: fields.email }}
        emailLabel="Email"
        onChange={setForm}
      />
      <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
        <Button type="submit" size="sm">
          Guardar datos
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        {status ? <span role="status">{status}</span> : null}
      </div>
    </form>
  );
}

/** AP-05: a client the desk added, with no appointment yet: her contact, a first booking, a correction. */
function AddedClientCard({
  client,
  desk,
  onBook,
  onCorrected,
}: {
  client: ClientView;
  desk: boolean;
  onBook: () => void;
  onCorrected: (phone: string, message: string) => void;
}) {
  return (
    <article aria-label={client.name} className="mt-3 space-y-2 rounded-xl border border-border p-3 text-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-base font-semibold">{client.name}</h3>
          <ContactLinks phone={client.phone} email={client.email} />
        </div>
        <Button size="sm" onClick={onBook} aria-label={`Nueva cita para ${client.name}`}>
          Nueva cita
        </Button>
      </header>
      <p>Sin citas todavía.</p>
      {desk ? (
        <ContactForm
          card={{ name: client.name, phone: client.phone, email: client.email ?? "" }}
          onCorrected={onCorrected}
        />
      ) : null}
    </article>
  );
}

/** AP-05: 'Nueva clienta' — added before her first appointment, found by her phone from then on. */
function NewClientForm({ onAdded }: { onAdded: (phone: string) => void }) {
  const [form, setForm] = useState({ name: "", phone: "", email: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await staffApi.addClient(form);
      setFields({});
      setStatus(`${form.name.trim()} añadida.`);
      onAdded(form.phone);
      setForm({ name: "", phone: "", email: "" });
    } catch (e) {
      setFields(e instanceof ApiError ? e.fields : {});
      setStatus(e instanceof Error ? e.message : String(e));
    }
  }
  return (
    <details className="rounded-xl border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">Nueva clienta</summary>
      <form onSubmit={save} noValidate aria-label="Nueva clienta" className="mt-3 grid gap-2 sm:grid-cols-3">
        <ContactFields
          form={form}
          errors={{ name: fields.name, phone: fields.phone, email: fields.email }}
          emailLabel="Email (opcional)"
          onChange={setForm}
        />
        <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
          <Button type="submit" size="sm">
            Añadir clienta
          </Button>
          {status ? <span role="status">{status}</span> : null}
        </div>
      </form>
    </details>
  );
}

type Contact = { name: string; phone: string; email: string };

/** A client's name, phone and email, as the desk types them (a new client, a correction). */
function ContactFields({
  form,
  errors,
  emailLabel,
  onChange,
}: {
  form: Contact;
  errors: Partial<Record<keyof Contact, string | undefined>>;
  emailLabel: string;
  onChange: (form: Contact) => void;
}) {
  return (
    <>
      <Field
        label="Nombre"
        value={form.name}
        error={errors.name}
        onChange={(e) => onChange({ ...form, name: e.target.value })}
      />
      <Field
        label="Teléfono"
        type="tel"
        value={form.phone}
        error={errors.phone}
        onChange={(e) => onChange({ ...form, phone: e.target.value })}
      />
      <Field
        label={emailLabel}
        type="email"
        value={form.email}
        error={errors.email}
        onChange={(e) => onChange({ ...form, email: e.target.value })}
      />
    </>
  );
}
