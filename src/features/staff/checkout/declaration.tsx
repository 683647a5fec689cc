/**
 * TK-08: the billing system's declaración responsable, shown where it issues (the till): the producer
 * (the salon, from its legal data), the system's name, id and version, how it may be used.
 */
import { site } from "@/content/site";
import { declaration, software } from "@/content/software";
import { useSettings } from "@/hooks/use-settings";

export function Declaration() {
  const { legal } = useSettings();
  return (
    <details className="rounded-xl border p-3 text-sm print:hidden">
      <summary className="cursor-pointer font-medium">
        Declaración responsable del sistema de facturación ({software.name} {software.version})
      </summary>
      <div className="mt-2 space-y-2">
        {declaration({ name: legal.owner, nif: legal.nif }, site.address.city).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </details>
  );
}
