import {
  ETAPAS_NC_ABIERTAS,
  type Dashboard,
  type DashboardMes,
  type EtapaNcAbierta,
} from '@atalaya/shared/contracts/dashboard';
import { fechaSantiago } from '@atalaya/shared/dias-habiles';
import { alertaDePlazos, calcularPlazos } from '@atalaya/shared/plazos-denuncia';
import { ACCESS, hasAnyRole, type PlanModule, type RoleName } from '@atalaya/shared/roles';
import type { Actor, Dependencias } from '../../platform/servicio';
import { ROLES_TODAS_LAS_CATEGORIAS } from '../canal-denuncias/denuncias/acceso-denuncia';
import { condicionVisible } from '../canal-denuncias/denuncias/denuncias.repository';
import { feriadosDeEmpresa } from '../canal-denuncias/plazos/feriados';
import { cumplimiento, overviewPublicados } from '../documentos/publicados.service';
import {
  contarContratistas,
  contarDueDiligences,
  contarFlujos,
  contarNoConformidades,
  contarRiesgos,
  denunciasAbiertas,
  tendencia,
} from './dashboard.repository';

/*
 * The computed dashboard (issue 8 §4): each section only when the caller's roles and the
 * company's plan allow the area it summarises (SPEC §6); platform admins are never limited by plan.
 */

/** Months of the trend, the current one included. */
export const MESES_TENDENCIA = 12;

type Seccion = 'documentos' | 'mi_empresa' | 'canal_denuncias' | 'due_diligence' | 'no_conformidades';

const REGLAS: Record<Seccion, { roles: readonly RoleName[]; modulo: PlanModule }> = {
  documentos: { roles: ACCESS.documentos, modulo: 'documentos' },
  mi_empresa: { roles: ACCESS.miEmpresa, modulo: 'mi_empresa' },
  canal_denuncias: { roles: ACCESS.canalDenuncias, modulo: 'canal_denuncias' },
  due_diligence: { roles: ACCESS.dueDiligence, modulo: 'due_diligence' },
  no_conformidades: { roles: ACCESS.miEmpresa, modulo: 'no_conformidades' },
};

/** The caller, with what decides the sections: the acting company's plan and whether a platform admin. */
export interface ActorDashboard extends Actor {
  modulos: readonly string[];
  esAdminPlataforma: boolean;
}

export function seccionesPermitidas(
  session: Pick<ActorDashboard, 'roles' | 'modulos' | 'esAdminPlataforma'>,
): Record<Seccion, boolean> {
  const permitida = (s: Seccion) =>
    hasAnyRole(session.roles, REGLAS[s].roles) &&
    (session.esAdminPlataforma || session.modulos.includes(REGLAS[s].modulo));
  return {
    documentos: permitida('documentos'),
    mi_empresa: permitida('mi_empresa'),
    canal_denuncias: permitida('canal_denuncias'),
    due_diligence: permitida('due_diligence'),
    no_conformidades: permitida('no_conformidades'),
  };
}

