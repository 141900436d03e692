import { referenciaDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { calcularPlazos, type Plazo } from '@atalaya/shared/plazos-denuncia';
import type { Database, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { enqueue, type JobHandler, type JobLogger } from '../../../platform/jobs/index';
import type { Dependencias } from '../../../platform/servicio';
import { fechaCl } from '../../documentos/vencimiento.job';
import { usuariosCanal } from '../config/usuarios-canal';
import { actualizarDenuncia, exclusionesDe, insertarEvento } from '../denuncias/denuncias.repository';
import { notificar } from '../../notificaciones/notificar';
import { feriadosDeEmpresa } from './feriados';
import { abiertasDesde, filaPlazosBloqueada, receptoresDeCategoria, type FilaPlazos } from './plazos.repository';

/*
 * Daily legal-clock pass over open reports (issue 6 §7). A plazo that has become 'por_vencer' or
 * 'vencido' is told once to whoever handles the case — its investigator, else the category's
 * receivers, else every channel user of the company — never to someone excluded from the report.
 * The notice carries the staff reference and the deadline only (no report content, so it is safe
 * in a mail). denuncias.avisos_plazo records each '<clave>:<estado>' sent, so reruns are no-ops.
 * The job never decrypts anything.
 */

export const COLA_PLAZOS = 'denuncias.plazos';
const DAY_MS = 24 * 3_600_000;
const LOTE = 500;

type Avisos = Record<string, string>;
type EstadoAviso = 'por_vencer' | 'vencido';

export interface ResultadoPlazos {
  revisadas: number;
  avisos: number;
  errores: number;
}

/** Plazos that entered a warning state not told yet. */
function avisosPendientes(fila: FilaPlazos, feriados: ReadonlySet<string>, ahora: Date) {
  const enviados = (fila.avisos_plazo ?? {}) as Avisos;
  return calcularPlazos(fila, feriados, ahora).filter(
    (p): p is Plazo & { estado: EstadoAviso } =>
      (p.estado === 'por_vencer' || p.estado === 'vencido') && !enviados[`${p.clave}:${p.estado}`],
  );
}

/**
 * One pass at `ahora`. Reports are read in batches by id and each one with news is handled in
 * its own transaction: a failing row is logged and retried tomorrow.
 */
export async function procesarPlazos(
  { db }: Pick<Dependencias, 'db'>,
  { ahora, logger }: { ahora: Date; logger?: Pick<JobLogger, 'error'> },
): Promise<ResultadoPlazos> {
  const r: ResultadoPlazos = { revisadas: 0, avisos: 0, errores: 0 };
  const feriadosPorEmpresa = new Map<number, ReadonlySet<string>>();
  let ultimoId = 0;
  for (;;) {
    const lote = await abiertasDesde(db, ultimoId, LOTE);
    for (const fila of lote) {
      r.revisadas++;
      try {
        // Holidays are read (and cached) before the transaction: PGlite has a single connection.
        let feriados = feriadosPorEmpresa.get(fila.empresa_id);
        if (!feriados) {
          feriados = await feriadosDeEmpresa(db, fila.empresa_id);
          feriadosPorEmpresa.set(fila.empresa_id, feriados);
        }
        if (avisosPendientes(fila, feriados, ahora).length === 0) continue;
        r.avisos += await db.transaction((tx) => avisarDenuncia(tx, fila.id, feriados, ahora));
      } catch (err) {
        r.errores++;
        logger?.error(
          { denunciaId: fila.id, err: err instanceof Error ? err.message : String(err) },
          'plazos: denuncia omitida',
        );
      }
    }
    if (lote.length < LOTE) break;
    ultimoId = lote[lote.length - 1]!.id;
  }
  return r;
}

/** Re-reads the report locked (a concurrent run or a step may have changed it) and tells. */
async function avisarDenuncia(tx: DbOrTx, id: number, feriados: ReadonlySet<string>, ahora: Date): Promise<number> {
  const fila = await filaPlazosBloqueada(tx, id);
  if (!fila || fila.cerrada_at) return 0;
  const pendientes = avisosPendientes(fila, feriados, ahora);
  if (pendientes.length === 0) return 0;

  const destinatarios = await destinatariosDe(tx, fila);
  const referencia = referenciaDenuncia(fila.numero);
  const avisos: Avisos = { ...((fila.avisos_plazo ?? {}) as Avisos) };
  for (const plazo of pendientes) {
    const fecha = fechaCl(new Date(plazo.vence));
    await notificar(tx, {
      categoria: 'denuncias',
      empresaId: fila.empresa_id,
      usuarioIds: destinatarios,
      titulo: plazo.estado === 'vencido' ? 'Plazo vencido' : 'Plazo por vencer',
      mensaje:
        plazo.estado === 'vencido'
          ? `Denuncia ${referencia}: el plazo «${plazo.etiqueta}» venció el ${fecha}.`
          : `Denuncia ${referencia}: el plazo «${plazo.etiqueta}» vence el ${fecha}.`,
      enlace: `/canal-denuncias/todas/${fila.id}`,
    });
    avisos[`${plazo.clave}:${plazo.estado}`] = ahora.toISOString();
    await insertarEvento(tx, {
      empresa_id: fila.empresa_id,
      denuncia_id: fila.id,
      tipo: 'plazo_aviso',
      usuario_id: null,
      detalle: { clave: plazo.clave, estado: plazo.estado, vence: plazo.vence, destinatarios: destinatarios.length },
      created_at: ahora,
    });
  }
  await actualizarDenuncia(tx, fila.empresa_id, fila.id, { avisos_plazo: avisos });
  await recordAudit(
    tx,
    {
      empresa_id: fila.empresa_id,
      usuario_id: null,
      accion: 'aviso_plazo',
      entidad: 'denuncia',
      entidad_id: fila.id,
      cambios: { avisos: pendientes.map((p) => `${p.clave}:${p.estado}`), destinatarios },
    },
    ahora,
  );
  return pendientes.length;
}

/**
 * Who handles the case: the investigator, else the category's receivers, else every active
 * channel user of the company; always among the company's channel users and never an excluded one.
 */
export async function destinatariosDe(
  tx: DbOrTx,
  fila: Pick<FilaPlazos, 'id' | 'empresa_id' | 'categoria_id' | 'investigador_id'>,
): Promise<number[]> {
  const canal = await usuariosCanal(tx, fila.empresa_id);
  const fuera = new Set(await exclusionesDe(tx, fila.empresa_id, fila.id));
  const posibles = new Set(canal.map((u) => u.id).filter((id) => !fuera.has(id)));

  if (fila.investigador_id !== null && posibles.has(fila.investigador_id)) return [fila.investigador_id];
  if (fila.categoria_id !== null) {
    const receptores = await receptoresDeCategoria(tx, fila.empresa_id, fila.categoria_id);
    const elegidos = receptores.filter((id) => posibles.has(id));
    if (elegidos.length > 0) return elegidos.sort((a, b) => a - b);
  }
  return [...posibles].sort((a, b) => a - b);
}

/** The daily run: schedules tomorrow's first (so a failing day does not stop the chain). */
export function createPlazosHandler(
  { db, clock }: Pick<Dependencias, 'db' | 'clock'>,
  { logger }: { logger?: JobLogger } = {},
): JobHandler {
  return async () => {
    const ahora = clock();
    await schedulePlazos(db, new Date(ahora.getTime() + DAY_MS));
    const r = await procesarPlazos({ db }, { ahora, logger });
    logger?.info({ ...r }, 'plazos de denuncias');
  };
}

/** One run per day: the key carries the date, so instances starting together dedupe. */
export async function schedulePlazos(db: Database, runAt: Date) {
  const day = runAt.toISOString().slice(0, 10);
  await enqueue(db, COLA_PLAZOS, {}, { runAt, claveUnica: `${COLA_PLAZOS}:${day}` });
}
