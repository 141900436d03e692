import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type {
  HitScreening,
  ScreeningInput,
  ScreeningResponse,
} from '@atalaya/shared/contracts/due-diligence/screening';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Actor } from '../../../platform/servicio';
import { huellaListas, leerVersionListas } from './listas-admin-version';
import { cargarListas, type OrigenLista } from './listas/cargar-listas';
import type { FechaNacimiento, ListaMeta } from './modelo';
import { crearMotor, type Coincidencia, type Consulta, type Motor } from './motor';

/*
 * One screening engine per process, built from the lists under the reference data dir (and the
 * admin uploads under DATA_DIR, which take precedence) the first time it is needed, or by
 * precargarScreening right after start-up, so no user waits the ~2 s. The promise is cached:
 * concurrent first calls share one load. A failed load is logged and forgotten, so the next call
 * tries again (e.g. once the reference data has been put in place).
 *
 * A newer list (admin upload, `npm run reference:update`) is picked up by recargarScreening: the
 * new engine is built in the background and swapped in only when complete; requests keep using
 * the old one meanwhile, and a failed rebuild leaves it in place. Other processes notice through
 * the lists' fingerprint stored in ajustes_plataforma (vigilarVersionListas).
 */

export const MENSAJE_MOTOR_NO_DISPONIBLE =
  'El motor de revisión de listas no está disponible. Intente nuevamente en unos segundos.';
export const MENSAJE_SIN_DATOS_REFERENCIA =
  'La revisión de listas no está configurada en este servidor: faltan los datos de referencia con las listas de sanciones.';

interface Entorno {
  config: Pick<Config, 'referenceDataDir' | 'DATA_DIR'>;
  log: FastifyBaseLogger;
}

/** A list as the engine serves it: where it came from and since when it is in service. */
export interface ListaEnServicio extends ListaMeta {
  origen: OrigenLista;
  cargada_at: Date;
}

interface MotorCargado {
  motor: Motor;
  listas: ListaEnServicio[];
  huella: string;
}

interface Estado {
  /** The engine answering requests (the first load while it is pending). */
  actual: Promise<MotorCargado>;
  /** A rebuild in progress. */
  recarga: Promise<void> | null;
  /** Files changed again during the rebuild: build once more when it ends. */
  otraVez: boolean;
}

/** Where admin uploads of a list are kept: '<DATA_DIR>/listas-screening/<codigo>/'. */
export const dirSubidas = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'listas-screening');

/** Keyed by directories: one in production; tests may point a second app at other ones. */
const estados = new Map<string, Estado>();
/** Each engine by the promise that gave it, so health can look without waiting on a load. */
const listos = new WeakMap<Promise<MotorCargado>, MotorCargado>();
/** The last failed load per directories, with its Spanish reason, until a load succeeds. */
const fallos = new Map<string, { motivo: string; en: number }>();
const claveDe = (config: Entorno['config']) => `${config.referenceDataDir ?? ''}\n${config.DATA_DIR}`;

async function construirMotor(entorno: Entorno, anterior?: MotorCargado): Promise<MotorCargado> {
  const { config, log } = entorno;
  const inicio = performance.now();
  const leidas = await cargarListas(config.referenceDataDir, {
    dirSubidas: dirSubidas(config),
    // One malformed file must not leave the service without the other lists; each answer
    // names the lists it was screened against, so a missing one is visible.
    alFallar: (codigo, err) => log.error({ err, lista: codigo }, 'no se pudo cargar una lista de sanciones'),
  });
  // Nothing to load is a configuration problem, not a failed load: retrying will not help.
  if (leidas.length === 0) throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_SIN_DATOS_REFERENCIA);
  const motor = crearMotor(leidas);
  const ahora = new Date();
  // An unchanged list keeps the moment it entered service.
  const listas = leidas.map(({ meta, origen }) => ({
    ...meta,
    origen,
    cargada_at: anterior?.listas.find((l) => l.codigo === meta.codigo && l.sha256 === meta.sha256)?.cargada_at ?? ahora,
  }));
  log.info(
    {
      ms: Math.round(performance.now() - inicio),
      listas: listas.map((l) => `${l.codigo} ${l.version} (${l.entradas}, ${l.origen})`),
      estadisticas: motor.estadisticas,
    },
    'motor de revisión de listas listo',
  );
  return { motor, listas, huella: huellaListas(motor.listas) };
}

