/**
 * `/gestion/ajustes` (OW-01, OW-03, OW-06): the salon changes its own
 * services, prices, hours, closures and team, live on the site within
 * seconds. Each form checks its values with the server's own schema before
 * sending; a change that touches future appointments lists them first (with
 * the clients' contact, to cancel or move them) and nothing is saved without
 * the owner seeing that list; a save that lost a race shows the current values.
 */
import { useReplaceSettings, useSettings } from "@/hooks/use-settings";
import { StaffGate } from "../shared/staff-gate";
import { BookingPolicyForm } from "./booking-form";
import { Closures } from "./closures-form";
import { Hours } from "./hours-form";
import { LegalForm } from "./legal-form";
import { FaqForm } from "./faq-form";
import { MessagesForm } from "./messages-form";
import { GiftsForm } from "./gifts-form";
import { Services } from "./services-form";
import { Team } from "./team-form";
import { TimeOff } from "./time-off-form";

export default function SettingsApp() {
  return <StaffGate roles={["owner"]}>{() => <Settings />}</StaffGate>;
}

/** The forms over the page's one settings store (OW-11): a save replaces it with what the server answered. */
function Settings() {
  const settings = useSettings();
  const update = useReplaceSettings();
  return (
    <div className="space-y-10">
      <nav aria-label="Secciones de ajustes" className="flex flex-wrap gap-3 text-sm">
        {["servicios", "horario", "reservas", "cierres", "equipo", "ausencias", "mensajes", "preguntas", "legal"].map(
          (id) => (
            <a key={id} href={`#${id}`} className="rounded-full border px-3 py-1 capitalize hover:border-primary">
              {id}
            </a>
          ),
        )}
      </nav>
      <Services settings={settings} onSaved={update} />
      <Hours settings={settings} onSaved={update} />
      <BookingPolicyForm settings={settings} onSaved={update} />
      <Closures settings={settings} onSaved={update} />
      <Team settings={settings} onSaved={update} />
      <TimeOff settings={settings} />
      <MessagesForm settings={settings} onSaved={update} />
      <GiftsForm settings={settings} />
      <FaqForm settings={settings} onSaved={update} />
      <LegalForm settings={settings} onSaved={update} />
    </div>
  );
}
