import {
  BANDEJA_ESTADOS,
  BANDEJAS,
  ESTADOS_DENUNCIA,
  EVENTO_DENUNCIA_ETIQUETAS,
  MENSAJE_RETENCION,
  type Bandeja,
  type DenunciaDetalle,
  type DenunciasResponse,
  type EstadoDenuncia,
  type EventoDenuncia,
  type ResumenDenuncias,
  type denunciaFiltrosSchema,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { borrarBytes } from '../../../platform/archivos/almacen';
import type { Dependencias } from '../../../platform/servicio';
import { retencionMeses } from '../config/canal-config.repository';
import { feriadosDeEmpresa } from '../plazos/feriados';
import { cargarDenuncia, type Actor } from './acceso-denuncia';
import { borrarComentariosDeCaso } from './comentarios.repository';
import { cargarPersonas, iso, itemDenuncia, persona, plazosDe } from './denuncia-dto';
import {
  abiertasVisibles,
  bandejaCompleta,
  borrarDenuncia,
  conteoPorEstado,
  eventosDe,
  paginaBandeja,
  totalBandeja,
  type FiltroBandeja,
} from './denuncias.repository';
import { construirDetalle, type LlavesDetalle } from './detalle';
import { archivosDeCaso, borrarArchivos } from './evidencias.repository';
import { dejarRastro } from './eventos';

/* The inbox, the case detail, its timeline and purge after retention (issue 6; exclusions: exclusiones.ts). */

export type DepsDenuncias = Pick<Dependencias, 'db' | 'claves' | 'fileStore'>;

/** The key and holidays a detail needs, fetched before any transaction. */
export async function llavesDe(deps: Pick<DepsDenuncias, 'db' | 'claves'>, empresaId: number): Promise<LlavesDetalle> {
  return { clave: await deps.claves.de(empresaId), feriados: await feriadosDeEmpresa(deps.db, empresaId) };
}

type Filtros = z.output<typeof denunciaFiltrosSchema>;

function estadosDe(estado: Filtros['estado']): readonly EstadoDenuncia[] {
  if (!estado) return ESTADOS_DENUNCIA;
  if ((BANDEJAS as readonly string[]).includes(estado)) return BANDEJA_ESTADOS[estado as Bandeja];
  return [estado as EstadoDenuncia];
}

/**
 * The inbox's filters as the values of their placeholders, and the query's shape: what it
 * filters on (each tab has its own number of states). `q`: DEN-000123 / 123 → the number or the
 * category name; any other text → the category name.
 */
function filtroBandeja(actor: Actor, filtros: Filtros): FiltroBandeja {
  const estados = estadosDe(filtros.estado);
  const valores: Record<string, string | number> = { empresa: actor.empresaId, usuario: actor.usuarioId };
  estados.forEach((estado, i) => (valores[`estado${i}`] = estado));
  if (filtros.tipo) valores.tipo = filtros.tipo;
  if (filtros.gravedad) valores.gravedad = filtros.gravedad;
  if (filtros.q) {
    valores.categoria = `%${filtros.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const numero = /^(?:den-?)?0*(\d{1,9})$/i.exec(filtros.q.replace(/\s+/g, ''));
    if (numero) valores.numero = Number(numero[1]);
  }
  const forma = [actor.veTodasLasCategorias ? 'todas' : 'receptor', ...Object.keys(valores)].join(',');
  return { valores, forma, estados: estados.length, veTodasLasCategorias: actor.veTodasLasCategorias };
}

/**
 * A page of the inbox. Page and count are prepared once per shape of filters (bandeja_*): an inbox
 * reloaded after every new report no longer rebuilds its SQL.
 */
export async function listarDenuncias(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
  filtros: Filtros,
): Promise<DenunciasResponse> {
  const filtro = filtroBandeja(actor, filtros);
  const desde = filtros.offset ?? filtros.skip;

  if (filtros.alerta) {
    // Clocks are computed, not stored: filter on them in memory (cases are few per company).
    const [feriados, filas] = await Promise.all([feriadosDeEmpresa(db, actor.empresaId), bandejaCompleta(db, filtro)]);
    const conAlerta = filas.filter((f) => {
      const { alerta } = plazosDe(f, feriados, actor.now);
      return filtros.alerta === 'con_alerta' ? alerta !== 'ok' : alerta === filtros.alerta;
    });
    const pagina = conAlerta.slice(desde, desde + filtros.limit);
    return {
      denuncias: pagina.map((f) => itemDenuncia(f, feriados, actor.now)),
      total: conAlerta.length,
    };
  }

  // Independent reads at once: the page waits for the slowest, not for their sum.
  const [feriados, total, filas] = await Promise.all([
    feriadosDeEmpresa(db, actor.empresaId),
    totalBandeja(db, filtro),
    paginaBandeja(db, filtro, filtros.limit, desde),
  ]);
  return {
    denuncias: filas.map((f) => itemDenuncia(f, feriados, actor.now)),
    total,
  };
}

export async function resumenDenuncias({ db }: Pick<Dependencias, 'db'>, actor: Actor): Promise<ResumenDenuncias> {
  const porEstado = await conteoPorEstado(db, actor.empresaId, actor);
  const de = (estados: readonly EstadoDenuncia[]) =>
    porEstado.filter((f) => estados.includes(f.estado as EstadoDenuncia)).reduce((s, f) => s + Number(f.n), 0);
  const feriados = await feriadosDeEmpresa(db, actor.empresaId);
  const abiertas = await abiertasVisibles(db, actor.empresaId, actor);
  return {
    todas: de(BANDEJA_ESTADOS.todas),
    pendientes: de(BANDEJA_ESTADOS.pendientes),
    en_revision: de(BANDEJA_ESTADOS['en-revision']),
    cerradas: de(BANDEJA_ESTADOS.cerradas),
    con_alerta: abiertas.filter((f) => plazosDe(f, feriados, actor.now).alerta !== 'ok').length,
  };
}

/** Opening a case decrypts it for the caller and leaves an 'abierta' event and a 'ver' audit row. */
export async function abrirDenuncia(deps: DepsDenuncias, actor: Actor, id: number): Promise<DenunciaDetalle> {
  const llaves = await llavesDe(deps, actor.empresaId);
  return deps.db.transaction(async (tx) => {
    const fila = await cargarDenuncia(tx, actor, id);
    const detalle = await construirDetalle(tx, llaves, fila, actor.now);
    await dejarRastro(tx, actor, { denunciaId: id, evento: 'abierta', accion: 'ver' });
    return detalle;
  });
}

/** The timeline, oldest first. Events without a user come from the reporter or the system. */
export async function eventosDenuncia(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
  id: number,
): Promise<EventoDenuncia[]> {
  await cargarDenuncia(db, actor, id);
  const filas = await eventosDe(db, actor.empresaId, id);
  const personas = await cargarPersonas(
    db,
    actor.empresaId,
    filas.map((f) => f.usuario_id),
  );
  return filas.map((f) => {
    const usuario = persona(personas, f.usuario_id);
    const actorNombre = usuario
      ? `${usuario.nombre} ${usuario.apellido}`.trim()
      : f.usuario_id !== null
        ? // A user of no company of the case: a platform administrator acting on it.
          'Administración de la plataforma'
        : f.tipo.startsWith('plazo')
          ? 'Sistema'
          : 'Denunciante';
    return {
      id: f.id,
      tipo: f.tipo,
      etiqueta: EVENTO_DENUNCIA_ETIQUETAS[f.tipo] ?? f.tipo,
      usuario,
      actor: actorNombre,
      detalle: (f.detalle ?? {}) as Record<string, unknown>,
      created_at: iso(f.created_at),
    };
  });
}

function sumarMeses(fecha: Date, meses: number): Date {
  const d = new Date(fecha);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return d;
}

/**
 * Purges a closed case once the channel's retention period (months after closure) has passed:
 * its rows, comments and evidence files. Earlier → 409.
 */
export async function eliminarDenuncia(deps: DepsDenuncias, actor: Actor, id: number): Promise<void> {
  const claves = await deps.db.transaction(async (tx) => {
    const fila = await cargarDenuncia(tx, actor, id, { bloquear: true });
    const meses = (await retencionMeses(tx, actor.empresaId)) ?? 60;
    if (fila.estado !== 'cerrada' || !fila.cerrada_at || sumarMeses(fila.cerrada_at, meses) > actor.now) {
      throw new AppError('CONFLICTO', MENSAJE_RETENCION(meses));
    }
    const archivosCaso = await archivosDeCaso(tx, actor.empresaId, id);
    await borrarComentariosDeCaso(tx, actor.empresaId, id);
    await borrarDenuncia(tx, actor.empresaId, id);
    await borrarArchivos(
      tx,
      archivosCaso.map((a) => a.id),
    );
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'eliminar',
        entidad: 'denuncia',
        entidad_id: id,
        cambios: { numero: fila.numero, cerrada_at: iso(fila.cerrada_at), archivos: archivosCaso.length },
      },
      actor.now,
    );
    return archivosCaso.map((a) => a.key);
  });
  // After the commit: a failed removal leaves an unreadable orphan (encrypted), never a dangling row.
  await borrarBytes(deps, claves);
}