function sinDatos(config: Entorno['config']): boolean {
  return !config.referenceDataDir && !existsSync(dirSubidas(config));
}

function cargarMotor(entorno: Entorno): Promise<MotorCargado> {
  const clave = claveDe(entorno.config);
  const estado = estados.get(clave);
  if (estado) return estado.actual;
  const carga = construirMotor(entorno);
  estados.set(clave, { actual: carga, recarga: null, otraVez: false });
  carga.then(
    (cargado) => {
      listos.set(carga, cargado);
      fallos.delete(clave);
    },
    (err: unknown) =>
      fallos.set(clave, {
        motivo: err instanceof AppError ? err.message : MENSAJE_MOTOR_NO_DISPONIBLE,
        en: Date.now(),
      }),
  );
  // Registered before any caller awaits it, so the entry is gone when they retry.
  carga.catch((err: unknown) => {
    if (estados.get(clave)?.actual === carga) estados.delete(clave);
    entorno.log.error({ err }, 'no se pudo cargar el motor de revisión de listas');
  });
  return carga;
}

async function motorCargado(entorno: Entorno): Promise<MotorCargado> {
  if (sinDatos(entorno.config)) throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_SIN_DATOS_REFERENCIA);
  try {
    return await cargarMotor(entorno);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_MOTOR_NO_DISPONIBLE);
  }
}

/** The loaded engine, or 503 (no reference data configured, or the load failed). */
export async function motorScreening(entorno: Entorno): Promise<Motor> {
  return (await motorCargado(entorno)).motor;
}

/** The lists in service and whether a newer engine is being built (503 as motorScreening). */
export async function listasEnServicio(entorno: Entorno): Promise<{ listas: ListaEnServicio[]; recargando: boolean }> {
  const { listas } = await motorCargado(entorno);
  return { listas, recargando: Boolean(estados.get(claveDe(entorno.config))?.recarga) };
}

/** What the engine holds at this moment (health), never waiting for a load. */
export type EstadoListas =
  | { estado: 'sin_datos' }
  | { estado: 'cargando' }
  | { estado: 'error'; motivo: string }
  | { estado: 'listo'; listas: ListaEnServicio[] };

/** A failed load is tried again by the next look after this long (a request retries at once). */
const REINTENTO_TRAS_FALLO_MS = 60_000;

/**
 * The lists in service now, or why there are none, without waiting: a load under way answers
 * 'cargando'. When no load has run yet (or the last one failed a while ago) one is started.
 */
export function estadoListas(entorno: Entorno): EstadoListas {
  if (sinDatos(entorno.config)) return { estado: 'sin_datos' };
  const clave = claveDe(entorno.config);
  const estado = estados.get(clave);
  const listo = estado && listos.get(estado.actual);
  if (listo) return { estado: 'listo', listas: listo.listas };
  if (estado) return { estado: 'cargando' };
  const fallo = fallos.get(clave);
  if (fallo && Date.now() - fallo.en < REINTENTO_TRAS_FALLO_MS) return { estado: 'error', motivo: fallo.motivo };
  cargarMotor(entorno).catch(() => {});
  return fallo ? { estado: 'error', motivo: fallo.motivo } : { estado: 'cargando' };
}

/**
 * Rebuilds the engine from the files as they are now, in the background; the answer settles when
 * the new engine is in service (or the rebuild failed, which is logged). A call during a rebuild
 * asks for one more, so the last change always ends up loaded.
 */
export function recargarScreening(entorno: Entorno): Promise<void> {
  const estado = estados.get(claveDe(entorno.config));
  if (!estado)
    return cargarMotor(entorno).then(
      () => undefined,
      () => undefined,
    );
  if (estado.recarga) {
    estado.otraVez = true;
    return estado.recarga;
  }
  const recarga = (async () => {
    do {
      estado.otraVez = false;
      const anterior = await estado.actual.catch(() => undefined);
      const nuevo = await construirMotor(entorno, anterior);
      estado.actual = Promise.resolve(nuevo);
      listos.set(estado.actual, nuevo);
    } while (estado.otraVez);
  })()
    .catch((err: unknown) => entorno.log.error({ err }, 'no se pudo recargar el motor de revisión de listas'))
    .finally(() => {
      estado.recarga = null;
    });
  estado.recarga = recarga;
  return recarga;
}

/** Per process: the last fingerprint seen in ajustes_plataforma, and the polling timer. */
const vigilancias = new Map<string, { visto: string | null; timer?: NodeJS.Timeout }>();

