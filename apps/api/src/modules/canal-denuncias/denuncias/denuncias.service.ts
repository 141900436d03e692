import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BANDEJA_ESTADOS,
  BANDEJAS,
  ESTADOS_DENUNCIA,
  EVENTO_DENUNCIA_ETIQUETAS,
  MENSAJE_RETENCION,
  type Bandeja,
  type DenunciaDetalle,
  type DenunciasResponse,
  type EstadoDenuncia,
  type EventoDenuncia,
  type ResumenDenuncias,
  type denunciaFiltrosSchema,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/client';
import { PLAN_POR_VALORES, preparada } from '../../../db/preparadas';
import {
  archivos,
  canales_denuncia,
  categorias_denuncia,
  comentarios,
  denuncia_eventos,
  denuncias,
  evidencias_denuncia,
} from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import type { ClavesEmpresa } from '../../../platform/crypto/claves';
import { AppError } from '../../../platform/errors';
import { borrarBytes } from '../../../platform/archivos/almacen';
import type { FileStore } from '../../../platform/storage/file-store';
import { feriadosDeEmpresa } from '../plazos/feriados';
import { cargarDenuncia, condicionVisible, type Actor } from './acceso-denuncia';
import {
  cargarPersonas,
  iso,
  itemDenuncia,
  persona,
  plazosDe,
  RESUMEN_COLUMNAS,
  seleccionarResumen,
  type DenunciaResumenRow,
} from './denuncia-dto';
import { construirDetalle, type LlavesDetalle } from './detalle';
import { dejarRastro } from './eventos';

/* The inbox, the case detail, its timeline and purge after retention (issue 6; exclusions: exclusiones.ts). */

export interface DepsDenuncias {
  db: Database;
  claves: ClavesEmpresa;
  fileStore: FileStore;
}

/** The key and holidays a detail needs, fetched before any transaction. */
export async function llavesDe(deps: Pick<DepsDenuncias, 'db' | 'claves'>, empresaId: number): Promise<LlavesDetalle> {
  return { clave: await deps.claves.de(empresaId), feriados: await feriadosDeEmpresa(deps.db, empresaId) };
}

type Filtros = z.output<typeof denunciaFiltrosSchema>;

function estadosDe(estado: Filtros['estado']): readonly EstadoDenuncia[] {
  if (!estado) return ESTADOS_DENUNCIA;
  if ((BANDEJAS as readonly string[]).includes(estado)) return BANDEJA_ESTADOS[estado as Bandeja];
  return [estado as EstadoDenuncia];
}

/** A value the prepared inbox page and count take when they run. */
const valor = (nombre: string) => sql.placeholder(nombre);

/**
 * The inbox's filters as the values of their placeholders, and the query's shape: what it
 * filters on (each tab has its own number of states). `q`: DEN-000123 / 123 → the number or the
 * category name; any other text → the category name.
 */
