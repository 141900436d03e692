import {
  referenciaDenuncia,
  type DenunciaItem,
  type EstadoDenuncia,
  type Evidencia,
  type Gravedad,
  type TipoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { Persona } from '@atalaya/shared/contracts/documentos';
import { alertaDePlazos, calcularPlazos } from '@atalaya/shared/plazos-denuncia';
import type { DbOrTx } from '../../../db/client';
import type { ArchivoRow } from '../../../platform/archivos/archivos.repository';
import { leerNombre } from '../publico/metadatos-evidencia';
import { categoriasDeEmpresa, personasDeEmpresa, type DenunciaRow } from './denuncias.repository';
import { evidenciasConArchivo, type EvidenciaRow, type FiltroEvidencias } from './evidencias.repository';

/* How cases, people and evidence are shown by the case routes (issue 6). */

export const iso = (d: Date) => d.toISOString();
export const isoNulo = (d: Date | null) => (d ? d.toISOString() : null);

/** Company users by id (people of another company never resolve). */
export async function cargarPersonas(
  db: DbOrTx,
  empresaId: number,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, Persona>> {
  const unicos = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (unicos.length === 0) return new Map();
  const filas = await personasDeEmpresa(db, empresaId, unicos);
  return new Map(filas.map((f) => [f.id, f]));
}

export const persona = (mapa: Map<number, Persona>, id: number | null) => (id === null ? null : (mapa.get(id) ?? null));

/** The columns of a case the list needs (never its encrypted content). */
export type DenunciaResumenRow = Pick<
  DenunciaRow,
  | 'id'
  | 'numero'
  | 'categoria_id'
  | 'tipo'
  | 'gravedad'
  | 'estado'
  | 'anonima'
  | 'investigador_id'
  | 'created_at'
  | 'acuse_at'
  | 'primera_respuesta_at'
  | 'investigacion_iniciada_at'
  | 'derivada_dt_at'
  | 'investigacion_cerrada_at'
  | 'cerrada_at'
>;

export function plazosDe(row: DenunciaResumenRow, feriados: ReadonlySet<string>, ahora: Date) {
  const plazos = calcularPlazos(row, feriados, ahora);
  return { plazos, alerta: alertaDePlazos(plazos) };
}

export async function cargarCategorias(db: DbOrTx, empresaId: number, ids: readonly (number | null)[]) {
  const unicos = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unicos.length === 0) return new Map<number, { id: number; nombre: string }>();
  const filas = await categoriasDeEmpresa(db, empresaId, unicos);
  return new Map(filas.map((f) => [f.id, f]));
}

type ResumenConNombres = DenunciaResumenRow & {
  categoria: { id: number; nombre: string } | null;
  investigador: Persona | null;
};

/** A list item, with its clocks at `ahora`. */
export function itemDenuncia(r: ResumenConNombres, feriados: ReadonlySet<string>, ahora: Date): DenunciaItem {
  return {
    id: r.id,
    referencia: referenciaDenuncia(r.numero),
    numero: r.numero,
    categoria: r.categoria,
    tipo: r.tipo as TipoDenuncia,
    gravedad: (r.gravedad as Gravedad | null) ?? null,
    estado: r.estado as EstadoDenuncia,
    anonima: r.anonima,
    investigador: r.investigador,
    created_at: iso(r.created_at),
    ...plazosDe(r, feriados, ahora),
  };
}

/** List items for `rows` already read, their names looked up, with their clocks at `ahora`. */
export async function itemsDenuncia(
  db: DbOrTx,
  empresaId: number,
  rows: readonly DenunciaResumenRow[],
  feriados: ReadonlySet<string>,
  ahora: Date,
): Promise<DenunciaItem[]> {
  const [categorias, personas] = await Promise.all([
    cargarCategorias(
      db,
      empresaId,
      rows.map((r) => r.categoria_id),
    ),
    cargarPersonas(
      db,
      empresaId,
      rows.map((r) => r.investigador_id),
    ),
  ]);
  return rows.map((r) =>
    itemDenuncia(
      {
        ...r,
        categoria: r.categoria_id === null ? null : (categorias.get(r.categoria_id) ?? null),
        investigador: persona(personas, r.investigador_id),
      },
      feriados,
      ahora,
    ),
  );
}

export const URL_DESCARGA_EVIDENCIA = (id: number) => `/api/v1/evidencias-denuncia/${id}/descarga`;

/**
 * Evidence rows matching `filtro` (within the company), oldest first, their names decrypted with
 * `clave` (the company key, fetched before any transaction).
 */
export async function cargarEvidencias(
  db: DbOrTx,
  clave: Buffer,
  empresaId: number,
  filtro: FiltroEvidencias,
): Promise<Evidencia[]> {
  const filas = await evidenciasConArchivo(db, empresaId, filtro);
  return filas.map(({ e, a }) =>
    evidenciaDto(e, { ...a, nombre_original: leerNombre(clave, a.storage_key, a.nombre_original) }),
  );
}

/** `a.nombre_original` is the plain name (see canal-publico/metadatos-evidencia.ts). */
export function evidenciaDto(
  e: EvidenciaRow,
  a: Pick<ArchivoRow, 'nombre_original' | 'tamano' | 'content_type'>,
): Evidencia {
  return {
    id: e.id,
    nombre: a.nombre_original,
    tamano: a.tamano,
    content_type: a.content_type,
    origen: e.origen as Evidencia['origen'],
    titulo: e.titulo,
    descripcion: e.descripcion,
    tipo_usuario: e.tipo_usuario as Evidencia['tipo_usuario'],
    comentario_id: e.comentario_id,
    investigacion_id: e.investigacion_id,
    plan_accion_id: e.plan_accion_id,
    download_url: URL_DESCARGA_EVIDENCIA(e.id),
    created_at: iso(e.created_at),
  };
}

/** Groups evidence by one of its link columns. */
export function agrupar(
  evidencias: readonly Evidencia[],
  clave: 'comentario_id' | 'investigacion_id' | 'plan_accion_id',
) {
  const mapa = new Map<number, Evidencia[]>();
  for (const e of evidencias) {
    const id = e[clave];
    if (id === null) continue;
    mapa.set(id, [...(mapa.get(id) ?? []), e]);
  }
  return mapa;
}
