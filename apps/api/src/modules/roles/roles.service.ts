import { and, asc, count, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import { MENSAJES_ROLES, type Rol } from '@atalaya/shared/contracts/roles';
import { PLATFORM_ROLE, ROLES } from '@atalaya/shared/roles';
import type { Database, DbOrTx } from '../../db/client';
import { empresas, foldedText, roles, usuario_roles, usuarios } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { uniqueViolation } from '../../platform/crud/db-errors';
import type { CrudContext } from '../../platform/crud/resource';
import { containsPattern, foldText } from '../../platform/crud/search';
import { AppError, notFound } from '../../platform/errors';

/* Globales → roles (admin_atalaya). The SPEC §6 roles (ROLES) are system roles. */

const SISTEMA: readonly string[] = ROLES;
const esSistema = (nombre: string) => SISTEMA.includes(nombre);

export interface RolFiltros {
  q?: string;
  empresa_id?: number;
  sistema?: boolean;
  skip: number;
  limit: number;
}

type RolRow = typeof roles.$inferSelect;

function toDto(r: RolRow, usuarios: number): Rol {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    sistema: esSistema(r.nombre),
    usuarios,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** Users holding each role (optionally only users of one company). */
async function usuariosPorRol(db: DbOrTx, ids: number[], empresaId?: number) {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ rol_id: usuario_roles.rol_id, n: count() })
    .from(usuario_roles)
    .innerJoin(usuarios, eq(usuarios.id, usuario_roles.usuario_id))
    .where(
      and(inArray(usuario_roles.rol_id, ids), empresaId === undefined ? undefined : eq(usuarios.empresa_id, empresaId)),
    )
    .groupBy(usuario_roles.rol_id);
  for (const r of rows) out.set(r.rol_id, Number(r.n));
  return out;
}

function audit(tx: DbOrTx, ctx: CrudContext, accion: string, id: number, cambios: unknown) {
  return recordAudit(
    tx,
    { empresa_id: null, usuario_id: ctx.usuarioId, accion, entidad: 'rol', entidad_id: id, cambios },
    ctx.now,
  );
}

function duplicado(err: unknown): never {
  if (uniqueViolation(err) !== undefined) {
    throw new AppError('CONFLICTO', MENSAJES_ROLES.duplicado, { nombre: MENSAJES_ROLES.duplicado });
  }
  throw err;
}

async function lock(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

export const rolesService = {
  /** `{ total, roles }`; with empresa_id only the roles that company's users may hold. */
  async list(db: Database, f: RolFiltros) {
    const where: (SQL | undefined)[] = [];
    if (f.q) where.push(like(foldedText(roles.nombre, roles.descripcion), containsPattern(foldText(f.q))));
    if (f.sistema !== undefined) {
      where.push(f.sistema ? inArray(roles.nombre, [...SISTEMA]) : notInArray(roles.nombre, [...SISTEMA]));
    }
    if (f.empresa_id !== undefined) {
      const [empresa] = await db
        .select({ es_plataforma: empresas.es_plataforma })
        .from(empresas)
        .where(eq(empresas.id, f.empresa_id))
        .limit(1);
      if (!empresa) throw notFound();
      if (!empresa.es_plataforma) where.push(sql`${roles.nombre} <> ${PLATFORM_ROLE}`);
    }
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      db.select().from(roles).where(cond).orderBy(asc(roles.nombre), asc(roles.id)).offset(f.skip).limit(f.limit),
      db.select({ n: count() }).from(roles).where(cond),
    ]);
    const counts = await usuariosPorRol(
      db,
      rows.map((r) => r.id),
      f.empresa_id,
    );
    return { total: total?.n ?? 0, roles: rows.map((r) => toDto(r, counts.get(r.id) ?? 0)) };
  },

  async get(db: DbOrTx, id: number) {
    const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
    if (!row) throw notFound();
    return toDto(row, (await usuariosPorRol(db, [id])).get(id) ?? 0);
  },

  async create(db: Database, ctx: CrudContext, body: { nombre: string; descripcion: string }) {
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(roles).values(body).returning({ id: roles.id });
        await audit(tx, ctx, 'crear', row!.id, body);
        return row!.id;
      });
      return await this.get(db, id);
    } catch (err) {
      duplicado(err);
    }
  },

  /** System roles keep their name (409); their description may change. */
  async update(db: Database, ctx: CrudContext, id: number, body: { nombre: string; descripcion: string }) {
    try {
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        if (esSistema(before.nombre) && body.nombre !== before.nombre) {
          throw new AppError('CONFLICTO', MENSAJES_ROLES.sistemaNoRenombrable, {
            nombre: MENSAJES_ROLES.sistemaNoRenombrable,
          });
        }
        await tx.update(roles).set(body).where(eq(roles.id, id));
        const cambios: Record<string, { antes: string; despues: string }> = {};
        if (before.nombre !== body.nombre) cambios.nombre = { antes: before.nombre, despues: body.nombre };
        if (before.descripcion !== body.descripcion) {
          cambios.descripcion = { antes: before.descripcion, despues: body.descripcion };
        }
        await audit(tx, ctx, 'actualizar', id, cambios);
      });
      return await this.get(db, id);
    } catch (err) {
      duplicado(err);
    }
  },

  /** All-or-nothing: system roles and roles held by a user are refused (409). */
  async eliminar(db: Database, ctx: CrudContext, ids: number[]) {
    const unicos = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(roles).where(inArray(roles.id, unicos)).orderBy(asc(roles.id)).for('update');
      if (rows.length !== unicos.length) throw notFound();
      if (rows.some((r) => esSistema(r.nombre))) throw new AppError('CONFLICTO', MENSAJES_ROLES.sistemaNoEliminable);
      const enUso = await usuariosPorRol(tx, unicos);
      if ([...enUso.values()].some((n) => n > 0)) throw new AppError('CONFLICTO', MENSAJES_ROLES.enUso);
      await tx.delete(roles).where(inArray(roles.id, unicos));
      for (const r of rows) await audit(tx, ctx, 'eliminar', r.id, { nombre: r.nombre });
    });
    return { procesados: unicos.length };
  },
};
