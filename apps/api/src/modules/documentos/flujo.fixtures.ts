import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documento_ciclo_vida, documento_flujos, documentos, empresas, usuarios } from '../../db/schema/index';

/*
 * Test data of the flow tests: a document as POST /documentos/ leaves it (the document, its
 * first flow — version 1, phase no_iniciado — and the NO_INICIADO lifecycle row), written
 * directly so these tests do not depend on the document routes.
 */

export async function usuarioId(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`No existe el usuario de prueba ${email}`);
  return row.id;
}

export async function empresaId(db: DbOrTx, nombre: string): Promise<number> {
  const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nombre, nombre));
  if (!row) throw new Error(`No existe la empresa de prueba ${nombre}`);
  return row.id;
}

let secuencia = 0;

export interface DocumentoDePrueba {
  documentoId: number;
  flujoId: number;
}

export async function crearDocumento(
  db: DbOrTx,
  opciones: {
    empresaId: number;
    nombre?: string;
    codigo?: string;
    vigencia?: number;
    workflowEnabled?: boolean;
    solicitanteId?: number | null;
    revisorId?: number | null;
    aprobadorId?: number | null;
    creadoPor?: number | null;
  },
): Promise<DocumentoDePrueba> {
  secuencia += 1;
  const [documento] = await db
    .insert(documentos)
    .values({
      empresa_id: opciones.empresaId,
      codigo: opciones.codigo ?? `PRUEBA-${Date.now()}-${secuencia}`,
      nombre_documento: opciones.nombre ?? `Procedimiento de prueba ${secuencia}`,
      vigencia: opciones.vigencia ?? 365,
      workflow_enabled: opciones.workflowEnabled ?? true,
      solicitante_id: opciones.solicitanteId ?? null,
      revisor_id: opciones.revisorId ?? null,
      aprobador_id: opciones.aprobadorId ?? null,
      created_by: opciones.creadoPor ?? opciones.solicitanteId ?? null,
    })
    .returning({ id: documentos.id });
  const [flujo] = await db
    .insert(documento_flujos)
    .values({
      empresa_id: opciones.empresaId,
      documento_id: documento!.id,
      version_num: 1,
      fase: 'no_iniciado',
      created_by: opciones.creadoPor ?? opciones.solicitanteId ?? null,
    })
    .returning({ id: documento_flujos.id });
  await db.insert(documento_ciclo_vida).values({
    empresa_id: opciones.empresaId,
    flujo_id: flujo!.id,
    estado: 'NO_INICIADO',
    usuario_id: opciones.creadoPor ?? opciones.solicitanteId ?? null,
  });
  return { documentoId: documento!.id, flujoId: flujo!.id };
}

export async function filaFlujo(db: DbOrTx, empresa: number, id: number) {
  const [row] = await db
    .select()
    .from(documento_flujos)
    .where(and(eq(documento_flujos.empresa_id, empresa), eq(documento_flujos.id, id)));
  return row!;
}

export async function filaDocumento(db: DbOrTx, empresa: number, id: number) {
  const [row] = await db
    .select()
    .from(documentos)
    .where(and(eq(documentos.empresa_id, empresa), eq(documentos.id, id)));
  return row!;
}
