import type { z } from 'zod';
import type { CatalogoNc, catalogoNcInputSchema } from '@atalaya/shared/contracts/no-conformidades';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { catalogoDto } from './nc-dto';
import {
  catalogoEnUso,
  deleteCatalogo,
  findCatalogo,
  findCatalogoPorNombre,
  insertCatalogo,
  listCatalogo,
  updateCatalogo,
  type TipoCatalogoNc,
} from './no-conformidades.repository';

/*
 * Sources (/fuente-no-conformidad/) and classifications (/clasificacion-no-conformidad/) of
 * non-conformities: the platform's global rows (read-only for companies, 403) plus the company's
 * own, which it creates, renames and deletes. A row already used by a non-conformity is
 * deactivated instead of deleted (the NC keeps showing its name); creating that name again
 * reactivates it.
 */

export type { TipoCatalogoNc };
type Deps = Pick<Dependencias, 'db'>;

const CATALOGOS: Record<TipoCatalogoNc, { entidad: string; global: string; duplicado: string }> = {
  fuente: {
    entidad: 'fuente_nc',
    global: 'Las fuentes predefinidas de Atalaya no se pueden modificar ni eliminar.',
    duplicado: 'Ya existe una fuente con ese nombre.',
  },
  clasificacion: {
    entidad: 'clasificacion_nc',
    global: 'Las clasificaciones predefinidas de Atalaya no se pueden modificar ni eliminar.',
    duplicado: 'Ya existe una clasificación con ese nombre.',
  },
};

type Input = z.output<typeof catalogoNcInputSchema>;

export async function listarCatalogoNc(
  { db }: Deps,
  l: Actor,
  tipo: TipoCatalogoNc,
  f: { skip: number; limit: number },
): Promise<{ data: CatalogoNc[]; total: number }> {
  const { rows, total } = await listCatalogo(db, tipo, l.empresaId, f.skip, f.limit);
  return { data: rows.map(catalogoDto), total };
}

/** The company's own row; a global one → 403, missing or another company's → 404. */
async function propia({ db }: Deps, l: Actor, tipo: TipoCatalogoNc, id: number) {
  const c = CATALOGOS[tipo];
  const row = await findCatalogo(db, tipo, l.empresaId, id);
  if (!row || (row.empresa_id !== null && !row.activo)) throw notFound();
  if (row.empresa_id === null) throw new AppError('PROHIBIDO', c.global);
  return row;
}

export async function crearCatalogoNc({ db }: Deps, l: Actor, tipo: TipoCatalogoNc, d: Input): Promise<CatalogoNc> {
  const c = CATALOGOS[tipo];
  return db.transaction(async (tx) => {
    const existente = await findCatalogoPorNombre(tx, tipo, l.empresaId, d.nombre);
    if (existente && (existente.activo || existente.empresa_id === null)) {
      throw new AppError('CONFLICTO', c.duplicado, { nombre: c.duplicado });
    }
    // A deactivated row of the company comes back under the name asked for.
    const fila = existente
      ? await updateCatalogo(
          tx,
          tipo,
          l.empresaId,
          existente.id,
          { nombre: d.nombre, descripcion: d.descripcion, activo: true },
          l.now,
        )
      : await insertCatalogo(tx, tipo, l.empresaId, d, l.now);
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
  deps: Deps,
  l: Actor,
  tipo: TipoCatalogoNc,
  id: number,
  d: Input,
): Promise<CatalogoNc> {
  const c = CATALOGOS[tipo];
  await propia(deps, l, tipo, id);
  return deps.db.transaction(async (tx) => {
    if (await findCatalogoPorNombre(tx, tipo, l.empresaId, d.nombre, id)) {
      throw new AppError('CONFLICTO', c.duplicado, { nombre: c.duplicado });
    }
    const fila = await updateCatalogo(tx, tipo, l.empresaId, id, d, l.now);
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

export async function eliminarCatalogoNc(deps: Deps, l: Actor, tipo: TipoCatalogoNc, id: number): Promise<void> {
  const c = CATALOGOS[tipo];
  const row = await propia(deps, l, tipo, id);
  await deps.db.transaction(async (tx) => {
    const enUso = await catalogoEnUso(tx, tipo, id);
    if (enUso) await updateCatalogo(tx, tipo, l.empresaId, id, { activo: false }, l.now);
    else await deleteCatalogo(tx, tipo, l.empresaId, id);
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
