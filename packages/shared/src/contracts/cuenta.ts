import { z } from 'zod';
import { PLAN_MODULES } from '../roles';
import { opcionalTexto } from './fields';
import { claveUsuarioSchema, usuarioUpdateSchema } from './mi-empresa/usuarios';

/*
 * The user menu's own pages (issue 8 §7; SPEC §2 user menu): Cuenta (profile and password),
 * Mejorar plan and Cobro (the company's plan, its due-diligence credits and the other plans).
 * Every route works on the signed-in user and the company the session acts on.
 */

export const MENSAJES_CUENTA = {
  actualIncorrecta: 'La contraseña actual no es correcta.',
  actualObligatoria: 'Ingrese su contraseña actual.',
  confirmacionObligatoria: 'Confirme la nueva contraseña.',
  confirmacionDistinta: 'La confirmación no coincide con la nueva contraseña.',
  igualALaActual: 'La nueva contraseña debe ser distinta de la actual.',
  emailNoEditable: 'El correo electrónico no se puede modificar; solicítelo a un administrador de su empresa.',
  planActual: 'Su empresa ya tiene este plan.',
  planNoDisponible: 'Seleccione un plan disponible.',
  /** Toast after a successful change (web). */
  claveActualizada: 'Contraseña actualizada. Se cerraron sus otras sesiones.',
  /** Subject of the notice mail. */
  asuntoAviso: 'Su contraseña fue cambiada',
} as const;

/** The password policy of every account (the one Mi Empresa → usuarios applies): 12 to 200 characters. */
export const claveSchema = claveUsuarioSchema;

/** PUT /cuenta: the user's own name; the e-mail is the sign-in name and only an administrator changes it. */
export const perfilInputSchema = z.object({
  nombre: usuarioUpdateSchema.shape.nombre,
  apellido: usuarioUpdateSchema.shape.apellido,
  email: z.never({ error: MENSAJES_CUENTA.emailNoEditable }).optional(),
});
export type PerfilInput = z.input<typeof perfilInputSchema>;

/** POST /cuenta/password. */
export const cambioClaveSchema = z
  .object({
    password_actual: z
      .string({ error: MENSAJES_CUENTA.actualObligatoria })
      .min(1, { error: MENSAJES_CUENTA.actualObligatoria })
      .max(512, { error: 'La contraseña es demasiado larga.' }),
    password_nueva: claveSchema,
    confirmacion: z
      .string({ error: MENSAJES_CUENTA.confirmacionObligatoria })
      .min(1, { error: MENSAJES_CUENTA.confirmacionObligatoria }),
  })
  .superRefine((v, ctx) => {
    if (v.password_nueva === v.password_actual) {
      ctx.addIssue({ code: 'custom', path: ['password_nueva'], message: MENSAJES_CUENTA.igualALaActual });
    }
    if (v.confirmacion !== v.password_nueva) {
      ctx.addIssue({ code: 'custom', path: ['confirmacion'], message: MENSAJES_CUENTA.confirmacionDistinta });
    }
  });
export type CambioClave = z.input<typeof cambioClaveSchema>;

export const cuentaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  /** The user's own company. */
  empresa: z.object({ id: z.number().int(), nombre: z.string() }),
  roles: z.array(z.string()),
  /** Start of the current sign-in (set at every login). */
  ultimo_acceso: z.string().nullable(),
  /** Live sessions of the user, this one included. */
  sesiones_activas: z.number().int(),
});
export type Cuenta = z.infer<typeof cuentaSchema>;

export const cambioClaveResultadoSchema = z.object({
  ok: z.literal(true),
  /** Other sessions of the user that were ended. */
  sesiones_cerradas: z.number().int(),
});

// ---- plan, credits, upgrade -------------------------------------------------------------------

const moduloSchema = z.object({ id: z.enum(PLAN_MODULES), nombre: z.string() });

/** Motives of the credit ledger (creditos_movimientos.motivo) as the company reads them. */
export const MOTIVO_CREDITO_ETIQUETAS: Readonly<Record<string, string>> = {
  due_diligence: 'Due diligence solicitada',
  reembolso: 'Reembolso por due diligence fallida',
  recarga: 'Recarga de créditos',
};

export const movimientoCreditoSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  motivo: z.string(),
  /** Positive: credits in; negative: credits spent. */
  cantidad: z.number().int(),
  /** Balance after the movement. */
  saldo: z.number().int(),
  usuario: z.string().nullable(),
  due_diligence_id: z.number().int().nullable(),
});
export type MovimientoCredito = z.infer<typeof movimientoCreditoSchema>;

export const planComparadoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  modulos: z.array(z.enum(PLAN_MODULES)),
  creditos_due_diligence: z.number().int(),
  costo_dd_lite: z.number().int(),
  costo_dd_full: z.number().int(),
  /** The company's current plan. */
  actual: z.boolean(),
});
export type PlanComparado = z.infer<typeof planComparadoSchema>;

/** GET /cuenta/plan: what Mejorar plan and Cobro show. */
export const planCuentaSchema = z.object({
  empresa: z.object({ id: z.number().int(), nombre: z.string() }),
  /** Null when the company has no plan assigned. */
  plan: z
    .object({
      id: z.number().int(),
      nombre: z.string(),
      descripcion: z.string(),
      modulos: z.array(moduloSchema),
    })
    .nullable(),
  creditos: z.object({
    /** Credits the plan includes. */
    asignados: z.number().int(),
    /** The company's balance now (empresas.creditos_due_diligence). */
    disponibles: z.number().int(),
    /** Net spend (spent minus refunded) since the last top-up, or ever when there was none. */
    usados: z.number().int(),
    /** Net spend over the whole ledger. */
    usados_total: z.number().int(),
    ultima_recarga: z.string().nullable(),
    costo_dd_lite: z.number().int(),
    costo_dd_full: z.number().int(),
  }),
  /** The latest ledger movements, newest first. */
  movimientos: z.array(movimientoCreditoSchema),
  /** Every active plan (and the current one even if retired), cheapest first. */
  planes: z.array(planComparadoSchema),
  /** Every module a plan can enable, with its label: the rows of the comparison. */
  modulos: z.array(moduloSchema),
  /** Plan-change tickets of the company still open. */
  solicitudes_abiertas: z.array(z.object({ id: z.number().int(), asunto: z.string(), estado: z.string() })),
});
export type PlanCuenta = z.infer<typeof planCuentaSchema>;

/** POST /cuenta/mejora-plan: asks Atalaya for another plan through a support ticket. */
export const mejoraPlanInputSchema = z.object({
  plan_id: z.coerce
    .number({ error: MENSAJES_CUENTA.planNoDisponible })
    .int({ error: MENSAJES_CUENTA.planNoDisponible })
    .positive({ error: MENSAJES_CUENTA.planNoDisponible }),
  comentario: opcionalTexto(2000),
});
export type MejoraPlanInput = z.input<typeof mejoraPlanInputSchema>;

export const mejoraPlanResultadoSchema = z.object({ ticket_id: z.number().int() });
