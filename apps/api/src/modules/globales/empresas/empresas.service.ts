import { randomUUID } from 'node:crypto';
import type { CreditosResponse, Empresa } from '@atalaya/shared/contracts/globales/empresas';
import { MENSAJES_EMPRESAS } from '@atalaya/shared/contracts/globales/empresas';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database, DbOrTx } from '../../../db/client';
import { borrarBytes, conArchivos, registrarArchivo, type ArchivoGuardado } from '../../../platform/archivos/almacen';
import { recordAudit } from '../../../platform/audit';
import { uniqueViolation } from '../../../platform/crud/db-errors';
import type { CrudContext } from '../../../platform/crud/resource';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import { regionExists, regionOfComuna } from '../../mi-empresa/empresa/empresa.repository';
import {
  actividadExists,
  CONTEXTO_LOGO,
  datosDeEmpresa,
  deleteArchivos,
  deleteEmpresa,
  empresaConDominio,
  findCreditos,
  findEmpresa,
  findPlan,
  insertEmpresa,
  listEmpresas,
  lockDominios,
  lockEmpresa,
  lockEmpresas,
  logosDe,
  revocarSesionesDeEmpresa,
  updateEmpresa,
  type EmpresaFiltros,
  type EmpresaListRow,
} from './empresas.repository';

/** The caller of the credits route: a platform admin may read any company's. */
export interface ActorCreditos extends Actor {
  esAdminPlataforma: boolean;
}

/** A company sees its own credits; a platform admin sees any company's. */
export async function getCreditos(
  { db }: Pick<Dependencias, 'db'>,
  actor: ActorCreditos,
  empresaId: number,
): Promise<CreditosResponse> {
  if (empresaId !== actor.empresaId && !actor.esAdminPlataforma) throw notFound();
  const row = await findCreditos(db, empresaId);
  if (!row) throw notFound();
  return {
    empresa_id: row.empresa_id,
    creditos_disponibles: row.creditos_disponibles,
    plan: row.plan_nombre ? { nombre: row.plan_nombre, creditos_incluidos: row.plan_creditos ?? 0 } : null,
  };
}

const invalido = (errores: Record<string, string>) => new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);

