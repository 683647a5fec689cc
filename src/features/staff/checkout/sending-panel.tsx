/**
 * TK-05: the owner's view of sending the billing records to the AEAT — what waits, what the AEAT
 * accepted, accepted with errors or refused (with its code and words), the salon's certificate
 * (uploaded here, kept sealed on the server) and 'Enviar ahora'.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError, checkoutApi } from "./checkout-api";

type Status = Awaited<ReturnType<typeof checkoutApi.sending>>;

const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

export function SendingPanel() {
  const [status, setStatus] = useState<Status | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");

  const load = useCallback(() => {
    checkoutApi.sending().then(setStatus, () => setStatus(null));
  }, []);
  useEffect(() => load(), [load]);

  async function upload(event: FormEvent) {
    event.preventDefault();
    setFields({});
    setMessage("");
    try {
      const pfxBase64 = file ? await base64Of(file) : "";
      setStatus(await checkoutApi.uploadCertificate({ pfxBase64, password }));
      setPassword("");
      setMessage("Certificado guardado: los registros se enviarán a la AEAT.");
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setMessage(error.message);
      }
    }
  }

  /** TK-05: after fixing what the AEAT said (the legal name, usually), the record goes again as a subsanación. */
  async function correct(record: string) {
    setMessage("");
    try {
      setStatus(await checkoutApi.subsanar(record));
      setMessage("Subsanado: se enviará de nuevo a la AEAT.");
    } catch (error) {
      if (error instanceof ApiError) setMessage(error.message);
    }
  }

  async function sendNow() {
    setMessage("");
    try {
      const r = await checkoutApi.sendNow();
      setStatus(r);
      setMessage(
        r.outcome === "sent"
          ? "Enviado."
          : r.outcome === "waiting"
            ? "La AEAT pide esperar antes del próximo envío: se enviará solo."
            : r.outcome === "nothing"
              ? "No hay nada pendiente."
              : (r.lastError ?? "No se ha podido enviar: se reintentará."),
      );
    } catch (error) {
      if (error instanceof ApiError) setMessage(error.message);
    }
  }

  if (!status) return null;
  return (
    <section aria-labelledby="envio-aeat" className="space-y-3 text-sm">
      <h2 id="envio-aeat" className="text-lg font-semibold">
        Envío a la AEAT (VERI*FACTU)
      </h2>
      <p>
        Pendientes de envío: <strong>{status.pending}</strong> · Aceptados: {status.correct} · Con errores:{" "}
        {status.withErrors} · Rechazados: {status.rejected}
      </p>
      {status.answers.length > 0 ? (
        <ul className="list-disc pl-5">
          {status.answers.map((a) => (
            <li key={a.record}>
              {a.number} ({a.state === "rejected" ? "rechazado" : "aceptado con errores"}):{" "}
              {a.code ? `código ${a.code}, ` : ""}
              {a.description ?? "sin detalle"}
              {a.state === "rejected" ? (
                <Button size="sm" variant="outline" className="ml-2" onClick={() => void correct(a.record)}>
                  Subsanar<span className="sr-only"> {a.number}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {status.lastError ? <p className="text-destructive">Último intento: {status.lastError}</p> : null}
      {status.certificate ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>Certificado del salón subido por {status.certificate.uploadedBy}.</span>
          <Button size="sm" onClick={() => void sendNow()}>
            Enviar ahora
          </Button>
        </div>
      ) : (
        <p>
          Los tickets se imprimen y sus registros se guardan encadenados, pero no se envían hasta que subas el
          certificado electrónico del salón (el mismo con el que presentáis impuestos, en un archivo .p12 o .pfx).
        </p>
      )}
      <form onSubmit={(e) => void upload(e)} noValidate className="grid gap-2 sm:grid-cols-2 sm:items-end">
        <Field
          label={status.certificate ? "Cambiar el certificado (.p12 o .pfx)" : "Certificado (.p12 o .pfx)"}
          type="file"
          accept=".p12,.pfx,application/x-pkcs12"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          error={fields.pfxBase64}
        />
        <Field
          label="Contraseña del certificado"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password}
        />
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
          Guardar el certificado
        </Button>
      </form>
      {message ? (
        <p role="status" className="font-medium">
          {message}
        </p>
      ) : null}
    </section>
  );
}
