import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DatoReferenciaSalud, HealthResponse, ListaSancionesSalud } from '@atalaya/shared/contracts/health';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Dependencias } from '../../platform/servicio';
import { newStorageKey, type FileStore } from '../../platform/storage/file-store';
import { MENSAJES } from '@atalaya/shared/messages';
import { motivoProveedor } from '../due-diligence/disponibilidad';
import { CODIGOS_LISTA, nombreDeLista } from '../due-diligence/screening/listas/cargar-listas';
import { estadoListas } from '../due-diligence/screening/servicio-screening';
import { fechaCalendario } from '@atalaya/shared/dias-habiles';
import { referenceImporters } from '../reference/importers/index';
import { countFeriadosNacionales, listReferencia } from '../reference/reference.repository';
import { importPending } from '../reference/reference.service';

/*
 * What the service depends on, each part checked as it is now (DESIGN §8): the database, the file
 * store, the imported reference data and the sanctions lists in service. A missing part makes the
 * service 'degraded' with a Spanish reason — a fresh install without its reference data must say
 * so, not answer "ok" while regions, holidays and screening are silently empty.
 */

/** What the report probes: the database (and which engine it is), the file store, the settings. */
export interface DependenciasSalud extends Pick<Dependencias, 'db' | 'config' | 'fileStore'> {
  dbEngine: HealthResponse['database'];
  log: FastifyBaseLogger;
}

/** The report's helpers also need the request's instant. */
type EntornoSalud = DependenciasSalud & { now: Date };

const DIA_MS = 86_400_000;

/** The file store is probed by writing and removing a small object, at most once per interval. */
const PRUEBA_ALMACENAMIENTO_MS = 10_000;
const pruebas = new WeakMap<FileStore, { en: number; resultado: Promise<boolean> }>();

function almacenamientoResponde(store: FileStore, log: FastifyBaseLogger): Promise<boolean> {
  const previa = pruebas.get(store);
  if (previa && Date.now() - previa.en < PRUEBA_ALMACENAMIENTO_MS) return previa.resultado;
  const key = newStorageKey();
  const resultado = store
    .write(key, Readable.from([Buffer.from('salud')]))
    .then(() => store.remove(key))
    .then(
      () => true,
      (err: unknown) => {
        log.error({ err }, 'el almacenamiento de archivos no acepta escrituras');
        return false;
      },
    );
  pruebas.set(store, { en: Date.now(), resultado });
  return resultado;
}

async function datosDeReferencia(e: EntornoSalud, motivos: string[]): Promise<DatoReferenciaSalud[]> {
  const filas = new Map((await listReferencia(e.db)).map((r) => [r.nombre, r]));
  const anio = Number(fechaCalendario(e.now).slice(0, 4));
  const datos: DatoReferenciaSalud[] = [];
  for (const importer of referenceImporters) {
    const fila = filas.get(importer.nombre);
    let estado: DatoReferenciaSalud['estado'] = fila && fila.filas > 0 ? 'ok' : importPending() ? 'cargando' : 'falta';
    if (estado === 'falta') {
      motivos.push(`Faltan los datos de referencia: ${importer.tema}.`);
    } else if (importer.nombre === 'feriados-cl' && (await countFeriadosNacionales(e.db, anio)) === 0) {
      estado = 'antigua';
      motivos.push(
        `No hay feriados de Chile cargados para ${anio}: los plazos en días hábiles del canal de denuncias no los descuentan.`,
      );
    }
    datos.push({
      nombre: importer.nombre,
      tema: importer.tema,
      estado,
      filas: fila?.filas ?? 0,
      fecha_fuente: fila?.fecha_fuente ?? null,
      importado_en: fila?.importado_en.toISOString() ?? null,
    });
  }
  return datos;
}

