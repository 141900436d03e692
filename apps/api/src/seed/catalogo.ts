import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  categorias_requisito,
  faqs,
  mitigaciones_globales,
  requisitos_globales,
  riesgo_global_mitigaciones,
  riesgos_globales,
  subcategorias_requisito,
  tipos_requisito,
} from '../db/schema/index';
import {
  CATEGORIAS_REQUISITO,
  FAQS,
  MITIGACIONES_GLOBALES,
  REQUISITOS_GLOBALES,
  RIESGOS_GLOBALES,
  TIPOS_REQUISITO,
} from './catalogo-contenido';

const clave = (categoriaId: number, nombre: string | null) => `${categoriaId}\u0000${nombre ?? ''}`;

/**
 * The starter global catalogue (platform data), seeded on every start. Idempotent and additive:
 * rows are matched by their natural key (tipo/categoría/riesgo/mitigación by nombre, requisito
 * by código, subcategoría by categoría + nombre, FAQ by pregunta); missing ones are added and
 * existing ones are never overwritten, so edits made in Globales survive a restart. Links of a
 * global risk to its mitigations are written only when the risk itself is added.
 */
export async function seedCatalogo(db: DbOrTx) {
  await db.insert(tipos_requisito).values(TIPOS_REQUISITO).onConflictDoNothing({ target: tipos_requisito.nombre });
  await db
    .insert(categorias_requisito)
    .values(CATEGORIAS_REQUISITO.map(({ nombre, descripcion }) => ({ nombre, descripcion })))
    .onConflictDoNothing({ target: categorias_requisito.nombre });

  const tipoId = new Map(
    (await db.select({ id: tipos_requisito.id, nombre: tipos_requisito.nombre }).from(tipos_requisito)).map((r) => [
      r.nombre,
      r.id,
    ]),
  );
  const categoriaId = new Map(
    (
      await db.select({ id: categorias_requisito.id, nombre: categorias_requisito.nombre }).from(categorias_requisito)
    ).map((r) => [r.nombre, r.id]),
  );

  const subcategoriaId = new Map(
    (
      await db
        .select({
          id: subcategorias_requisito.id,
          categoria_id: subcategorias_requisito.categoria_id,
          nombre: subcategorias_requisito.nombre,
        })
        .from(subcategorias_requisito)
    ).map((r) => [clave(r.categoria_id, r.nombre), r.id]),
  );
  const subFaltantes = CATEGORIAS_REQUISITO.flatMap((c) =>
    c.subcategorias.map((s) => ({ categoria_id: categoriaId.get(c.nombre)!, ...s })),
  ).filter((s) => !subcategoriaId.has(clave(s.categoria_id, s.nombre)));
  if (subFaltantes.length) {
    const creadas = await db.insert(subcategorias_requisito).values(subFaltantes).returning();
    for (const s of creadas) subcategoriaId.set(clave(s.categoria_id, s.nombre), s.id);
  }

  await db
    .insert(requisitos_globales)
    .values(
      REQUISITOS_GLOBALES.map((r) => {
        const categoria = categoriaId.get(r.categoria)!;
        return {
          codigo: r.codigo,
          nombre: r.nombre,
          descripcion: r.descripcion,
          fuente_legal: r.fuente_legal,
          tipo_id: tipoId.get(r.tipo) ?? null,
          categoria_id: categoria,
          subcategoria_id: subcategoriaId.get(clave(categoria, r.subcategoria)) ?? null,
          criticidad: r.criticidad,
        };
      }),
    )
    .onConflictDoNothing({ target: requisitos_globales.codigo });

  await db
    .insert(mitigaciones_globales)
    .values(MITIGACIONES_GLOBALES)
    .onConflictDoNothing({ target: mitigaciones_globales.nombre });
  const riesgosNuevos = await db
    .insert(riesgos_globales)
    .values(
      RIESGOS_GLOBALES.map((r) => ({
        nombre: r.nombre,
        descripcion: r.descripcion,
        delito_o_categoria: r.delito_o_categoria,
        fuente_legal: r.fuente_legal,
        probabilidad_sugerida: r.probabilidad,
        impacto_sugerido: r.impacto,
      })),
    )
    .onConflictDoNothing({ target: riesgos_globales.nombre })
    .returning({ id: riesgos_globales.id, nombre: riesgos_globales.nombre });
  if (riesgosNuevos.length) {
    const mitigacionId = new Map(
      (
        await db
          .select({ id: mitigaciones_globales.id, nombre: mitigaciones_globales.nombre })
          .from(mitigaciones_globales)
          .where(
            inArray(
              mitigaciones_globales.nombre,
              MITIGACIONES_GLOBALES.map((m) => m.nombre),
            ),
          )
      ).map((m) => [m.nombre, m.id]),
    );
    const contenido = new Map(RIESGOS_GLOBALES.map((r) => [r.nombre, r]));
    const links = riesgosNuevos.flatMap((r) =>
      (contenido.get(r.nombre)?.mitigaciones ?? [])
        .filter((nombre) => mitigacionId.has(nombre))
        .map((nombre) => ({ riesgo_global_id: r.id, mitigacion_global_id: mitigacionId.get(nombre)! })),
    );
    if (links.length) await db.insert(riesgo_global_mitigaciones).values(links).onConflictDoNothing();
  }

  const preguntas = new Set((await db.select({ pregunta: faqs.pregunta }).from(faqs)).map((f) => f.pregunta));
  const faqsFaltantes = FAQS.filter((f) => !preguntas.has(f.pregunta));
  if (faqsFaltantes.length) {
    await db.insert(faqs).values(faqsFaltantes.map((f) => ({ ...f, publicada: true })));
  }
}
