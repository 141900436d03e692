import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { categoria_denuncia_receptores, denuncias, empresas, regiones } from '../../../db/schema/index';

/* Reads of the legal clocks: the columns they are computed from, open cases in batches, the company's place. */

/** The columns of a case its legal clocks are computed from (`calcularPlazos`). */
export const COLUMNAS_PLAZOS = {
  tipo: denuncias.tipo,
  created_at: denuncias.created_at,
  acuse_at: denuncias.acuse_at,
  primera_respuesta_at: denuncias.primera_respuesta_at,
  investigacion_iniciada_at: denuncias.investigacion_iniciada_at,
  derivada_dt_at: denuncias.derivada_dt_at,
  investigacion_cerrada_at: denuncias.investigacion_cerrada_at,
  cerrada_at: denuncias.cerrada_at,
};

const columnasAviso = {
  id: denuncias.id,
  empresa_id: denuncias.empresa_id,
  numero: denuncias.numero,
  categoria_id: denuncias.categoria_id,
  investigador_id: denuncias.investigador_id,
  ...COLUMNAS_PLAZOS,
  avisos_plazo: denuncias.avisos_plazo,
};
export type FilaPlazos = Pick<typeof denuncias.$inferSelect, keyof typeof columnasAviso>;

/** Open cases after `ultimoId`, by id. */
export async function abiertasDesde(db: DbOrTx, ultimoId: number, lote: number): Promise<FilaPlazos[]> {
  return db
    .select(columnasAviso)
    .from(denuncias)
    .where(and(ne(denuncias.estado, 'cerrada'), gt(denuncias.id, ultimoId)))
    .orderBy(asc(denuncias.id))
    .limit(lote);
}

/** One case locked FOR UPDATE (inside a transaction). */
export async function filaPlazosBloqueada(tx: DbOrTx, id: number): Promise<FilaPlazos | undefined> {
  const [fila] = await tx.select(columnasAviso).from(denuncias).where(eq(denuncias.id, id)).for('update');
  return fila;
}

export async function receptoresDeCategoria(tx: DbOrTx, empresaId: number, categoriaId: number): Promise<number[]> {
  const filas = await tx
    .select({ id: categoria_denuncia_receptores.usuario_id })
    .from(categoria_denuncia_receptores)
    .where(
      and(
        eq(categoria_denuncia_receptores.empresa_id, empresaId),
        eq(categoria_denuncia_receptores.categoria_id, categoriaId),
      ),
    );
  return filas.map((f) => f.id);
}

/** The company's region (ISO 3166-2, from its CUT code) and commune, for its holidays. */
export async function lugarDeEmpresa(db: DbOrTx, empresaId: number) {
  const [empresa] = await db
    .select({ regionIso: regiones.iso_3166_2, comunaCodigo: empresas.comuna_codigo })
    .from(empresas)
    .leftJoin(regiones, eq(regiones.codigo, empresas.region_codigo))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return { regionIso: empresa?.regionIso ?? null, comunaCodigo: empresa?.comunaCodigo ?? null };
}
