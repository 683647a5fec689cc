/** TK-02: who a full invoice (F1, or the F3 that replaces a ticket) is for — her name, NIF and address. */
import { Field } from "@/components/ui/field";

export interface InvoiceClient {
  name: string;
  nif: string;
  address: string;
}

export function ClientFields({
  client,
  onChange,
  fields,
  addressClassName,
}: {
  client: InvoiceClient;
  onChange: (next: InvoiceClient) => void;
  /** The server's refusals, keyed `client.name`, `client.nif`, `client.address`. */
  fields: Record<string, string>;
  addressClassName?: string;
}) {
  return (
    <>
      <Field
        label="Nombre o razón social"
        value={client.name}
        onChange={(e) => onChange({ ...client, name: e.target.value })}
        error={fields["client.name"]}
      />
      <Field
        label="NIF"
        value={client.nif}
        onChange={(e) => onChange({ ...client, nif: e.target.value })}
        error={fields["client.nif"]}
      />
      <Field
        label="Dirección"
        value={client.address}
        onChange={(e) => onChange({ ...client, address: e.target.value })}
        error={fields["client.address"]}
        {...(addressClassName ? { className: addressClassName } : {})}
      />
    </>
  );
}