function toDto(r: EmpresaListRow): Empresa {
  return {
    id: r.id,
    rut: r.rut,
    nombre: r.nombre,
    nombre_fantasia: r.nombre_fantasia,
    actividad_codigo: r.actividad_codigo,
    actividad:
      r.actividad_codigo && r.actividad_descripcion
        ? { codigo: r.actividad_codigo, descripcion: r.actividad_descripcion }
        : null,
    direccion: r.direccion,
    region_codigo: r.region_codigo,
    region: r.region_codigo && r.region_nombre ? { codigo: r.region_codigo, nombre: r.region_nombre } : null,
    comuna_codigo: r.comuna_codigo,
    comuna: r.comuna_codigo && r.comuna_nombre ? { codigo: r.comuna_codigo, nombre: r.comuna_nombre } : null,
    plan_id: r.plan_id,
    plan: r.plan_id !== null && r.plan_nombre ? { id: r.plan_id, nombre: r.plan_nombre } : null,
    logo_url: r.logo_url,
    token_canal: r.token_canal,
    creditos_due_diligence: r.creditos_due_diligence,
    dominios_correo: r.dominios_correo,
    es_plataforma: r.es_plataforma,
    activa: r.activo,
    usuarios: Number(r.usuarios),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function dto(db: DbOrTx, id: number) {
  const row = await findEmpresa(db, id);
  if (!row) throw notFound();
  return toDto(row);
}

function audit(tx: DbOrTx, ctx: CrudContext, accion: string, id: number, cambios: unknown, cadenaEmpresa = false) {
  // Platform chain: administering a company is the platform's act, not the company's — unless the
  // company's own administrator changes its settings (Configuración), which is the company's act.
  return recordAudit(
    tx,
    {
      empresa_id: cadenaEmpresa ? id : null,
      usuario_id: ctx.usuarioId,
      accion,
      entidad: 'empresa',
      entidad_id: id,
      cambios,
    },
    ctx.now,
  );
}

export interface EmpresaBody {
  rut: string;
  nombre: string;
  nombre_fantasia: string;
  actividad_codigo: string | null;
  direccion: string;
  region_codigo: string | null;
  comuna_codigo: string | null;
  plan_id: number;
  activa: boolean;
  creditos_due_diligence?: number;
  /** Absent: a new company has none, an edit keeps them. */
  dominios_correo?: string[];
}

/** Plan, SII activity and region/commune must exist and agree; answers the plan. */
async function validar(tx: DbOrTx, body: EmpresaBody) {
  const errores: Record<string, string> = {};
  const plan = await findPlan(tx, body.plan_id);
  if (!plan) errores.plan_id = 'Seleccione un plan válido';
  if (body.actividad_codigo && !(await actividadExists(tx, body.actividad_codigo))) {
    errores.actividad_codigo = 'Seleccione una actividad económica válida';
  }
  if (body.region_codigo || body.comuna_codigo) {
    if (!body.region_codigo || !(await regionExists(tx, body.region_codigo))) {
      errores.region_codigo = 'Seleccione una región válida';
    } else if (!body.comuna_codigo || (await regionOfComuna(tx, body.comuna_codigo)) !== body.region_codigo) {
      errores.comuna_codigo = 'Seleccione una comuna válida para la región';
    }
  }
  if (Object.keys(errores).length) throw invalido(errores);
  return plan!;
}

/**
 * 409 when another company already bound one of `dominios` (a domain is one company's). Under a
 * transaction-scoped advisory lock: two saves cannot both take the same domain.
 */
async function exigirDominiosLibres(tx: DbOrTx, id: number | null, dominios: string[] | undefined) {
  if (!dominios?.length) return;
  await lockDominios(tx);
  const otra = await empresaConDominio(tx, dominios, id);
  if (otra) {
    const mensaje = MENSAJES_EMPRESAS.dominioAsignado(otra.dominio, otra.nombre);
    throw new AppError('CONFLICTO', mensaje, { dominios_correo: mensaje });
  }
}

function rutDuplicado(err: unknown): never {
  if (uniqueViolation(err) === 'empresas_rut_unique') {
    throw new AppError('CONFLICTO', MENSAJES_EMPRESAS.rutDuplicado, { rut: MENSAJES_EMPRESAS.rutDuplicado });
  }
  throw err;
}

const valores = (body: EmpresaBody) => ({
  rut: body.rut,
  nombre: body.nombre,
  nombre_fantasia: body.nombre_fantasia,
  actividad_codigo: body.actividad_codigo,
  direccion: body.direccion,
  region_codigo: body.region_codigo,
  comuna_codigo: body.comuna_codigo,
  plan_id: body.plan_id,
  activo: body.activa,
});

/** Fields whose value changed, as { antes, despues } (audit). */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, { antes: unknown; despues: unknown }> = {};
  for (const k of Object.keys(after)) {
    if (String(before[k]) !== String(after[k])) out[k] = { antes: before[k] ?? null, despues: after[k] ?? null };
  }
  return out;
}

const logoUrl = (empresaId: number, archivoId: number) => `/api/v1/empresas/${empresaId}/logo?v=${archivoId}`;

/** Globales → empresas (admin_atalaya). */
export const empresasService = {
  async list({ db }: Pick<Dependencias, 'db'>, _actor: Actor, f: EmpresaFiltros) {
    const { rows, total } = await listEmpresas(db, f);
    return { data: rows.map(toDto), total };
  },

  get: ({ db }: Pick<Dependencias, 'db'>, _actor: Actor, id: number) => dto(db, id),

  async create({ db }: Pick<Dependencias, 'db'>, ctx: Actor, body: EmpresaBody) {
    try {
      const id = await db.transaction(async (tx) => {
        const plan = await validar(tx, body);
        await exigirDominiosLibres(tx, null, body.dominios_correo);
        const creditos = body.creditos_due_diligence ?? plan.creditos_due_diligence;
        const v = { ...valores(body), creditos_due_diligence: creditos, dominios_correo: body.dominios_correo ?? [] };
        const row = await insertEmpresa(tx, v);
        await audit(tx, ctx, 'crear', row.id, v);
        return row.id;
      });
      return await dto(db, id);
    } catch (err) {
      rutDuplicado(err);
    }
  },

  async update({ db }: Pick<Dependencias, 'db'>, ctx: Actor, { id, body }: { id: number; body: EmpresaBody }) {
    try {
      await db.transaction(async (tx) => {
        const before = await lockEmpresa(tx, id);
        if (!before) throw notFound();
        await validar(tx, body);
        await exigirDominiosLibres(tx, id, body.dominios_correo);
        if (before.es_plataforma && !body.activa) {
          throw new AppError('CONFLICTO', MENSAJES_EMPRESAS.plataformaNoDesactivable, {
            activa: MENSAJES_EMPRESAS.plataformaNoDesactivable,
          });
        }
        const v = {
          ...valores(body),
          creditos_due_diligence: body.creditos_due_diligence ?? before.creditos_due_diligence,
          dominios_correo: body.dominios_correo ?? before.dominios_correo,
        };
        await updateEmpresa(tx, id, v);
        const cambios: Record<string, unknown> = diff(before, v);
        if (before.activo && !body.activa) {
          cambios.sesiones_revocadas = await revocarSesionesDeEmpresa(tx, id, 'empresa desactivada', ctx.now);
        }
        await audit(tx, ctx, 'actualizar', id, cambios);
      });
      return await dto(db, id);
    } catch (err) {
      rutDuplicado(err);
    }
  },

  /** Deletes companies without data; all-or-nothing. Answers the removed logo keys to delete after commit. */
  async eliminarVarias({ db, fileStore: store }: Pick<Dependencias, 'db' | 'fileStore'>, ctx: Actor, ids: number[]) {
    const unicos = [...new Set(ids)];
    const keys = await db.transaction(async (tx) => {
      const rows = await lockEmpresas(tx, unicos);
      if (rows.length !== unicos.length) throw notFound();
      const out: string[] = [];
      for (const row of rows) {
        if (row.es_plataforma) throw new AppError('CONFLICTO', MENSAJES_EMPRESAS.plataformaNoEliminable);
        const tablas = await datosDeEmpresa(tx, row.id);
        if (tablas.length) throw new AppError('CONFLICTO', MENSAJES_EMPRESAS.conDatos);
        const logos = await logosDe(tx, row.id);
        await deleteArchivos(
          tx,
          logos.map((l) => l.id),
        );
        out.push(...logos.map((l) => l.storage_key));
        await deleteEmpresa(tx, row.id);
        await audit(tx, ctx, 'eliminar', row.id, { rut: row.rut, nombre: row.nombre });
      }
      return out;
    });
    await borrarBytes({ fileStore: store }, keys);
    return { procesados: unicos.length };
  },

  /** Batch change of activa and/or plan; the platform company cannot be deactivated. */
  async actualizarVarias(
    { db }: Pick<Dependencias, 'db'>,
    ctx: Actor,
    { ids, cambios }: { ids: number[]; cambios: { activa?: boolean; plan_id?: number } },
  ) {
    const unicos = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const rows = await lockEmpresas(tx, unicos);
      if (rows.length !== unicos.length) throw notFound();
      if (cambios.plan_id !== undefined && !(await findPlan(tx, cambios.plan_id))) {
        throw invalido({ 'cambios.plan_id': 'Seleccione un plan válido' });
      }
      if (cambios.activa === false && rows.some((r) => r.es_plataforma)) {
        throw new AppError('CONFLICTO', MENSAJES_EMPRESAS.plataformaNoDesactivable);
      }
      for (const row of rows) {
        const v: { activo?: boolean; plan_id?: number } = {};
        if (cambios.activa !== undefined) v.activo = cambios.activa;
        if (cambios.plan_id !== undefined) v.plan_id = cambios.plan_id;
        await updateEmpresa(tx, row.id, v);
        const registro: Record<string, unknown> = diff(row, v);
        if (row.activo && cambios.activa === false) {
          registro.sesiones_revocadas = await revocarSesionesDeEmpresa(tx, row.id, 'empresa desactivada', ctx.now);
        }
        await audit(tx, ctx, 'actualizar', row.id, registro);
      }
    });
    return { procesados: unicos.length };
  },

  async regenerarToken({ db }: Pick<Dependencias, 'db'>, ctx: Actor, id: number) {
    await db.transaction(async (tx) => {
      const before = await lockEmpresa(tx, id);
      if (!before) throw notFound();
      await updateEmpresa(tx, id, { token_canal: randomUUID() });
      // The token itself is a public URL secret: the audit says that it changed, not its value.
      await audit(tx, ctx, 'regenerar_token', id, { token_canal: 'regenerado' });
    });
    return dto(db, id);
  },

  /**
   * Records a stored logo (leerLogo, logo-formulario.ts) as the company's: its row, the company's
   * logo_url and the removal of the previous logo's row in one transaction; the previous bytes go
   * after commit, the new ones if the transaction fails.
   */
  async subirLogo(
    deps: Pick<Dependencias, 'db' | 'fileStore'>,
    ctx: CrudContext,
    id: number,
    logo: ArchivoGuardado,
    opciones: { cadenaEmpresa?: boolean } = {},
  ) {
    const tipo = logo.contentType;
    const ext = tipo === 'image/png' ? 'png' : tipo === 'image/jpeg' ? 'jpg' : 'webp';
    const anteriores = await conArchivos(deps, [logo], () =>
      deps.db.transaction(async (tx) => {
        const before = await lockEmpresa(tx, id);
        if (!before) throw notFound();
        const previos = await logosDe(tx, id);
        const row = await registrarArchivo(
          tx,
          { ...logo, nombreGuardado: `logo.${ext}` },
          { empresaId: id, tipo: CONTEXTO_LOGO, id, usuarioId: ctx.usuarioId },
        );
        await deleteArchivos(
          tx,
          previos.map((p) => p.id),
        );
        await updateEmpresa(tx, id, { logo_url: logoUrl(id, row.id) });
        await audit(
          tx,
          ctx,
          'subir_logo',
          id,
          { logo_url: { antes: before.logo_url, despues: logoUrl(id, row.id) }, tamano: logo.tamano, tipo },
          opciones.cadenaEmpresa,
        );
        return previos.map((p) => p.storage_key);
      }),
    );
    await borrarBytes(deps, anteriores);
    return dto(deps.db, id);
  },

  /**
   * Removes the company's logo (row and logo_url in one transaction, the bytes after commit);
   * answers whether there was one.
   */
  async quitarLogo(
    deps: Pick<Dependencias, 'db' | 'fileStore'>,
    ctx: CrudContext,
    id: number,
    opciones: { cadenaEmpresa?: boolean } = {},
  ) {
    const keys = await deps.db.transaction(async (tx) => {
      const before = await lockEmpresa(tx, id);
      if (!before) throw notFound();
      const previos = await logosDe(tx, id);
      if (!previos.length && !before.logo_url) return null;
      await deleteArchivos(
        tx,
        previos.map((p) => p.id),
      );
      await updateEmpresa(tx, id, { logo_url: null });
      await audit(
        tx,
        ctx,
        'quitar_logo',
        id,
        { logo_url: { antes: before.logo_url, despues: null } },
        opciones.cadenaEmpresa,
      );
      return previos.map((p) => p.storage_key);
    });
    await borrarBytes(deps, keys ?? []);
    return keys !== null;
  },

  /** The current logo row of a company (null without one). */
  async logo(db: Database, id: number) {
    const [row] = await logosDe(db, id);
    return row ?? null;
  },
};
