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
} from '@atalaya/shared/contracts/denuncias';
import { ESTADO_TICKET_ETIQUETAS, type EstadoTicket } from '@atalaya/shared/contracts/soporte';
import { ETIQUETA_ESTADO_DD, type EstadoDueDiligence } from '@atalaya/shared/due-diligence';
import { ETAPA_NC_ETIQUETAS, type EtapaNc } from '@atalaya/shared/no-conformidad-workflow';
import { formatRut } from '@atalaya/shared/rut';
import { hasAnyRole } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../db/client';
import type { SessionContext } from '../../platform/auth/sessions';
import { ROLES_TODAS_LAS_CATEGORIAS } from '../denuncias/acceso-denuncia';
import { seccionesPermitidas } from '../dashboard/dashboard.service';
import {
  buscarDenuncias,
  buscarDocumentos,
  buscarDueDiligences,
  buscarNoConformidades,
  buscarTickets,
  buscarTrabajadores,
} from './busqueda.repository';
import { interpretar } from './termino';

/*
 * GET /busqueda (issue 25 §3). Which kinds are searched follows the areas' own guards: the roles
 * and plan module of each list route (the dashboard's `seccionesPermitidas`, the same rules), so
 * a kind the caller could not list is never queried; tickets are every signed-in user's. Cases
 * add the inbox's visibility (category receivers, exclusions). Everything is the acting company's.
 */

type Sesion = Pick<SessionContext, 'usuarioId' | 'roles' | 'modulos' | 'esAdminPlataforma'>;

const etiqueta = <K extends string>(mapa: Readonly<Record<K, string>>, k: string) => mapa[k as K] ?? k;
const recortar = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const unir = (...partes: (string | null | undefined)[]) => partes.filter(Boolean).join(' · ');

export async function buscar(db: DbOrTx, sesion: Sesion, empresaId: number, q: string): Promise<BusquedaResponse> {
  const t = interpretar(q);
  const ver = seccionesPermitidas(sesion);
  const n = BUSQUEDA_POR_TIPO;
  const busquedas: Partial<Record<TipoResultado, Promise<ResultadoBusqueda[]>>> = {};

  if (ver.mi_empresa) {
    busquedas.trabajador = buscarTrabajadores(db, empresaId, t, n).then((filas) =>
      filas.map((w) => ({
        tipo: 'trabajador',
        id: w.id,
        titulo: [w.nombres, w.apellido_paterno, w.apellido_materno].filter(Boolean).join(' '),
        subtitulo: unir(formatRut(w.rut), w.cargo),
        url: `/mi-empresa/trabajadores?q=${encodeURIComponent(w.rut)}`,
      })),
    );
  }
  if (ver.documentos) {
    busquedas.documento = buscarDocumentos(db, empresaId, t, n).then((filas) =>
      filas.map((d) => ({
        tipo: 'documento',
        id: d.id,
        titulo: d.nombre,
        subtitulo: d.codigo,
        url: `/documentos/detalle/${d.id}`,
      })),
    );
  }
  if (ver.canal_denuncias && t.referencia) {
    const actor = {
      empresaId,
      usuarioId: sesion.usuarioId,
      veTodasLasCategorias: hasAnyRole(sesion.roles, ROLES_TODAS_LAS_CATEGORIAS),
    };
    busquedas.denuncia = buscarDenuncias(db, actor, t.referencia, n).then((filas) =>
      filas.map((d) => ({
        tipo: 'denuncia',
        id: d.id,
        titulo: referenciaDenuncia(d.numero),
        subtitulo: unir(etiqueta<EstadoDenuncia>(ESTADO_DENUNCIA_ETIQUETAS, d.estado), d.categoria),
        url: `/canal-denuncias/todas/${d.id}`,
      })),
    );
  }
  if (ver.due_diligence) {
    busquedas.due_diligence = buscarDueDiligences(db, empresaId, t, n).then((filas) =>
      filas.map((d) => ({
        tipo: 'due_diligence',
        id: d.id,
        titulo:
          (d.tipo_persona === 'juridica'
            ? d.razon_social
            : [d.nombre_completo, d.apellido_paterno, d.apellido_materno].filter(Boolean).join(' ')) ||
          formatRut(d.rut),
        subtitulo: unir(
          formatRut(d.rut),
          d.tipo_persona === 'juridica' ? 'Persona jurídica' : 'Persona natural',
          etiqueta<EstadoDueDiligence>(ETIQUETA_ESTADO_DD, d.estado),
        ),
        url: `/due-diligence/${d.id}`,
      })),
    );
  }
  if (ver.no_conformidades) {
    busquedas.no_conformidad = buscarNoConformidades(db, empresaId, t, n).then((filas) =>
      filas.map((c) => ({
        tipo: 'no_conformidad',
        id: c.id,
        titulo: c.codigo,
        subtitulo: unir(etiqueta<EtapaNc>(ETAPA_NC_ETIQUETAS, c.etapa), recortar(c.descripcion)),
        url: `/no-conformidades/${c.id}`,
      })),
    );
  }
  busquedas.ticket = buscarTickets(db, empresaId, t, n).then((filas) =>
    filas.map((k) => ({
      tipo: 'ticket',
      id: k.id,
      titulo: k.asunto,
      subtitulo: unir(`#${k.id}`, etiqueta<EstadoTicket>(ESTADO_TICKET_ETIQUETAS, k.estado)),
      url: `/soporte/tickets?ticket=${k.id}`,
    })),
  );

  const grupos: BusquedaResponse['grupos'] = [];
  for (const tipo of TIPOS_RESULTADO) {
    const resultados = await busquedas[tipo];
    if (resultados?.length) grupos.push({ tipo, etiqueta: GRUPO_BUSQUEDA_ETIQUETAS[tipo], resultados });
  }
  return { q: q.trim(), grupos };
}
