import type {
  AccionNc,
  AnalisisCausaNc,
  CatalogoNc,
  CierreNc,
  CriticidadNc,
  EstadoAccionNc,
  EvidenciaNc,
  Ishikawa,
  MetodoAnalisisNc,
  NoConformidad,
  RefNc,
  TipoAccionNc,
  TipoEvidenciaNc,
  VerificacionNc,
} from '@atalaya/shared/contracts/no-conformidades';
import { referenciaDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { EtapaNc } from '@atalaya/shared/flujos/no-conformidad';
import type {
  AccionListado,
  AnalisisRow,
  CatalogoNcRow,
  CierreListado,
  EvidenciaListado,
  NoConformidadListado,
  VerificacionListado,
} from './no-conformidades.repository';

/** Rows → the contract's shapes (packages/shared/src/contracts/no-conformidades.ts). */

const iso = (d: Date) => d.toISOString();
const ref = (id: number | null, nombre: string | null | undefined): RefNc | null =>
  id !== null && nombre != null ? { id, nombre } : null;

export function catalogoDto(r: CatalogoNcRow): CatalogoNc {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    global: r.empresa_id === null,
    empresa_id: r.empresa_id,
    activo: r.activo,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function noConformidadDto(r: NoConformidadListado): NoConformidad {
  const nc = r.nc;
  return {
    id: nc.id,
    codigo: nc.codigo,
    etapa: nc.etapa as EtapaNc,
    fuente: ref(nc.fuente_id, r.fuente_nombre),
    descripcion: nc.descripcion,
    proceso: ref(nc.proceso_id, r.proceso_nombre),
    departamento: ref(nc.departamento_id, r.departamento_nombre),
    detectado_por: ref(nc.detectado_por_id, r.detectado_por_nombre),
    fecha_deteccion: nc.fecha_deteccion,
    criticidad: (nc.criticidad as CriticidadNc | null) ?? null,
    clasificacion: ref(nc.clasificacion_id, r.clasificacion_nombre),
    responsable: ref(nc.responsable_id, r.responsable_nombre),
    riesgo: ref(nc.riesgo_id, r.riesgo_nombre),
    requisito: ref(nc.requisito_id, r.requisito_nombre),
    denuncia: ref(nc.denuncia_id, r.denuncia_numero == null ? null : referenciaDenuncia(r.denuncia_numero)),
    reaperturas: nc.reaperturas,
    creado_por: ref(nc.created_by, r.creador_nombre),
    cerrada_at: nc.cerrada_at ? iso(nc.cerrada_at) : null,
    created_at: iso(nc.created_at),
    updated_at: iso(nc.updated_at),
  };
}

const RAMAS = ['metodo', 'mano_de_obra', 'maquinaria', 'material', 'medicion', 'medio_ambiente'] as const;

export function analisisDto(r: AnalisisRow): AnalisisCausaNc {
  const ishikawa = Object.fromEntries(
    RAMAS.map((rama) => [rama, Array.isArray(r.ishikawa[rama]) ? r.ishikawa[rama] : []]),
  ) as Ishikawa;
  return {
    id: r.id,
    no_conformidad_id: r.no_conformidad_id,
    metodo: r.metodo as MetodoAnalisisNc,
    porques: Array.isArray(r.porques) ? r.porques : [],
    ishikawa,
    causa_raiz: r.causa_raiz,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** `hoy`: YYYY-MM-DD in Chile, to tell an overdue action. */
export function accionDto(r: AccionListado, hoy: string): AccionNc {
  const a = r.accion;
  return {
    id: a.id,
    no_conformidad_id: a.no_conformidad_id,
    descripcion: a.descripcion,
    tipo: a.tipo as TipoAccionNc,
    responsable: ref(a.responsable_id, r.responsable_nombre),
    plazo: a.plazo,
    estado: a.estado as EstadoAccionNc,
    vencida: a.estado !== 'completada' && a.plazo < hoy,
    completada_at: a.completada_at ? iso(a.completada_at) : null,
    evidencias: Number(r.evidencias),
    created_at: iso(a.created_at),
    updated_at: iso(a.updated_at),
  };
}

export function evidenciaDto(r: EvidenciaListado): EvidenciaNc {
  return {
    id: r.evidencia.id,
    no_conformidad_id: r.evidencia.no_conformidad_id,
    accion_id: r.evidencia.accion_id,
    tipo: r.evidencia.tipo as TipoEvidenciaNc,
    nombre: r.archivo.nombre_original,
    tamano: r.archivo.tamano,
    content_type: r.archivo.content_type,
    download_url: `/api/v1/evidencia-no-conformidad/${r.evidencia.id}/descarga`,
    subido_por: ref(r.evidencia.created_by, r.subido_por_nombre),
    created_at: iso(r.evidencia.created_at),
  };
}

export function verificacionDto(r: VerificacionListado): VerificacionNc {
  const v = r.verificacion;
  return {
    id: v.id,
    eficaz: v.eficaz,
    observaciones: v.observaciones,
    fecha: v.fecha,
    verificado_por: ref(v.verificado_por, r.verificado_por_nombre),
    created_at: iso(v.created_at),
  };
}

export function cierreDto(r: CierreListado): CierreNc {
  const c = r.cierre;
  return {
    id: c.id,
    no_conformidad_id: c.no_conformidad_id,
    verificacion_id: c.verificacion_id,
    observaciones: c.observaciones,
    fecha_cierre: c.fecha_cierre,
    cerrado_por: ref(c.cerrado_por, r.cerrado_por_nombre),
    created_at: iso(c.created_at),
  };
}