/**
 * One cheap check (a one-row read): when the stored fingerprint changed since the last check and
 * differs from the engine in service, rebuild. Answers whether a rebuild was started. Comparing
 * with the last value seen (not only with the engine) means a process whose files differ from
 * the writer's reloads once, not every minute.
 */
export async function comprobarVersionListas(entorno: Entorno & { db: Database }): Promise<boolean> {
  const clave = claveDe(entorno.config);
  const valor = await leerVersionListas(entorno.db);
  const vigilancia = vigilancias.get(clave) ?? { visto: null };
  vigilancias.set(clave, vigilancia);
  const estado = estados.get(clave);
  // A load or rebuild under way reads the files anyway; look again next time.
  if (valor === null || valor === vigilancia.visto || estado?.recarga) return false;
  const enServicio = estado && (await estado.actual.catch(() => undefined));
  if (estado && !enServicio) return false;
  vigilancia.visto = valor;
  if (!enServicio || enServicio.huella === valor) return false;
  void recargarScreening(entorno);
  return true;
}

/** Polls the stored fingerprint (once a minute by default); once per process and directories. */
export function vigilarVersionListas(entorno: Entorno & { db: Database }, cadaMs = 60_000): void {
  const clave = claveDe(entorno.config);
  const vigilancia = vigilancias.get(clave) ?? { visto: null };
  vigilancias.set(clave, vigilancia);
  if (vigilancia.timer) return;
  vigilancia.timer = setInterval(() => {
    comprobarVersionListas(entorno).catch((err: unknown) =>
      entorno.log.warn({ err }, 'no se pudo comprobar la versión de las listas de sanciones'),
    );
  }, cadaMs).unref();
}

/** Start loading in the background (server start-up) and watch for newer lists; failures are only logged. */
export function precargarScreening(entorno: Entorno & { db: Database }): void {
  vigilarVersionListas(entorno);
  if (sinDatos(entorno.config)) {
    entorno.log.warn('sin datos de referencia: la revisión de listas de sanciones no está disponible');
    return;
  }
  cargarMotor(entorno).catch(() => {});
}

const dos = (n: number) => String(n).padStart(2, '0');

function fechaTexto(f: FechaNacimiento): string {
  if (f.mes === undefined) return String(f.anio);
  return f.dia === undefined ? `${f.anio}-${dos(f.mes)}` : `${f.anio}-${dos(f.mes)}-${dos(f.dia)}`;
}

/** A hit as every answer and report shows it. */
export function aHit(c: Coincidencia): HitScreening {
  return {
    score: c.score,
    nombre_listado: c.entrada.nombre,
    nombre_coincidente: c.nombre_coincidente,
    alias: c.entrada.alias,
    tipo: c.entrada.tipo,
    lista: { codigo: c.lista.codigo, nombre: c.lista.nombre, version: c.lista.version },
    id_en_lista: c.entrada.id_en_lista,
    programas: c.entrada.programas,
    fechas_nacimiento: c.entrada.fechas_nacimiento.map(fechaTexto),
    nacionalidades: c.entrada.nacionalidades,
    explicacion: c.explicacion,
  };
}

/**
 * Screens one name and records that a screening was run. The audit row holds only the number of
 * hits: the name, RUT and birth date are personal data of someone who is not a user.
 */
export async function revisarEnListas(
  entorno: Entorno & { db: Database },
  actor: Actor,
  input: ScreeningInput,
): Promise<ScreeningResponse> {
  const motor = await motorScreening(entorno);
  const { umbral, ...consulta } = input;
  const paraMotor: Consulta = {
    nombre: consulta.nombre,
    ...(consulta.fecha_nacimiento ? { fecha_nacimiento: consulta.fecha_nacimiento } : {}),
    ...(consulta.nacionalidad ? { nacionalidad: consulta.nacionalidad } : {}),
    ...(consulta.rut ? { rut: consulta.rut } : {}),
    ...(consulta.tipo ? { tipo: consulta.tipo === 'natural' ? 'persona' : 'entidad' } : {}),
  };
  // The engine answers best first.
  const hits = motor.buscar(paraMotor, { umbral }).map(aHit);
  await entorno.db.transaction((tx) =>
    recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'screening',
        entidad: 'screening',
        cambios: { hits: hits.length },
      },
      actor.now,
    ),
  );
  return {
    consulta,
    umbral,
    listas: motor.listas.map((l) => ({ ...l })),
    hits,
  };
}
