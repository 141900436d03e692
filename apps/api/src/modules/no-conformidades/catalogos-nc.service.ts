import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogoNc, catalogoNcInputSchema } from '@atalaya/shared/contracts/no-conformidades';
import type { Database } from '../../db/client';
import { clasificaciones_nc, fuentes_nc } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { catalogoDto } from './nc-dto';
import {
  catalogoEnUso,
  findCatalogo,
  findCatalogoPorNombre,
  listCatalogo,
  type TablaCatalogoNc,
} from './no-conformidades.repository';
import type { Llamador } from './no-conformidades.service';

/*
 * Sources (/fuente-no-conformidad/) and classifications (/clasificacion-no-conformidad/) of
 * non-conformities: the platform's global rows (read-only for companies, 403) plus the company's
 * own, which it creates, renames and deletes. A row already used by a non-conformity is
 * deactivated instead of deleted (the NC keeps showing its name); creating that name again
 * reactivates it.
 */

export type TipoCatalogoNc = 'fuente' | 'clasificacion';

const CATALOGOS: Record<
  TipoCatalogoNc,
  { tabla: TablaCatalogoNc; entidad: string; global: string; duplicado: string }
> = {
  fuente: {
    tabla: fuentes_nc,
    entidad: 'fuente_nc',
    global: 'Las fuentes predefinidas de Atalaya no se pueden modificar ni eliminar.',
    duplicado: 'Ya existe una fuente con ese nombre.',
  },
  clasificacion: {
    tabla: clasificaciones_nc,
    entidad: 'clasificacion_nc',
    global: 'Las clasificaciones predefinidas de Atalaya no se pueden modificar ni eliminar.',
    duplicado: 'Ya existe una clasificación con ese nombre.',
  },
};

type Input = z.output<typeof catalogoNcInputSchema>;

export async function listarCatalogoNc(
  db: Database,
  tipo: TipoCatalogoNc,
  l: Llamador,
  f: { skip: number; limit: number },
): Promise<{ data: CatalogoNc[]; total: number }> {
  const { rows, total } = await listCatalogo(db, CATALOGOS[tipo].tabla, l.empresaId, f.skip, f.limit);
  return { data: rows.map(catalogoDto), total };
}

/** The company's own row; a global one → 403, missing or another company's → 404. */
async function propia(db: Database, tipo: TipoCatalogoNc, l: Llamador, id: number) {
  const c = CATALOGOS[tipo];
  const row = await findCatalogo(db, c.tabla, l.empresaId, id);
  if (!row || (row.empresa_id !== null && !row.activo)) throw notFound();
  if (row.empresa_id === null) throw new AppError('PROHIBIDO', c.global);
  return row;
}

export async function crearCatalogoNc(db: Database, tipo: TipoCatalogoNc, l: Llamador, d: Input): Promise<CatalogoNc> {
  const c = CATALOGOS[tipo];
  return db.transaction(async (tx) => {
    const existente = await findCatalogoPorNombre(tx, c.tabla, l.empresaId, d.nombre);
    if (existente && (existente.activo || existente.empresa_id === null)) {
      throw new AppError('CONFLICTO', c.duplicado, { nombre: c.duplicado });
    }
    const [fila] = existente
      ? await tx
          .update(c.tabla)
          .set({ nombre: d.nombre, descripcion: d.descripcion, activo: true, updated_at: l.now })
          .where(eq(c.tabla.id, existente.id))
          .returning()
      : await tx
          .insert(c.tabla)
          .values({ empresa_id: l.empresaId, ...d, created_at: l.now, updated_at: l.now })
          .returning();
    await recordAudit(
      tx,
      {
        empresa_id: l.empresaId,
        usuario_id: l.usuarioId,
        accion: 'crear',
        entidad: c.entidad,
        entidad_id: fila!.id,
        cambios: d,
      },
      l.now,
    );
    return catalogoDto(fila!);
  });
}

export async function actualizarCatalogoNc(
  db: Database,
  tipo: TipoCatalogoNc,
  l: Llamador,
  id: number,
  d: Input,
): Promise<CatalogoNc> {
  const c = CATALOGOS[tipo];
  await propia(db, tipo, l, id);
  return db.transaction(async (tx) => {
    if (await findCatalogoPorNombre(tx, c.tabla, l.empresaId, d.nombre, id)) {
      throw new AppError('CONFLICTO', c.duplicado, { nombre: c.duplicado });
    }
    const [fila] = await tx
      .update(c.tabla)
      .set({ ...d, updated_at: l.now })
      .where(and(eq(c.tabla.id, id), eq(c.tabla.empresa_id, l.empresaId)))
      .returning();
    await recordAudit(
      tx,
      {
        empresa_id: l.empresaId,
        usuario_id: l.usuarioId,
        accion: 'actualizar',
        entidad: c.entidad,
        entidad_id: id,
        cambios: d,
      },
      l.now,
    );
    return catalogoDto(fila!);
  });
}

export async function eliminarCatalogoNc(db: Database, tipo: TipoCatalogoNc, l: Llamador, id: number): Promise<void> {
  const c = CATALOGOS[tipo];
  const row = await propia(db, tipo, l, id);
  await db.transaction(async (tx) => {
    const donde = and(eq(c.tabla.id, id), eq(c.tabla.empresa_id, l.empresaId));
    const enUso = await catalogoEnUso(tx, c.tabla, id);
    if (enUso) await tx.update(c.tabla).set({ activo: false, updated_at: l.now }).where(donde);
    else await tx.delete(c.tabla).where(donde);
    await recordAudit(
      tx,
      {
        empresa_id: l.empresaId,
        usuario_id: l.usuarioId,
        accion: enUso ? 'desactivar' : 'eliminar',
        entidad: c.entidad,
        entidad_id: id,
        cambios: { nombre: row.nombre },
      },
      l.now,
    );
  });
}