function valoresBandeja(actor: Actor, filtros: Filtros) {
  const estados = estadosDe(filtros.estado);
  const valores: Record<string, string | number> = { empresa: actor.empresaId, usuario: actor.usuarioId };
  estados.forEach((estado, i) => (valores[`estado${i}`] = estado));
  if (filtros.tipo) valores.tipo = filtros.tipo;
  if (filtros.gravedad) valores.gravedad = filtros.gravedad;
  if (filtros.q) {
    valores.categoria = `%${filtros.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const numero = /^(?:den-?)?0*(\d{1,9})$/i.exec(filtros.q.replace(/\s+/g, ''));
    if (numero) valores.numero = Number(numero[1]);
  }
  const forma = [actor.veTodasLasCategorias ? 'todas' : 'receptor', ...Object.keys(valores)].join(',');
  return { valores, forma, estados: estados.length };
}

/** The inbox's conditions for `valores`' keys, each value taken from its placeholder. */
function condicionesBandeja(veTodasLasCategorias: boolean, valores: Record<string, unknown>, estados: number): SQL {
  const condiciones = [
    eq(denuncias.empresa_id, valor('empresa')),
    condicionVisible({ usuarioId: valor('usuario'), veTodasLasCategorias }),
    inArray(
      denuncias.estado,
      Array.from({ length: estados }, (_, i) => valor(`estado${i}`)),
    ),
  ];
  if ('tipo' in valores) condiciones.push(eq(denuncias.tipo, valor('tipo')));
  if ('gravedad' in valores) condiciones.push(eq(denuncias.gravedad, valor('gravedad')));
  if ('categoria' in valores) {
    const porCategoria = inArray(
      denuncias.categoria_id,
      sql`(select ${categorias_denuncia.id} from ${categorias_denuncia} where ${categorias_denuncia.empresa_id} = ${valor('empresa')} and ${categorias_denuncia.nombre} ilike ${valor('categoria')})`,
    );
    condiciones.push('numero' in valores ? or(eq(denuncias.numero, valor('numero')), porCategoria)! : porCategoria);
  }
  return and(...condiciones)!;
}

/**
 * A page of the inbox. Page and count are prepared once per shape of filters (bandeja_*): an inbox
 * reloaded after every new report no longer rebuilds its SQL.
 */
export async function listarDenuncias(db: Database, actor: Actor, filtros: Filtros): Promise<DenunciasResponse> {
  const { valores, forma, estados } = valoresBandeja(actor, filtros);
  const donde = () => condicionesBandeja(actor.veTodasLasCategorias, valores, estados);
  const desde = filtros.offset ?? filtros.skip;
  /** The visible cases of the filters, newest first. */
  const resumenes = (d: DbOrTx) =>
    seleccionarResumen(d).where(donde()).orderBy(desc(denuncias.created_at), desc(denuncias.id));

  if (filtros.alerta) {
    // Clocks are computed, not stored: filter on them in memory (cases are few per company).
    const todas = preparada(db, `bandeja_todas:${forma}`, resumenes, PLAN_POR_VALORES);
    const [feriados, filas] = await Promise.all([feriadosDeEmpresa(db, actor.empresaId), todas.execute(valores)]);
    const conAlerta = filas.filter((f) => {
      const { alerta } = plazosDe(f, feriados, actor.now);
      return filtros.alerta === 'con_alerta' ? alerta !== 'ok' : alerta === filtros.alerta;
    });
    const pagina = conAlerta.slice(desde, desde + filtros.limit);
    return {
      denuncias: pagina.map((f) => itemDenuncia(f, feriados, actor.now)),
      total: conAlerta.length,
    };
  }

  const conteo = preparada(
    db,
    `bandeja_total:${forma}`,
    (d) => d.select({ n: count() }).from(denuncias).where(donde()),
    PLAN_POR_VALORES,
  );
  const pagina = preparada(
    db,
    `bandeja_pagina:${forma}`,
    (d) => resumenes(d).limit(valor('limit')).offset(valor('desde')),
    PLAN_POR_VALORES,
  );
  // Independent reads at once: the page waits for the slowest, not for their sum.
  const [feriados, [total], filas] = await Promise.all([
    feriadosDeEmpresa(db, actor.empresaId),
    conteo.execute(valores),
    pagina.execute({ ...valores, limit: filtros.limit, desde }),
  ]);
  return {
    denuncias: filas.map((f) => itemDenuncia(f, feriados, actor.now)),
    total: Number(total?.n ?? 0),
  };
}

export async function resumenDenuncias(db: Database, actor: Actor): Promise<ResumenDenuncias> {
  const donde = and(eq(denuncias.empresa_id, actor.empresaId), condicionVisible(actor));
  const porEstado = await db
    .select({ estado: denuncias.estado, n: count() })
    .from(denuncias)
    .where(donde)
    .groupBy(denuncias.estado);
  const de = (estados: readonly EstadoDenuncia[]) =>
    porEstado.filter((f) => estados.includes(f.estado as EstadoDenuncia)).reduce((s, f) => s + Number(f.n), 0);
  const feriados = await feriadosDeEmpresa(db, actor.empresaId);
  const abiertas: DenunciaResumenRow[] = await db
    .select(RESUMEN_COLUMNAS)
    .from(denuncias)
    .where(and(donde, sql`${denuncias.estado} <> 'cerrada'`));
  return {
    todas: de(BANDEJA_ESTADOS.todas),
    pendientes: de(BANDEJA_ESTADOS.pendientes),
    en_revision: de(BANDEJA_ESTADOS['en-revision']),
    cerradas: de(BANDEJA_ESTADOS.cerradas),
    con_alerta: abiertas.filter((f) => plazosDe(f, feriados, actor.now).alerta !== 'ok').length,
  };
}

/** Opening a case decrypts it for the caller and leaves an 'abierta' event and a 'ver' audit row. */
export async function abrirDenuncia(deps: DepsDenuncias, actor: Actor, id: number): Promise<DenunciaDetalle> {
  const llaves = await llavesDe(deps, actor.empresaId);
  return deps.db.transaction(async (tx) => {
    const fila = await cargarDenuncia(tx, actor, id);
    const detalle = await construirDetalle(tx, llaves, fila, actor.now);
    await dejarRastro(tx, actor, { denunciaId: id, evento: 'abierta', accion: 'ver' });
    return detalle;
  });
}

/** The timeline, oldest first. Events without a user come from the reporter or the system. */
export async function eventosDenuncia(db: Database, actor: Actor, id: number): Promise<EventoDenuncia[]> {
  await cargarDenuncia(db, actor, id);
  const filas = await db
    .select()
    .from(denuncia_eventos)
    .where(and(eq(denuncia_eventos.empresa_id, actor.empresaId), eq(denuncia_eventos.denuncia_id, id)))
    .orderBy(asc(denuncia_eventos.created_at), asc(denuncia_eventos.id));
  const personas = await cargarPersonas(
    db,
    actor.empresaId,
    filas.map((f) => f.usuario_id),
  );
  return filas.map((f) => {
    const usuario = persona(personas, f.usuario_id);
    const actorNombre = usuario
      ? `${usuario.nombre} ${usuario.apellido}`.trim()
      : f.usuario_id !== null
        ? // A user of no company of the case: a platform administrator acting on it.
          'Administración de la plataforma'
        : f.tipo.startsWith('plazo')
          ? 'Sistema'
          : 'Denunciante';
    return {
      id: f.id,
      tipo: f.tipo,
      etiqueta: EVENTO_DENUNCIA_ETIQUETAS[f.tipo] ?? f.tipo,
      usuario,
      actor: actorNombre,
      detalle: (f.detalle ?? {}) as Record<string, unknown>,
      created_at: iso(f.created_at),
    };
  });
}

function sumarMeses(fecha: Date, meses: number): Date {
  const d = new Date(fecha);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return d;
}

/**
 * Purges a closed case once the channel's retention period (months after closure) has passed:
 * its rows, comments and evidence files. Earlier → 409.
 */
export async function eliminarDenuncia(deps: DepsDenuncias, actor: Actor, id: number): Promise<void> {
  const claves = await deps.db.transaction(async (tx) => {
    const fila = await cargarDenuncia(tx, actor, id, { bloquear: true });
    const [canal] = await tx
      .select({ meses: canales_denuncia.retencion_meses })
      .from(canales_denuncia)
      .where(eq(canales_denuncia.empresa_id, actor.empresaId));
    const meses = canal?.meses ?? 60;
    if (fila.estado !== 'cerrada' || !fila.cerrada_at || sumarMeses(fila.cerrada_at, meses) > actor.now) {
      throw new AppError('CONFLICTO', MENSAJE_RETENCION(meses));
    }
    const archivosCaso = await tx
      .select({ id: archivos.id, key: archivos.storage_key })
      .from(evidencias_denuncia)
      .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
      .where(and(eq(evidencias_denuncia.empresa_id, actor.empresaId), eq(evidencias_denuncia.denuncia_id, id)));
    await tx
      .delete(comentarios)
      .where(
        and(
          eq(comentarios.empresa_id, actor.empresaId),
          eq(comentarios.commentable_type, 'denuncia'),
          eq(comentarios.commentable_id, id),
        ),
      );
    await tx.delete(denuncias).where(and(eq(denuncias.id, id), eq(denuncias.empresa_id, actor.empresaId)));
    if (archivosCaso.length > 0) {
      await tx.delete(archivos).where(
        inArray(
          archivos.id,
          archivosCaso.map((a) => a.id),
        ),
      );
    }
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'eliminar',
        entidad: 'denuncia',
        entidad_id: id,
        cambios: { numero: fila.numero, cerrada_at: iso(fila.cerrada_at), archivos: archivosCaso.length },
      },
      actor.now,
    );
    return archivosCaso.map((a) => a.key);
  });
  // After the commit: a failed removal leaves an unreadable orphan (encrypted), never a dangling row.
  await borrarBytes(deps, claves);
}
