import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccionDenuncia, EstadoDenuncia, subrecursoFiltrosSchema } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { Database, DbOrTx } from '../../../db/client';
import type { ClavesEmpresa } from '../../../platform/crypto/claves';
import type {
  causas_raiz,
  denuncias,
  implementaciones,
  investigaciones,
  medidas_resguardo,
  planes_accion,
} from '../../../db/schema/index';
import { notFound } from '../../../platform/errors';
import { cargarDenuncia, type Actor, type DenunciaRow } from './acceso-denuncia';
import { aplicarAccion } from './aplicar-accion';
import { dejarRastro, type Detalle } from './eventos';

/*
 * The steps every work record of a case shares (investigations, root causes, action plans,
 * implementations, protective measures): listed by case, created or edited under the case's row
 * lock after the case-flow table allows it, with a timeline + audit trace in the same transaction.
 * What differs per record (checks, flow action, case dates, trace detail) comes in as an `Alta`
 * or an `Edicion`.
 */

export type TablaCaso =
  | typeof investigaciones
  | typeof causas_raiz
  | typeof planes_accion
  | typeof implementaciones
  | typeof medidas_resguardo;

type Fila<T extends TablaCaso> = T['$inferSelect'];
/** What the client sends; the tenant, case, author and times are set here. */
type Campos<T extends TablaCaso> = Omit<
  T['$inferInsert'],
  'id' | 'empresa_id' | 'denuncia_id' | 'created_by' | 'created_at' | 'updated_at'
>;
type CambiosCaso = Partial<typeof denuncias.$inferInsert>;

export type Filtros = z.output<typeof subrecursoFiltrosSchema>;
export type Pagina<T> = { data: T[]; total: number };

/** The database, and the company keys a record's evidence names need (fetched before any transaction). */
export interface DepsRegistros {
  db: Database;
  claves: ClavesEmpresa;
}

/** One kind of work record: its table, its audit entity and how its rows are shown. */
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
  cambios?: CambiosCaso;
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
  const tabla = def.tabla as TablaCaso;
  const donde = and(eq(tabla.empresa_id, actor.empresaId), eq(tabla.denuncia_id, f.denuncia_id));
  const [total] = await db.select({ n: count() }).from(tabla).where(donde);
  const filas = (await db
    .select()
    .from(tabla)
    .where(donde)
    .orderBy(asc(tabla.created_at), asc(tabla.id))
    .limit(f.limit)
    .offset(f.skip ?? f.offset)) as Fila<T>[];
  const clave = await claves.de(actor.empresaId);
  return { data: await def.dto(db, actor, filas, clave), total: Number(total?.n ?? 0) };
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
    const [fila] = (await tx
      .insert(def.tabla as TablaCaso)
      .values({
        ...campos,
        empresa_id: actor.empresaId,
        denuncia_id: caso.id,
        created_by: actor.usuarioId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning()) as Fila<T>[];
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: paso.evento,
      accion: 'crear',
      entidad: def.entidad,
      entidadId: fila!.id,
      detalle: paso.detalle(fila!, movimiento),
    });
    await paso.avisar?.(tx, fila!);
    return (await def.dto(tx, actor, [fila!], clave))[0]!;
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
  const tabla = def.tabla as TablaCaso;
  const clave = await claves.de(actor.empresaId);
  const deLaEmpresa = and(eq(tabla.id, id), eq(tabla.empresa_id, actor.empresaId));
  return db.transaction(async (tx) => {
    const [previa] = (await tx.select().from(tabla).where(deLaEmpresa)) as Fila<T>[];
    if (!previa) throw notFound();
    const caso = await cargarDenuncia(tx, actor, previa.denuncia_id, { bloquear: true });
    const paso = edicion(previa, caso);
    await paso.validar?.(tx);
    await aplicarAccion(tx, actor, caso, paso.accion, paso.cambios);
    const [fila] = (await tx
      .update(tabla)
      .set({ ...input, updated_at: actor.now })
      .where(deLaEmpresa)
      .returning()) as Fila<T>[];
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: paso.evento,
      accion: 'actualizar',
      entidad: def.entidad,
      entidadId: id,
      detalle: paso.detalle,
    });
    return (await def.dto(tx, actor, [fila!], clave))[0]!;
  });
}
