import type {
  ArchivoDueDiligence,
  DueDiligenceDetalle,
  DueDiligenceItem,
  PerfilDueDiligence,
  RazonRiesgo,
  ResultadoScreening,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type {
  EstadoDueDiligence,
  NivelRiesgoDueDiligence,
  TipoPersona,
  TipoReporte,
} from '@atalaya/shared/due-diligence';
import type { ArchivoDdRow, DueDiligenceConNombres } from './solicitudes.repository';

/*
 * Request rows → contract shapes. Until a report is published (terminado) a client sees the
 * request, never the findings: risk, PEP and list flags, profile, screening and files stay hidden,
 * since an analyst may still change them.
 */

export const visibleParaCliente = (estado: string) => estado === 'terminado';

export function dueDiligenceItemDto({ dd, empresa_nombre, solicitante }: DueDiligenceConNombres, veTodo: boolean) {
  const ve = veTodo || visibleParaCliente(dd.estado);
  return {
    id: dd.id,
    empresa_id: dd.empresa_id,
    empresa_nombre,
    tipo_persona: dd.tipo_persona as TipoPersona,
    tipo_de_reporte: dd.tipo_de_reporte as TipoReporte,
    rut: dd.rut,
    nombre_completo: dd.nombre_completo,
    apellido_paterno: dd.apellido_paterno,
    apellido_materno: dd.apellido_materno,
    razon_social: dd.razon_social,
    is_pep: ve && dd.is_pep,
    listas_internacionales: ve && dd.listas_internacionales,
    nivel_riesgo: ve ? (dd.nivel_riesgo as NivelRiesgoDueDiligence | null) : null,
    estado: dd.estado as EstadoDueDiligence,
    progreso: dd.progreso,
    solicitante,
    created_at: dd.created_at.toISOString(),
    publicado_at: dd.publicado_at?.toISOString() ?? null,
    // Written for the company (no internals): the failure and what to do about it.
    error: dd.estado === 'fallido' ? dd.error : null,
  } satisfies DueDiligenceItem;
}

export const urlArchivoDd = (ddId: number, linkId: number) => `/api/v1/due-diligence/files/${ddId}/${linkId}`;

export function archivoDdDto({ link, archivo }: ArchivoDdRow): ArchivoDueDiligence {
  return {
    id: link.id,
    file_type: link.file_type,
    nombre: archivo.nombre_original,
    tamano: archivo.tamano,
    content_type: archivo.content_type,
    download_url: urlArchivoDd(link.due_diligence_id, link.id),
    created_at: link.created_at.toISOString(),
  };
}

export function dueDiligenceDetalleDto(
  fila: DueDiligenceConNombres,
  archivos: ArchivoDdRow[],
  veTodo: boolean,
): DueDiligenceDetalle {
  const { dd } = fila;
  const ve = veTodo || visibleParaCliente(dd.estado);
  return {
    ...dueDiligenceItemDto(fila, veTodo),
    prioridad: dd.prioridad,
    nombre_fantasia: dd.nombre_fantasia,
    representante: dd.representante,
    direccion: dd.direccion,
    pais: dd.pais,
    sitio_web: dd.sitio_web,
    peps: dd.peps,
    razones_riesgo: ve ? (dd.razones_riesgo as RazonRiesgo[]) : [],
    perfil: ve ? ((dd.perfil as PerfilDueDiligence | null) ?? null) : null,
    screening: ve ? ((dd.screening as ResultadoScreening | null) ?? null) : null,
    archivos: ve ? archivos.map(archivoDdDto) : [],
    creditos_usados: dd.creditos_usados,
    creditos_reembolsados: dd.creditos_reembolsados,
    procesado_at: dd.procesado_at?.toISOString() ?? null,
    publicado_por: fila.publicado_por,
  };
}
