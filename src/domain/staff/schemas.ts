/**
 * The staff accounts' shapes (AC-01..AC-05), shared by the forms in /gestion and the routes under
 * /api/staff: sign-in, single-use links, people, sessions, passkeys and the audit log.
 */
import { z } from "zod";
import { checked, isoDate } from "@/domain/booking/schemas";
import { CONTROL_CHARS, emailFieldProblem, nameProblem } from "@/domain/booking/contact-validation";

export const roles = ["owner", "reception", "professional"] as const;
export type Role = (typeof roles)[number];

export const roleNames: Record<Role, string> = {
  owner: "Propietaria",
  reception: "Recepción",
  professional: "Profesional",
};

export const MIN_PASSWORD = 12;
const email = checked(emailFieldProblem, "Escribe un email.");
/** The length rule here; the server also refuses common passwords (its list is 49,000 words long). */
export const newPassword = z
  .string({ error: "Escribe una contraseña." })
  .min(MIN_PASSWORD, { message: `La contraseña necesita al menos ${MIN_PASSWORD} caracteres.` })
  .max(200, { message: "La contraseña admite como mucho 200 caracteres." });

export const signInBody = z.object({
  email: z
    .string({ error: "Escribe tu email." })
    .max(254, { message: "Email no válido." })
    .refine((v) => !CONTROL_CHARS.test(v), { message: "Email no válido." }),
  password: z.string({ error: "Escribe tu contraseña." }).max(200, { message: "Contraseña incorrecta." }),
});
export type SignInBody = z.input<typeof signInBody>;

/** A link's token travels in a body (from the URL fragment), never in a URL the server logs. */
export const linkTokenBody = z.object({ token: z.string().regex(/^[\w-]{43}$/, { message: "Enlace no válido." }) });
export const acceptLinkBody = linkTokenBody.extend({ password: newPassword });
export const resetRequestBody = z.object({ email });

/**
 * SP-05: what the owner lets a professional do besides seeing her own column. Owner and reception
 * may always; a professional's are set by the owner in /gestion/personas (all allowed by default).
 */
export const permissionKeys = ["seeContacts", "cancel", "blockTime"] as const;
export type PermissionKey = (typeof permissionKeys)[number];
export const permissionNames: Record<PermissionKey, string> = {
  seeContacts: "Ver el teléfono y el email de sus clientas",
  cancel: "Anular sus citas",
  blockTime: "Bloquear su propio tiempo",
};
export const permissions = z.object({
  seeContacts: z.boolean({ error: "Marca o desmarca «ver contactos»." }),
  cancel: z.boolean({ error: "Marca o desmarca «anular citas»." }),
  blockTime: z.boolean({ error: "Marca o desmarca «bloquear tiempo»." }),
});
export type Permissions = z.infer<typeof permissions>;
const ALL_PERMISSIONS: Permissions = { seeContacts: true, cancel: true, blockTime: true };

/** May this person do that? Owner and reception always; a professional as the owner set. */
export function may(person: { role: Role; permissions: Permissions }, what: PermissionKey): boolean {
  return person.role !== "professional" || person.permissions[what];
}

export const me = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  staffId: z.string().nullable(),
  permissions,
});
export type Me = z.infer<typeof me>;

export const personView = me.extend({
  active: z.boolean(),
  hasPassword: z.boolean(),
  passkeys: z.number(),
  version: z.number(),
});
export type PersonView = z.infer<typeof personView>;

const roleField = z.enum(roles, { error: "Elige un papel: propietaria, recepción o profesional." });
const staffField = z
  .string({ error: "Elige su columna en la agenda." })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: "Elige su columna en la agenda." })
  .nullable();

function professionalHasColumn(v: { role: Role; staffId: string | null }, ctx: z.RefinementCtx) {
  if (v.role === "professional" && v.staffId === null)
    ctx.addIssue({ code: "custom", path: ["staffId"], message: "Una profesional necesita su columna en la agenda." });
}

export const inviteBody = z
  .object({
    email,
    name: checked(nameProblem, "Escribe su nombre."),
    role: roleField,
    staffId: staffField.default(null),
  })
  .superRefine(professionalHasColumn);
export type InviteBody = z.input<typeof inviteBody>;
export type InviteInput = z.output<typeof inviteBody>;

export const personUpdateBody = z
  .object({
    name: checked(nameProblem, "Escribe su nombre."),
    role: roleField,
    staffId: staffField,
    active: z.boolean({ error: "Activa o desactiva la cuenta." }),
    permissions: permissions.default(ALL_PERMISSIONS),
    version: z.number({ error: "Falta la versión." }).int().positive(),
  })
  .superRefine(professionalHasColumn);
export type PersonUpdateBody = z.input<typeof personUpdateBody>;
export type PersonUpdateInput = z.output<typeof personUpdateBody>;

/** A POST that carries nothing (the API takes JSON bodies only): `{}`. */
export const emptyBody = z.object({}).strict();

export const personIdParam = z.object({ id: z.uuid() });
export const sessionIdParam = z.object({ id: z.string().regex(/^[\w-]{43}$/) });
export const passkeyIdParam = z.object({ id: z.string().regex(/^[\w-]{1,1400}$/) });

export const sessionView = z.object({
  id: z.string(),
  personId: z.string(),
  personName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
  address: z.string(),
  method: z.enum(["password", "passkey", "link"]),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;

export const passkeyView = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

/** A WebAuthn response as @simplewebauthn/browser sends it; the library checks the rest. */
const base64url = z
  .string()
  .regex(/^[\w-]*$/)
  .max(20_000);
export const registrationBody = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(40).optional(),
  label: z.string().max(60).optional(),
});
export const authenticationBody = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

/** What the audit page filters by: a person, a kind of record, a period; pages of 100 entries. */
export const auditKinds = ["agenda", "settings", "people"] as const;
export type AuditKind = (typeof auditKinds)[number];
export const auditKindNames: Record<AuditKind, string> = {
  agenda: "Agenda y clientes",
  settings: "Ajustes del salón",
  people: "Personas y accesos",
};
export const auditQuery = z.object({
  person: z.uuid({ message: "Persona no válida." }).optional(),
  kind: z.enum(auditKinds, { error: "Tipo no válido." }).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, { message: "Página no válida." })
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

const auditChange = z.object({
  entity: z.string(),
  entityId: z.string(),
  label: z.string(),
  action: z.enum(["insert", "update", "delete"]),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  kind: z.enum(auditKinds),
  summary: z.string(),
  changes: z.array(auditChange),
  /** Each change in words (OW-10): 'Horario del sábado' · 'cierra: 18:00 → 14:00'. */
  details: z.array(z.object({ title: z.string(), lines: z.array(z.string()) })),
});
export type AuditEntry = z.infer<typeof auditEntry>;
