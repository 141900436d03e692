import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { due_diligences, empresas, usuarios } from '../../../db/schema/index';

const solicitante = alias(usuarios, 'solicitante');
const publicador = alias(usuarios, 'publicador');
const nombreDe = (u: { nombre: AnyPgColumn; apellido: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${u.nombre} || ' ' || ${u.apellido}), '')`;

/** What a due diligence's report shows, with its company and the names of who asked and published. */
export async function findDatosReporte(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: due_diligences.id,
      empresa_id: due_diligences.empresa_id,
      empresa_nombre: empresas.nombre,
      solicitante: nombreDe(solicitante),
      publicado_por: nombreDe(publicador),
      tipo_persona: due_diligences.tipo_persona,
      tipo_de_reporte: due_diligences.tipo_de_reporte,
      rut: due_diligences.rut,
      nombre_completo: due_diligences.nombre_completo,
      apellido_paterno: due_diligences.apellido_paterno,
      apellido_materno: due_diligences.apellido_materno,
      razon_social: due_diligences.razon_social,
      nombre_fantasia: due_diligences.nombre_fantasia,
      representante: due_diligences.representante,
      direccion: due_diligences.direccion,
      pais: due_diligences.pais,
      sitio_web: due_diligences.sitio_web,
      estado: due_diligences.estado,
      nivel_riesgo: due_diligences.nivel_riesgo,
      razones_riesgo: due_diligences.razones_riesgo,
      perfil: due_diligences.perfil,
      screening: due_diligences.screening,
      created_at: due_diligences.created_at,
      procesado_at: due_diligences.procesado_at,
      publicado_at: due_diligences.publicado_at,
    })
    .from(due_diligences)
    .innerJoin(empresas, eq(empresas.id, due_diligences.empresa_id))
    .leftJoin(solicitante, eq(solicitante.id, due_diligences.solicitado_por))
    .leftJoin(publicador, eq(publicador.id, due_diligences.publicado_por))
    .where(eq(due_diligences.id, id))
    .limit(1);
  return row;
}
