/**
 * TK-08: the billing system as the AEAT knows it (RD 1007/2023 art. 13, Orden HAC/1177/2024 art. 15): its
 * name, id and version, how it may be used, and the producer's declaración responsable. The salon
 * develops its own system, so the producer is the salon itself (its legal data, in the settings); what
 * only developers change lives here. The same facts go into every record's SistemaInformatico.
 */
export const software = {
  /** NombreSistemaInformatico. */
  name: "Aurora Gestión",
  /** IdSistemaInformatico: two characters, the producer's own code for this system. */
  id: "AG",
  /** Version: raised with each release that changes how invoices or records are made. */
  version: "1.0",
  /** NumeroInstalacion: this installation (one salon, one installation). */
  installation: "1",
  /** TipoUsoPosibleSoloVerifactu: it works only as a VERI*FACTU system (every record is meant to be sent). */
  onlyVerifactu: true,
  /** TipoUsoPosibleMultiOT / IndicadorMultiplesOT: it issues for one taxpayer, the salon. */
  multipleTaxpayers: false,
  /** What it is made of, as the declaration lists it. */
  components: [
    "Servidor web propio (Node.js) con la web pública, la agenda y la caja",
    "Base de datos PostgreSQL (o PostgreSQL embebido, PGlite) que guarda facturas y registros inalterables",
    "Generación de la huella SHA-256 encadenada y del código QR tributario",
  ],
} as const;

/** The producer's declaración responsable, in the words shown in /gestion (art. 15 of the Orden). */
export function declaration(producer: { name: string; nif: string }, place: string): readonly string[] {
  return [
    `${producer.name}, con NIF ${producer.nif}, como productora del sistema informático de facturación «${software.name}» (identificador ${software.id}, versión ${software.version}), declara bajo su responsabilidad:`,
    "Que este sistema cumple lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, General Tributaria, en el Reglamento aprobado por el Real Decreto 1007/2023 y en la Orden HAC/1177/2024 que lo desarrolla.",
    `Que funciona exclusivamente como sistema de emisión de facturas verificables (VERI*FACTU): ${software.onlyVerifactu ? "sí" : "no"}. Que permite su uso por varios obligados tributarios: ${software.multipleTaxpayers ? "sí" : "no"}.`,
    `Componentes: ${software.components.join("; ")}.`,
    `Suscrita en ${place}.`,
  ];
}
