import { and, eq } from 'drizzle-orm';
import { computeCheckDigit } from '@atalaya/shared/rut';
import type { EstadoCumplimiento } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type { Database, DbOrTx } from '../db/client';
import { categorias_requisito, requisitos, trabajadores, usuarios } from '../db/schema/index';
import { crudService } from '../platform/crud/crud.service';
import { requisitosResource } from '../modules/mi-empresa/requisitos/requisitos.resources';
import { importarRequisitos } from '../modules/mi-empresa/requisitos/requisitos.service';
import { CAT_KARIN, CAT_MPD } from './catalogo-contenido';

/*
 * The compliance spine of Empresa Demo SpA: the catalogue's crime-prevention (Ley 20.393 as
 * amended by Ley 21.595) and Ley Karin (Ley 21.643) requirements, imported the way the platform
 * administrator does it (Globales → Requisitos → 'Importar a empresa', one category at a time),
 * then evaluated by the company's administrator with the list's bulk 'Marcar …' action: a
 * programme half-way through its implementation. The demo documents link to them
 * (demo-documentos), which gives the dashboard's 'Cumplimiento normativo' its figure.
 */

const EMPRESA = 'Empresa Demo SpA';

/** How the company has evaluated each imported requirement (every one of them, once). */
export const DEMO_EVALUACION: Record<Exclude<EstadoCumplimiento, 'sin_evaluar'>, string[]> = {
  cumple: [
    'MPD-01',
    'MPD-02',
    'MPD-04',
    'MPD-05',
    'MPD-08',
    'MPD-10',
    'MPD-11',
    'MPD-12',
    'MPD-15',
    'KAR-01',
    'KAR-02',
    'KAR-03',
    'KAR-04',
    'KAR-05',
    'KAR-06',
  ],
  // Documents still in the flow (matrix rejected, due diligence and gifts policies pending),
  // resources short of the need, the Karin information and training only partly done.
  parcial: ['MPD-03', 'MPD-06', 'MPD-07', 'MPD-09', 'MPD-14', 'MPD-18', 'KAR-07', 'KAR-08', 'KAR-09', 'KAR-11'],
  // The channel's procedure expired (PRC-DEN-01), no training plan this year, never evaluated by a
  // third party, psychosocial risks (CEAL-SM) not measured.
  no_cumple: ['MPD-13', 'MPD-16', 'MPD-17', 'KAR-10'],
  // A distribution company is not a reporting entity of Ley 19.913.
  no_aplica: ['MPD-19'],
};

/** Responsible worker (RUT body) per category: the crime-prevention officer and the head of people. */
const RESPONSABLE = { [CAT_MPD]: 13456789, [CAT_KARIN]: 14567890 } as const;

const rut = (body: number) => `${body}-${computeCheckDigit(String(body))}`;

export async function seedDemoRequisitos(db: DbOrTx, empresaIds: Map<string, number>, now: Date) {
  const empresaId = empresaIds.get(EMPRESA)!;
  const usuario = async (email: string) =>
    (await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)).limit(1))[0]!.id;
  // Nested transactions are savepoints: the import and the evaluation run inside the seed's.
  const tx = db as Database;
  const importador = { usuarioId: await usuario('admin@atalaya.cl'), now };

  /** Responsible worker id by catalogue category id. */
  const responsables = new Map<number, number>();
  for (const [categoria, responsableRut] of Object.entries(RESPONSABLE)) {
    const [cat] = await db
      .select({ id: categorias_requisito.id })
      .from(categorias_requisito)
      .where(eq(categorias_requisito.nombre, categoria));
    const [responsable] = await db
      .select({ id: trabajadores.id })
      .from(trabajadores)
      .where(and(eq(trabajadores.empresa_id, empresaId), eq(trabajadores.rut, rut(responsableRut))));
    if (!cat || !responsable) throw new Error(`Demo: falta la categoría '${categoria}' o su responsable`);
    await importarRequisitos({ db: tx }, importador, { empresaId, categoria: cat.id, confirmar: true });
    responsables.set(cat.id, responsable.id);
  }

  const importados = await db
    .select({ id: requisitos.id, codigo: requisitos.codigo, categoria_id: requisitos.categoria_id })
    .from(requisitos)
    .where(eq(requisitos.empresa_id, empresaId));
  const porCodigo = new Map(importados.map((r) => [r.codigo, r]));
  const evaluados = Object.values(DEMO_EVALUACION).flat();
  const sobran = importados.filter((r) => !evaluados.includes(r.codigo)).map((r) => r.codigo);
  const faltan = evaluados.filter((c) => !porCodigo.has(c));
  if (sobran.length || faltan.length) {
    throw new Error(
      `Demo: evaluación sin requisito (${faltan.join(', ')}) o requisito sin evaluar (${sobran.join(', ')})`,
    );
  }

  // Each state set with the list's bulk action, one selection per responsible.
  const service = crudService(requisitosResource);
  const ctx = { empresaId, usuarioId: await usuario('admin@demo.cl'), now };
  for (const [estado, codigos] of Object.entries(DEMO_EVALUACION)) {
    for (const [categoriaId, responsableId] of responsables) {
      const ids = codigos.map((c) => porCodigo.get(c)!).filter((r) => r.categoria_id === categoriaId);
      if (!ids.length) continue;
      await service.batchUpdate(
        tx,
        ctx,
        ids.map((r) => r.id),
        { estado_cumplimiento: estado, responsable_id: responsableId },
      );
    }
  }
}
