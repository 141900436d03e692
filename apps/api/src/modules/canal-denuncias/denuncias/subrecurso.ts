import type { z } from 'zod';
import type {
  AccionDenuncia,
  EstadoDenuncia,
  subrecursoFiltrosSchema,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import { cargarDenuncia, type Actor, type DenunciaRow } from './acceso-denuncia';
import { aplicarAccion } from './aplicar-accion';
import type { CambiosDenuncia } from './denuncias.repository';
import { dejarRastro, type Detalle } from './eventos';
import {
  actualizarRegistro,
  contarRegistros,
  insertarRegistro,
  paginaRegistros,
  registroDeEmpresa,
  type FilaCaso,
  type NuevaFilaCaso,
  type TablaCaso,
} from './subrecursos.repository';

/*
 * The steps every work record of a case shares (investigations, root causes, action plans,
 * implementations, protective measures): listed by case, created or edited under the case's row
 * lock after the case-flow table allows it, with a timeline + audit trace in the same transaction.
 * What differs per record (checks, flow action, case dates, trace detail) comes in as an `Alta`
 * or an `Edicion`.
 */

type Fila<T extends TablaCaso> = FilaCaso<T>;
/** What the client sends; the tenant, case, author and times are set here. */
type Campos<T extends TablaCaso> = Omit<
  NuevaFilaCaso<T>,
  'id' | 'empresa_id' | 'denuncia_id' | 'created_by' | 'created_at' | 'updated_at'
>;

export type Filtros = z.output<typeof subrecursoFiltrosSchema>;
export type Pagina<T> = { data: T[]; total: number };

/** The database, and the company keys a record's evidence names need (fetched before any transaction). */
export type DepsRegistros = Pick<Dependencias, 'db' | 'claves'>;

/** One kind of work record: its table's name, its audit entity and how its rows are shown. */
export interface Subrecurso<T extends TablaCaso, Dto> {
  tabla: T;
  entidad: string;
  /** Rows → DTOs, loading what they reference once per page; `clave` is the company key. */
  dto: (db: DbOrTx, actor: Actor, filas: Fila<T>[], clave: Buffer) => Promise<Dto[]>;
}

/** How one create or edit moves the case. */
interface Paso {
  /** Checks of referenced ids (400), made before the flow table is asked (409). */
  validar?: (tx: DbOrTx) => Promise<void>;
  accion: AccionDenuncia;
  /** Case dates this step stamps (legal clocks). */
  cambios?: CambiosDenuncia;
  evento: string;
}

/** A create: its trace detail names the new row and, where it moved, the case's states. */
interface Alta<T extends TablaCaso> extends Paso {
  detalle: (fila: Fila<T>, movimiento: { desde: EstadoDenuncia; hacia: EstadoDenuncia }) => Detalle;
  /** Notices to send once the record exists (same transaction). */
  avisar?: (tx: DbOrTx, fila: Fila<T>) => Promise<void>;
}

/** An edit of an existing row. */
interface Edicion extends Paso {
  detalle: Detalle;
}

/** Records of a visible case, oldest first, with the total. */
export async function listarRegistros<T extends TablaCaso, Dto>(
  { db, claves }: DepsRegistros,
  actor: Actor,
  def: Subrecurso<T, Dto>,
  f: Filtros,
): Promise<Pagina<Dto>> {
  await cargarDenuncia(db, actor, f.denuncia_id);
  const total = await contarRegistros(db, def.tabla, actor.empresaId, f.denuncia_id);
  const filas = await paginaRegistros(db, def.tabla, actor.empresaId, f.denuncia_id, f.limit, f.skip ?? f.offset);
  const clave = await claves.de(actor.empresaId);
  return { data: await def.dto(db, actor, filas, clave), total };
}

/** Creates a record of case `input.denuncia_id` (locked) once `alta` passes its checks. */
export async function crearRegistro<T extends TablaCaso, Dto>(
  { db, claves }: DepsRegistros,
  actor: Actor,
  def: Subrecurso<T, Dto>,
  input: Campos<T> & { denuncia_id: number },
  alta: (caso: DenunciaRow) => Alta<T>,
): Promise<Dto> {
  const clave = await claves.de(actor.empresaId);
  return db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.denuncia_id, { bloquear: true });
    const paso = alta(caso);
    await paso.validar?.(tx);
    const movimiento = await aplicarAccion(tx, actor, caso, paso.accion, paso.cambios);
    const { denuncia_id: _caso, ...campos } = input;
    const fila = await insertarRegistro(tx, def.tabla, {
      ...campos,
      empresa_id: actor.empresaId,
      denuncia_id: caso.id,
      created_by: actor.usuarioId,
      created_at: actor.now,
      updated_at: actor.now,
    } as NuevaFilaCaso<T>);
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: paso.evento,
      accion: 'crear',
      entidad: def.entidad,
      entidadId: fila.id,
      detalle: paso.detalle(fila, movimiento),
    });
    await paso.avisar?.(tx, fila);
    return (await def.dto(tx, actor, [fila], clave))[0]!;
  });
}

/** Edits record `id` of the actor's company under its case's lock; `edicion` sees the row before. */
export async function editarRegistro<T extends TablaCaso, Dto>(
  { db, claves }: DepsRegistros,
  actor: Actor,
  def: Subrecurso<T, Dto>,
  id: number,
  input: Campos<T>,
  edicion: (previa: Fila<T>, caso: DenunciaRow) => Edicion,
): Promise<Dto> {
  const clave = await claves.de(actor.empresaId);
  return db.transaction(async (tx) => {
    const previa = await registroDeEmpresa(tx, def.tabla, actor.empresaId, id);
    if (!previa) throw notFound();
    const caso = await cargarDenuncia(tx, actor, previa.denuncia_id, { bloquear: true });
    const paso = edicion(previa, caso);
    await paso.validar?.(tx);
    await aplicarAccion(tx, actor, caso, paso.accion, paso.cambios);
    const fila = await actualizarRegistro(tx, def.tabla, actor.empresaId, id, {
      ...input,
      updated_at: actor.now,
    } as Partial<NuevaFilaCaso<T>>);
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: paso.evento,
      accion: 'actualizar',
      entidad: def.entidad,
      entidadId: id,
      detalle: paso.detalle,
    });
    return (await def.dto(tx, actor, [fila], clave))[0]!;
  });
}
