import {
  BUSQUEDA_POR_TIPO,
  GRUPO_BUSQUEDA_ETIQUETAS,
  TIPOS_RESULTADO,
  type BusquedaResponse,
  type ResultadoBusqueda,
  type TipoResultado,
} from '@atalaya/shared/contracts/busqueda';
import {
  ESTADO_DENUNCIA_ETIQUETAS,
  referenciaDenuncia,
  type EstadoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { ESTADO_TICKET_ETIQUETAS, type EstadoTicket } from '@atalaya/shared/contracts/soporte';
import { ETIQUETA_ESTADO_DD, type EstadoDueDiligence } from '@atalaya/shared/due-diligence';
import { ETAPA_NC_ETIQUETAS, type EtapaNc } from '@atalaya/shared/flujos/no-conformidad';
import { formatRut } from '@atalaya/shared/rut';
import { hasAnyRole } from '@atalaya/shared/roles';
import type { SessionContext } from '../../platform/auth/sessions';
import type { Actor, Dependencias } from '../../platform/servicio';
import { ROLES_TODAS_LAS_CATEGORIAS } from '../canal-denuncias/denuncias/acceso-denuncia';
import { seccionesPermitidas } from '../dashboard/dashboard.service';
import { buscarRegistros, type FilaBusqueda } from './busqueda.repository';
import { interpretar } from './termino';

/*
 * GET /busqueda (issue 25 §3). Which kinds are searched follows the areas' own guards: the roles
 * and plan module of each list route (the dashboard's `seccionesPermitidas`, the same rules), so
 * a kind the caller could not list is never queried; tickets are every signed-in user's. Cases
 * add the inbox's visibility (category receivers, exclusions). Everything is the acting company's.
 */

/** The caller, with what its session opens: the plan's modules, and whether it is platform staff. */
export interface ActorBusqueda extends Actor, Pick<SessionContext, 'modulos' | 'esAdminPlataforma'> {}

type Sesion = Pick<ActorBusqueda, 'usuarioId' | 'roles' | 'modulos' | 'esAdminPlataforma'>;

const etiqueta = <K extends string>(mapa: Readonly<Record<K, string>>, k: string) => mapa[k as K] ?? k;
const recortar = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const unir = (...partes: (string | null | undefined)[]) => partes.filter(Boolean).join(' · ');

/** Kinds the caller may search: each area's roles and plan module; tickets are everyone's. */
export function tiposPermitidos(sesion: Sesion): Set<TipoResultado> {
  const ver = seccionesPermitidas(sesion);
  const tipos = new Set<TipoResultado>(['ticket']);
  if (ver.mi_empresa) tipos.add('trabajador');
  if (ver.documentos) tipos.add('documento');
  if (ver.canal_denuncias) tipos.add('denuncia');
  if (ver.due_diligence) tipos.add('due_diligence');
  if (ver.no_conformidades) tipos.add('no_conformidad');
  return tipos;
}

const texto = (s: string | null) => s ?? '';

function resultado(f: FilaBusqueda, sesion: Sesion): ResultadoBusqueda {
  const base = { tipo: f.tipo, id: f.id };
  switch (f.tipo) {
    case 'trabajador':
      return {
        ...base,
        titulo: [f.t2, f.t3, f.t4].filter(Boolean).join(' '),
        subtitulo: unir(formatRut(texto(f.t1)), f.t5),
        url: `/mi-empresa/trabajadores?q=${encodeURIComponent(texto(f.t1))}`,
      };
    case 'documento':
      return { ...base, titulo: texto(f.t2), subtitulo: texto(f.t1), url: `/documentos/detalle/${f.id}` };
    case 'denuncia':
      return {
        ...base,
        titulo: referenciaDenuncia(Number(f.t1)),
        subtitulo: unir(etiqueta<EstadoDenuncia>(ESTADO_DENUNCIA_ETIQUETAS, texto(f.t2)), f.t3),
        url: `/canal-denuncias/todas/${f.id}`,
      };
    case 'due_diligence':
      return {
        ...base,
        titulo: texto(f.t3) || formatRut(texto(f.t1)),
        subtitulo: unir(
          formatRut(texto(f.t1)),
          f.t2 === 'juridica' ? 'Persona jurídica' : 'Persona natural',
          etiqueta<EstadoDueDiligence>(ETIQUETA_ESTADO_DD, texto(f.t4)),
        ),
        url: `/due-diligence/${f.id}`,
      };
    case 'no_conformidad':
      return {
        ...base,
        titulo: texto(f.t1),
        subtitulo: unir(etiqueta<EtapaNc>(ETAPA_NC_ETIQUETAS, texto(f.t3)), recortar(texto(f.t2))),
        url: `/no-conformidades/${f.id}`,
      };
    case 'ticket':
      return {
        ...base,
        titulo: texto(f.t1),
        subtitulo: unir(`#${f.id}`, etiqueta<EstadoTicket>(ESTADO_TICKET_ETIQUETAS, texto(f.t2))),
        // The platform's staff work tickets in Globales → Tickets (assignment, internal notes).
        url: `${sesion.esAdminPlataforma ? '/globales/tickets' : '/soporte/tickets'}?ticket=${f.id}`,
      };
  }
}

export async function buscar(
  deps: Pick<Dependencias, 'db'>,
  actor: ActorBusqueda,
  q: string,
): Promise<BusquedaResponse> {
  const filas = await buscarRegistros(
    deps.db,
    {
      empresaId: actor.empresaId,
      usuarioId: actor.usuarioId,
      veTodasLasCategorias: hasAnyRole(actor.roles, ROLES_TODAS_LAS_CATEGORIAS),
      tipos: tiposPermitidos(actor),
      limite: BUSQUEDA_POR_TIPO,
    },
    interpretar(q),
  );
  filas.sort((a, b) => a.rango - b.rango || a.n - b.n);
  const grupos: BusquedaResponse['grupos'] = [];
  for (const tipo of TIPOS_RESULTADO) {
    const resultados = filas.filter((f) => f.tipo === tipo).map((f) => resultado(f, actor));
    if (resultados.length) grupos.push({ tipo, etiqueta: GRUPO_BUSQUEDA_ETIQUETAS[tipo], resultados });
  }
  return { q: q.trim(), grupos };
}
