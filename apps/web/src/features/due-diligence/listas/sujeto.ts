import type { DueDiligenceItem } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { EstadoDueDiligence, TipoPersona, TipoReporte } from '@atalaya/shared/due-diligence';

export const ETIQUETA_TIPO_PERSONA: Record<TipoPersona, string> = { natural: 'Natural', juridica: 'Jurídica' };
export const ETIQUETA_TIPO_REPORTE: Record<TipoReporte, string> = { lite: 'Lite', full: 'Full' };

type Sujeto = Pick<
  DueDiligenceItem,
  'tipo_persona' | 'nombre_completo' | 'apellido_paterno' | 'apellido_materno' | 'razon_social'
>;

/** A natural person's full name, or a legal entity's razón social. */
export function nombreSujeto(s: Sujeto): string {
  if (s.tipo_persona === 'juridica') return s.razon_social;
  return [s.nombre_completo, s.apellido_paterno, s.apellido_materno].filter(Boolean).join(' ');
}

/**
 * Whether the row's PEP and list results mean something: a client sees them once the report is
 * published (before that the API sends them empty); analysts already while it is in revision.
 */
export const tieneResultado = (estado: EstadoDueDiligence, { analista }: { analista: boolean }) =>
  estado === 'terminado' || (analista && estado === 'en_revision');

/** A published report opens read-only; anything else opens its detail (state, progress, error). */
export const rutaVer = (d: Pick<DueDiligenceItem, 'id' | 'estado'>) =>
  d.estado === 'terminado' ? `/due-diligence/${d.id}/readonly` : `/due-diligence/${d.id}`;
