import type { EndpointLista, FILTROS_DUE_DILIGENCE } from '../api';

export type VistaLista = 'natural' | 'juridica' | 'todas' | 'lite' | 'full' | 'all';

export interface ConfigVista {
  titulo: string;
  subtitulo: string;
  endpoint: EndpointLista;
  /** Filters the view itself applies; they are not offered to the user. */
  fijos: Partial<Record<(typeof FILTROS_DUE_DILIGENCE)[number], string>>;
  /** The analysts' bandeja: every company, with its column and filter, and 'Revisar'. */
  bandeja?: boolean;
}

/** SPEC §2 lists of /due-diligence: by person type, by report type, all of the company's, the bandeja. */
export const VISTAS: Record<VistaLista, ConfigVista> = {
  natural: {
    titulo: 'Personas naturales',
    subtitulo: 'Due diligence de personas naturales de la empresa.',
    endpoint: 'natural',
    fijos: { tipo_persona: 'natural' },
  },
  juridica: {
    titulo: 'Personas jurídicas',
    subtitulo: 'Due diligence de empresas y otras personas jurídicas.',
    endpoint: 'juridica',
    fijos: { tipo_persona: 'juridica' },
  },
  todas: {
    titulo: 'Todas las due diligence',
    subtitulo: 'Todas las solicitudes de la empresa, con su avance.',
    endpoint: 'todas',
    fijos: {},
  },
  lite: {
    titulo: 'Reportes Lite',
    subtitulo: 'Reportes automáticos: identidad, PEP, listas internacionales y riesgo.',
    endpoint: 'todas',
    fijos: { tipo_dd: 'lite' },
  },
  full: {
    titulo: 'Reportes Full',
    subtitulo: 'Reportes revisados por un analista antes de publicarse.',
    endpoint: 'todas',
    fijos: { tipo_dd: 'full' },
  },
  all: {
    titulo: 'Bandeja de due diligence',
    subtitulo: 'Solicitudes de todas las empresas; los reportes Full en revisión esperan a un analista.',
    endpoint: 'all',
    fijos: {},
    bandeja: true,
  },
};