/** 'YYYY-MM' of the last `n` Santiago months ending with `now`'s, oldest first. */
export function ultimosMeses(now: Date, n = MESES_TENDENCIA): string[] {
  const [y, m] = fechaSantiago(now).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const porcentaje = (parte: number, total: number) => (total === 0 ? 0 : Math.round((parte / total) * 1000) / 10);

export async function calcularDashboard({ db }: Pick<Dependencias, 'db'>, session: ActorDashboard): Promise<Dashboard> {
  const { empresaId, now } = session;
  const ver = seccionesPermitidas(session);
  const meses = ultimosMeses(now);
  const desde = meses[0]!;
  const visible = condicionVisible({
    usuarioId: session.usuarioId,
    veTodasLasCategorias: hasAnyRole(session.roles, ROLES_TODAS_LAS_CATEGORIAS),
  });

  let documentos: Dashboard['documentos'] = null;
  let publicados: Map<string, number> | null = null;
  if (ver.documentos) {
    const c = await cumplimiento({ db }, { empresaId, now });
    const overview = await overviewPublicados({ db }, { empresaId, now });
    const flujos = await contarFlujos(db, empresaId);
    documentos = {
      compliance_rate: c.compliance_rate,
      requisitos_total: c.requisitos_total,
      requisitos_cubiertos: c.requisitos_cubiertos,
      documents_to_expire: c.documents_to_expire,
      documentos_vencidos: overview.vencidos,
      dias_aviso_vencimiento: overview.dias_aviso_vencimiento,
      completion_rate: porcentaje(flujos.completados, flujos.iniciados),
      flujos_iniciados: flujos.iniciados,
      flujos_completados: flujos.completados,
    };
    publicados = await tendencia.documentosPublicados(db, empresaId, desde);
  }

  let riesgos: Dashboard['riesgos'] = null;
  let contratistas: Dashboard['contratistas'] = null;
  if (ver.mi_empresa) {
    const r = await contarRiesgos(db, empresaId);
    riesgos = {
      unresolved_risks: r.sin_cubrir,
      no_cubiertos: r.no_cubiertos,
      en_proceso: r.en_proceso,
      total: r.total,
    };
    const c = await contarContratistas(db, empresaId);
    contratistas = { active: c.activo, blocked: c.bloqueado, validation: c.en_validacion, total: c.total };
  }

  let denuncias: Dashboard['denuncias'] = null;
  let recibidas: Map<string, number> | null = null;
  if (ver.canal_denuncias) {
    // Legal clocks are computed (working days, the company's holidays), not stored: one read of
    // the open cases, then the same rule as the inbox's alert filter.
    const feriados = await feriadosDeEmpresa(db, empresaId);
    const abiertas = await denunciasAbiertas(db, empresaId, visible);
    let porVencer = 0;
    let vencidas = 0;
    for (const fila of abiertas) {
      const alerta = alertaDePlazos(calcularPlazos(fila, feriados, now));
      if (alerta === 'por_vencer') porVencer++;
      else if (alerta === 'vencido') vencidas++;
    }
    denuncias = {
      abiertas: abiertas.length,
      pendientes: abiertas.filter((f) => f.estado === 'recibida').length,
      por_vencer: porVencer,
      vencidas,
    };
    recibidas = await tendencia.denunciasRecibidas(db, empresaId, desde, visible);
  }

  let dueDiligence: Dashboard['due_diligence'] = null;
  let solicitadas: Map<string, number> | null = null;
  if (ver.due_diligence) {
    dueDiligence = await contarDueDiligences(db, empresaId);
    solicitadas = await tendencia.ddSolicitadas(db, empresaId, desde);
  }

  let noConformidades: Dashboard['no_conformidades'] = null;
  let ncAbiertas: Map<string, number> | null = null;
  let ncCerradas: Map<string, number> | null = null;
  if (ver.no_conformidades) {
    const porEtapa = await contarNoConformidades(db, empresaId);
    const etapas = Object.fromEntries(ETAPAS_NC_ABIERTAS.map((e) => [e, porEtapa.get(e) ?? 0])) as Record<
      EtapaNcAbierta,
      number
    >;
    noConformidades = {
      abiertas: Object.values(etapas).reduce((a, b) => a + b, 0),
      cerradas: porEtapa.get('cerrada') ?? 0,
      por_etapa: etapas,
    };
    ncAbiertas = await tendencia.ncAbiertas(db, empresaId, desde);
    ncCerradas = await tendencia.ncCerradas(db, empresaId, desde);
  }

  const valor = (serie: Map<string, number> | null, mes: string) => (serie ? (serie.get(mes) ?? 0) : null);
  const tendenciaMeses: DashboardMes[] = meses.map((mes) => ({
    mes,
    denuncias_recibidas: valor(recibidas, mes),
    documentos_publicados: valor(publicados, mes),
    nc_abiertas: valor(ncAbiertas, mes),
    nc_cerradas: valor(ncCerradas, mes),
    dd_solicitadas: valor(solicitadas, mes),
  }));

  return {
    documentos,
    riesgos,
    contratistas,
    denuncias,
    due_diligence: dueDiligence,
    no_conformidades: noConformidades,
    tendencia: tendenciaMeses,
    generado_at: now.toISOString(),
  };
}