/** Days from a list's own date ('2026-02-27' or '2021-07', the first of the month) to now. */
function antiguedadDias(version: string, now: Date): number | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(version);
  if (!m) return null;
  const fecha = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3] ?? 1));
  return Math.max(0, Math.floor((now.getTime() - fecha) / DIA_MS));
}

function listasDeSanciones(e: EntornoSalud, motivos: string[]): ListaSancionesSalud[] {
  const estado = estadoListas({ config: e.config, log: e.log });
  const vacia = (codigo: (typeof CODIGOS_LISTA)[number], est: ListaSancionesSalud['estado']): ListaSancionesSalud => ({
    codigo,
    nombre: nombreDeLista(codigo),
    estado: est,
    version: null,
    antiguedad_dias: null,
    origen: null,
  });
  // Loading takes seconds after a start; requests meanwhile wait for it, so it is not a fault.
  if (estado.estado === 'cargando') return CODIGOS_LISTA.map((c) => vacia(c, 'cargando'));
  if (estado.estado !== 'listo') {
    motivos.push(
      estado.estado === 'sin_datos'
        ? 'No hay listas de sanciones: faltan los datos de referencia, así que las due diligence no se pueden procesar.'
        : `Las listas de sanciones no se pudieron cargar: ${estado.motivo}`,
    );
    return CODIGOS_LISTA.map((c) => vacia(c, estado.estado === 'sin_datos' ? 'falta' : 'error'));
  }
  const maximo = e.config.SANCTIONS_MAX_AGE_DAYS;
  return CODIGOS_LISTA.map((codigo) => {
    const lista = estado.listas.find((l) => l.codigo === codigo);
    if (!lista) {
      motivos.push(`Falta la lista ${nombreDeLista(codigo)}: no se revisa contra ella.`);
      return vacia(codigo, 'falta');
    }
    const dias = antiguedadDias(lista.version, e.now);
    const antigua = maximo > 0 && dias !== null && dias > maximo;
    if (antigua) {
      motivos.push(
        `La lista ${lista.nombre} tiene ${dias.toLocaleString('es-CL')} días (versión ${lista.version}); el máximo configurado es ${maximo.toLocaleString('es-CL')}.`,
      );
    }
    return {
      codigo,
      nombre: lista.nombre,
      estado: antigua ? 'antigua' : 'ok',
      version: lista.version,
      antiguedad_dias: dias,
      origen: lista.origen,
    };
  });
}

/**
 * The health report. The database not answering is the one failure that is not a degradation:
 * nothing works without it, so it answers 503 (AppError) as before.
 */
export async function informeDeSalud(deps: DependenciasSalud, entrada: { now: Date }): Promise<HealthResponse> {
  const e: EntornoSalud = { ...deps, now: entrada.now };
  try {
    await pingDatabase(e.db);
  } catch (err) {
    e.log.error({ err }, 'la base de datos no responde');
    throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible);
  }
  const motivos: string[] = [];
  const almacenamientoOk = await almacenamientoResponde(e.fileStore, e.log);
  if (!almacenamientoOk)
    motivos.push('El almacenamiento de archivos no acepta escrituras: no se pueden subir archivos.');
  const datos_referencia = await datosDeReferencia(e, motivos);
  // The due-diligence data source the platform chose (the offline one needs the reference data).
  const proveedor = await motivoProveedor(e);
  if (proveedor) motivos.push(proveedor.texto);
  const listas_sanciones = listasDeSanciones(e, motivos);
  return {
    status: motivos.length === 0 ? 'ok' : 'degraded',
    database: e.dbEngine,
    motivos,
    dependencias: {
      base_datos: { estado: 'ok' },
      almacenamiento: { estado: almacenamientoOk ? 'ok' : 'error' },
      proveedor_due_diligence: { estado: proveedor ? 'falta' : 'ok' },
      datos_referencia,
      listas_sanciones,
      antiguedad_maxima_dias: e.config.SANCTIONS_MAX_AGE_DAYS || null,
    },
  };
}
