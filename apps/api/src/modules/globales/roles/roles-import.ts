import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import { isValidRut, normalizeRut } from '@atalaya/shared/rut';
import type { DbOrTx } from '../../../db/client';
import { access } from '../../../platform/access';
import { trozos, type ErrorCampo, type Importador } from '../../../platform/import/engine';
import { registrarImportacion } from '../../../platform/import/routes';
import { clave } from '../../../platform/import/valores';
import { asignarRoles, empresasPorIdentificacion, listRoles, usuariosPorCorreo } from './roles.repository';

/*
 * POST /roles/import (SPEC §7 'POST /roles/import with employees'; Globales → roles, admin_atalaya):
 * assigns roles to EXISTING users from a CSV or XLSX with the columns Empresa (RUT or razón
 * social), Email and Rol (one role per row, or several separated by commas; an email may repeat).
 *
 * Why platform-scoped: every /roles route is Globales (admin_atalaya), roles are platform data,
 * and a company administrator already manages their users' roles in Mi Empresa → usuarios. The
 * Empresa column is mandatory on every row, so an assignment only happens when the user belongs
 * to the company the file names: a file meant for one company can never touch another's users.
 *
 * Assignments are additive and idempotent (a role the user already holds is kept, nothing is
 * removed); admin_atalaya only goes to users of the platform company. All rows or none.
 */

interface Usuario {
  id: number;
  empresa_id: number;
}
interface Contexto {
  /** Normalized RUT → company. */
  porRut: Map<string, { id: number; es_plataforma: boolean }>;
  /** Folded razón social or nombre de fantasía → company (null when several share it). */
  porNombre: Map<string, { id: number; es_plataforma: boolean } | null>;
  usuarios: Map<string, Usuario>;
  /** Folded role name → { id, nombre }. */
  roles: Map<string, { id: number; nombre: string }>;
}

const MSJ = {
  empresaObligatoria: 'Indique la empresa (RUT o razón social)',
  empresaNoExiste: 'No existe una empresa con ese RUT o razón social',
  empresaAmbigua: 'Hay más de una empresa con ese nombre; indique su RUT',
  usuarioNoExiste: 'No existe un usuario con ese correo',
  noPertenece: 'El usuario no pertenece a la empresa',
  rolObligatorio: 'Indique al menos un rol',
} as const;

/** The refusal of admin_atalaya for company users, as the other user routes word it. */
const SOLO_PLATAFORMA =
  'El rol admin_atalaya es exclusivo de la plataforma y no puede asignarse a usuarios de una empresa.';

const filaSchema = z.object({
  empresa: z.string({ error: MSJ.empresaObligatoria }).trim().min(1, { error: MSJ.empresaObligatoria }),
  email: z.email({ error: 'Ingrese un correo electrónico válido' }).trim().toLowerCase(),
  roles: z.array(z.string(), { error: MSJ.rolObligatorio }).min(1, { error: MSJ.rolObligatorio }),
});
type Fila = z.output<typeof filaSchema>;

const separarRoles = (celda: string) =>
  celda
    .split(/[,;|]/)
    .map((r) => r.trim())
    .filter(Boolean);

async function cargarContexto(db: DbOrTx): Promise<Contexto> {
  const [empresaRows, usuarioRows, rolRows] = await Promise.all([
    empresasPorIdentificacion(db),
    usuariosPorCorreo(db),
    listRoles(db),
  ]);
  const porRut = new Map<string, { id: number; es_plataforma: boolean }>();
  const porNombre = new Map<string, { id: number; es_plataforma: boolean } | null>();
  for (const e of empresaRows) {
    const empresa = { id: e.id, es_plataforma: e.es_plataforma };
    porRut.set(e.rut, empresa);
    for (const nombre of new Set([clave(e.nombre), clave(e.fantasia)])) {
      if (!nombre) continue;
      const previa = porNombre.get(nombre);
      porNombre.set(nombre, previa === undefined || previa?.id === e.id ? empresa : null);
    }
  }
  return {
    porRut,
    porNombre,
    usuarios: new Map(usuarioRows.map((u) => [u.email.toLowerCase(), { id: u.id, empresa_id: u.empresa_id }])),
    roles: new Map(rolRows.map((r) => [clave(r.nombre), r])),
  };
}

