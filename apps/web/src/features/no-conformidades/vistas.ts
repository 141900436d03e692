import { ETAPAS_NC, type EtapaNc } from '@atalaya/shared/contracts/no-conformidades';

/** The lists of the module, by their URL segment (/no-conformidades/{vista}). */
export const VISTAS_NC = ['listado', 'analisis-causa', 'clasificacion', 'cerradas'] as const;
export type VistaNc = (typeof VISTAS_NC)[number];

export interface VistaNcConfig {
  titulo: string;
  subtitulo: string;
  /** The stage the list shows; none for 'listado', which shows every stage (with a stage filter). */
  etapa?: EtapaNc;
  /** Empty text of a stage's list: 'No hay no conformidades registradas' would be untrue there. */
  vacio?: string;
}

export const VISTA_NC: Readonly<Record<VistaNc, VistaNcConfig>> = {
  listado: {
    titulo: 'No conformidades',
    subtitulo: 'Todas las no conformidades de su empresa, de la más reciente a la más antigua.',
  },
  'analisis-causa': {
    titulo: 'Análisis de causa',
    subtitulo:
      'No conformidades que esperan el análisis de su causa raíz (incluye las reabiertas por una verificación no eficaz).',
    etapa: 'analisis_causa',
    vacio: 'Ninguna no conformidad espera el análisis de su causa',
  },
  clasificacion: {
    titulo: 'Clasificación',
    subtitulo: 'No conformidades con su análisis completo que esperan criticidad, clasificación y responsable.',
    etapa: 'clasificacion',
    vacio: 'Ninguna no conformidad espera clasificación',
  },
  cerradas: {
    titulo: 'No conformidades cerradas',
    subtitulo: 'No conformidades cerradas tras una verificación de eficacia favorable.',
    etapa: 'cerrada',
    vacio: 'Aún no hay no conformidades cerradas',
  },
};

/** What /no-conformidades/{segmento} shows: a list, one non-conformity, or nothing (404). */
export type RutaNc = { tipo: 'lista'; vista: VistaNc } | { tipo: 'detalle'; id: number } | null;

export function rutaNc(segmento: string | undefined): RutaNc {
  if ((VISTAS_NC as readonly string[]).includes(segmento ?? '')) return { tipo: 'lista', vista: segmento as VistaNc };
  if (segmento && /^[1-9]\d{0,9}$/.test(segmento)) return { tipo: 'detalle', id: Number(segmento) };
  return null;
}

/** The list a non-conformity in `etapa` belongs to (breadcrumbs of its detail). */
export function vistaDeEtapa(etapa: EtapaNc): VistaNc {
  return (VISTAS_NC.find((v) => VISTA_NC[v].etapa === etapa) ?? 'listado') as VistaNc;
}

/** The stage a list asks for: its own, or on 'listado' the stage filter when it is a valid one. */
export function etapaDeLista(vista: VistaNc, filtro: string | undefined): EtapaNc | undefined {
  const propia = VISTA_NC[vista].etapa;
  if (propia) return propia;
  return (ETAPAS_NC as readonly string[]).includes(filtro ?? '') ? (filtro as EtapaNc) : undefined;
}

export const rutaDetalleNc = (id: number) => `/no-conformidades/${id}`;
