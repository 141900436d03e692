import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';

/** The subject's name as the request gives it: razón social (or fantasía) or the full name. */
export function nombreSujeto(
  d: Pick<
    DueDiligenceDetalle,
    'tipo_persona' | 'razon_social' | 'nombre_fantasia' | 'nombre_completo' | 'apellido_paterno' | 'apellido_materno'
  >,
): string {
  const nombre =
    d.tipo_persona === 'juridica'
      ? d.razon_social || d.nombre_fantasia
      : [d.nombre_completo, d.apellido_paterno, d.apellido_materno].filter(Boolean).join(' ');
  return nombre || 'Sin nombre';
}