function empresaDe(celda: string, ctx: Contexto) {
  if (isValidRut(celda)) return ctx.porRut.get(normalizeRut(celda));
  return ctx.porNombre.get(clave(celda));
}

export const rolesImportador: Importador<Contexto, Fila> = {
  entidad: 'usuario_rol',
  plural: 'asignaciones de roles',
  columnas: [
    { campo: 'empresa', encabezados: ['Empresa', 'RUT empresa', 'RUT de la empresa', 'Razón social'] },
    { campo: 'email', encabezados: ['Email', 'Correo', 'Correo electrónico', 'E-mail'] },
    { campo: 'roles', encabezados: ['Rol', 'Roles'] },
  ],
  faltantes: (presentes) => ['empresa', 'email', 'roles'].filter((c) => !presentes.has(c)),
  contexto: (db) => cargarContexto(db),
  convertir(c, ctx) {
    const errores: ErrorCampo[] = [];
    let empresa: { id: number; es_plataforma: boolean } | undefined;
    if (c.empresa) {
      const encontrada = empresaDe(c.empresa, ctx);
      if (encontrada === null) errores.push({ campo: 'empresa', mensaje: MSJ.empresaAmbigua });
      else if (!encontrada) {
        const rutMalo = /^[\d.\s]+-?[\dkK]$/.test(c.empresa) && !isValidRut(c.empresa);
        errores.push({ campo: 'empresa', mensaje: rutMalo ? MENSAJES.rutInvalido : MSJ.empresaNoExiste });
      } else empresa = encontrada;
    }
    const email = c.email!.toLowerCase();
    if (email && z.email().safeParse(email).success) {
      const usuario = ctx.usuarios.get(email);
      if (!usuario) errores.push({ campo: 'email', mensaje: MSJ.usuarioNoExiste });
      // Never say which company the user belongs to.
      else if (empresa && usuario.empresa_id !== empresa.id) errores.push({ campo: 'email', mensaje: MSJ.noPertenece });
    }
    const nombres = separarRoles(c.roles!);
    const desconocidos = nombres.filter((r) => !ctx.roles.has(clave(r)));
    if (desconocidos.length) errores.push({ campo: 'roles', mensaje: `Rol desconocido: ${desconocidos.join(', ')}` });
    else if (
      empresa &&
      !empresa.es_plataforma &&
      nombres.some((r) => ctx.roles.get(clave(r))!.nombre === PLATFORM_ROLE)
    ) {
      errores.push({ campo: 'roles', mensaje: SOLO_PLATAFORMA });
    }
    return { valores: { empresa: c.empresa, email: c.email, roles: nombres }, errores };
  },
  schema: filaSchema,
  async insertar(tx, _ctx, filas, ctx) {
    // Every row was resolved by convertir; (user, role) pairs repeated in the file count once.
    const pares = new Map<string, { usuario_id: number; rol_id: number }>();
    for (const f of filas) {
      const usuario = ctx.usuarios.get(f.email)!;
      for (const r of f.roles) {
        const rol = ctx.roles.get(clave(r))!;
        pares.set(`${usuario.id}:${rol.id}`, { usuario_id: usuario.id, rol_id: rol.id });
      }
    }
    for (const parte of trozos([...pares.values()], 1000)) {
      await asignarRoles(tx, parte);
    }
  },
};

/** Registers POST /roles/import (admin_atalaya, like the rest of Globales → roles). */
export function registrarImportacionRoles(app: FastifyInstance) {
  registrarImportacion(app, {
    path: 'roles',
    tag: 'roles',
    access: access.plataforma(),
    plural: 'asignaciones de roles',
    importador: rolesImportador,
    nota:
      'Asigna roles a usuarios existentes ("con empleados", SPEC §7); solo administradores de la plataforma. ' +
      'Columnas: Empresa (RUT o razón social), Email y Rol (uno por fila o varios separados por coma; un correo puede ' +
      'repetirse). El usuario debe pertenecer a la empresa indicada en su fila. Las asignaciones se suman a los roles ' +
      'que el usuario ya tiene (no se quita ninguno; repetir una asignación no la duplica). admin_atalaya solo se ' +
      'asigna a usuarios de la empresa de la plataforma. Responde { importados } = filas aplicadas.',
  });
}
