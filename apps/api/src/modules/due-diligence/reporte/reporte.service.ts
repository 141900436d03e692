import { eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { due_diligences, empresas, usuarios } from '../../../db/schema/index';
import type { SessionContext } from '../../../platform/auth/sessions';
import { AppError, notFound } from '../../../platform/errors';
import type { DatosReporte } from './modelo-reporte';

export const MENSAJE_REPORTE_NO_DISPONIBLE = 'El reporte aún no está disponible.';

const solicitante = alias(usuarios, 'solicitante');
const publicador = alias(usuarios, 'publicador');
const nombreDe = (u: { nombre: AnyPgColumn; apellido: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${u.nombre} || ' ' || ${u.apellido}), '')`;

/**
 * The data of a due diligence's report, if the caller may read it: a company reads its own
 * published (terminado) reports; a platform analyst reads any once the job has processed it, to
 * review it before publishing (the report then says it is a draft).
 */
export async function datosReporte(
  db: Database,
  session: Pick<SessionContext, 'esAdminPlataforma'>,
  empresaId: number,
  id: number,
): Promise<DatosReporte> {
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
  if (!row || (!session.esAdminPlataforma && row.empresa_id !== empresaId)) throw notFound();
  const disponible = session.esAdminPlataforma ? row.procesado_at !== null : row.estado === 'terminado';
  if (!disponible) throw new AppError('CONFLICTO', MENSAJE_REPORTE_NO_DISPONIBLE);
  return row;
}
