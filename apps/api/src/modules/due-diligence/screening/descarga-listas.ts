import { gunzipSync } from 'node:zlib';
import type { Config } from '../../../config';
import { notificarAdminsPlataforma } from '../../notificaciones/notificar';
import { instalarListas, listasActuales, revisarLista, versionTexto, type ListaAceptada } from './listas-admin.service';
import { archivosDeLista, CODIGOS_LISTA, publicacionDeLista, type CodigoLista } from './listas/cargar-listas';

/*
 * Keeps the sanctions lists current (DESIGN §8, issue 23): each list is fetched from its
 * publication address and goes through exactly what an admin upload goes through (parsed, not
 * older than the list in service, stored at once, fingerprint and audit). On any failure the list
 * in service stays and the platform admins are told why. Run by `npm run reference:update --
 * --descargar` and, with SANCTIONS_AUTO_UPDATE, by a daily job (descarga-listas.job.ts).
 */

type Entorno = Parameters<typeof instalarListas>[0] & {
  config: Pick<
    Config,
    | 'SANCTIONS_DOWNLOAD_TIMEOUT_MS'
    | 'SANCTIONS_DOWNLOAD_MAX_MB'
    | 'SANCTIONS_URL_OFAC_SDN'
    | 'SANCTIONS_URL_OFAC_CONS'
    | 'SANCTIONS_URL_ONU'
    | 'SANCTIONS_URL_US_CSL'
  >;
};

export interface ResultadoDescarga {
  codigo: CodigoLista;
  estado: 'actualizada' | 'sin cambios' | 'fallida';
  /** The version in service after the run (the new one when updated); none when there is none. */
  version?: string;
  /** Why it failed, as the admins are told. */
  motivo?: string;
}

/** Each official file of a list and where to fetch it (SANCTIONS_URL_<CODIGO> overrides). */
function direccionesDe(codigo: CodigoLista, config: Entorno['config']): Map<string, string> {
  const variable = `SANCTIONS_URL_${codigo.toUpperCase() as Uppercase<CodigoLista>}` as const;
  const base = config[variable] ?? publicacionDeLista(codigo).publicacion;
  const archivos = archivosDeLista(codigo);
  if (base.endsWith('/')) return new Map(archivos.map((n) => [n, new URL(n, base).href]));
  if (archivos.length > 1) {
    throw new Error(`${variable} debe ser una carpeta terminada en '/' que contenga ${archivos.join(', ')}.`);
  }
  return new Map([[archivos[0]!, base]]);
}

const GZIP = Buffer.from([0x1f, 0x8b]);

/**
 * One file, within the time-out and the size cap; a gzip body (a '.gz' publication) is
 * decompressed. Every failure is an Error whose message is the Spanish reason admins read.
 */
async function descargarArchivo(url: string, config: Entorno['config']): Promise<Buffer> {
  const maximo = config.SANCTIONS_DOWNLOAD_MAX_MB * 1024 * 1024;
  const demasiado = () => new Error(`${url} supera el máximo de ${config.SANCTIONS_DOWNLOAD_MAX_MB} MB.`);
  const senal = AbortSignal.timeout(config.SANCTIONS_DOWNLOAD_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: senal });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`El servidor respondió ${res.status} al descargar ${url}.`);
    }
    if (Number(res.headers.get('content-length')) > maximo) throw demasiado();
    const partes: Uint8Array[] = [];
    let total = 0;
    for await (const parte of res.body ?? []) {
      total += parte.length;
      if (total > maximo) throw demasiado();
      partes.push(parte);
    }
    const bytes = Buffer.concat(partes);
    if (!bytes.subarray(0, 2).equals(GZIP)) return bytes;
    try {
      return gunzipSync(bytes, { maxOutputLength: maximo });
    } catch {
      throw new Error(`El archivo ${url} no se pudo descomprimir (gzip dañado o mayor que el máximo).`);
    }
  } catch (err) {
    if (senal.aborted) {
      const segundos = (config.SANCTIONS_DOWNLOAD_TIMEOUT_MS / 1000).toLocaleString('es-CL');
      throw new Error(`Tiempo de espera agotado al descargar ${url} (${segundos} s).`, { cause: err });
    }
    if (err instanceof TypeError) {
      const causa = (err.cause as { code?: string; message?: string } | undefined) ?? {};
      throw new Error(`No se pudo conectar para descargar ${url} (${causa.code ?? causa.message ?? err.message}).`, {
        cause: err,
      });
    }
    throw err;
  }
}

/** Every file of a list, fetched together; one missing file fails the list (versions never mix). */
async function descargarLista(codigo: CodigoLista, config: Entorno['config']): Promise<Map<string, Buffer>> {
  const direcciones = [...direccionesDe(codigo, config)];
  const bytes = await Promise.all(direcciones.map(([, url]) => descargarArchivo(url, config)));
  return new Map(direcciones.map(([nombre], i) => [nombre, bytes[i]!]));
}

const motivoDe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Fetches every list at once, checks each, then stores the newer ones in one go. Each list's
 * outcome is answered, logged and, when it failed, told to the platform admins (bell and mail)
 * with the version that stays in service. The caller reloads its own engine; other processes
 * follow the fingerprint within a minute.
 */
export async function descargarListas(entorno: Entorno, ahora = new Date()): Promise<ResultadoDescarga[]> {
  const enServicio = await listasActuales(entorno);
  const hoy = ahora.toISOString().slice(0, 10);
  // All downloads first, then the parsing: a parse holds the event loop for a while and would
  // eat into the time-outs of the downloads still under way.
  const descargas = await Promise.all(
    CODIGOS_LISTA.map((codigo) =>
      descargarLista(codigo, entorno.config).then(
        (contenidos) => ({ codigo, contenidos }),
        (err: unknown) => ({ codigo, motivo: motivoDe(err) }),
      ),
    ),
  );
  const revisadas = descargas.map((d) => {
    if ('motivo' in d) return d;
    try {
      return revisarLista(d.codigo, d.contenidos, hoy, enServicio);
    } catch (err) {
      return { codigo: d.codigo, motivo: motivoDe(err) };
    }
  });
  const nuevas = revisadas.filter((r): r is ListaAceptada & { identica: false } => 'nueva' in r && !r.identica);
  let fallaAlGuardar: string | undefined;
  try {
    await instalarListas(entorno, nuevas, { usuarioId: null, now: ahora, origen: 'descarga' }, enServicio);
  } catch (err) {
    entorno.log.error({ err }, 'no se pudieron guardar las listas de sanciones descargadas');
    fallaAlGuardar = `No se pudo guardar la versión descargada (${motivoDe(err)}).`;
  }

  const resultados = revisadas.map((r): ResultadoDescarga => {
    const cargada = enServicio.find((l) => l.codigo === r.codigo);
    const actual = cargada ? { version: cargada.version } : {};
    if (!('nueva' in r)) return { codigo: r.codigo, estado: 'fallida', ...actual, motivo: r.motivo };
    if (r.identica) return { codigo: r.codigo, estado: 'sin cambios', ...actual };
    if (fallaAlGuardar) return { codigo: r.codigo, estado: 'fallida', ...actual, motivo: fallaAlGuardar };
    return { codigo: r.codigo, estado: 'actualizada', version: r.nueva.version };
  });
  const fallidas = resultados.filter((r) => r.estado === 'fallida');
  entorno.log[fallidas.length > 0 ? 'warn' : 'info']({ listas: resultados }, 'descarga de las listas de sanciones');
  if (fallidas.length > 0) {
    await entorno.db.transaction(async (tx) => {
      for (const f of fallidas) {
        const { corto } = publicacionDeLista(f.codigo);
        const sigue = f.version ? ` Sigue en servicio la versión ${versionTexto(f.version)}.` : '';
        await notificarAdminsPlataforma(tx, {
          categoria: 'due_diligence',
          titulo: `Lista ${corto} no actualizada`,
          mensaje: `No se pudo actualizar la lista ${corto}. ${f.motivo}${sigue}`,
          enlace: '/due-diligence/listas',
        });
      }
    });
  }
  return resultados;
}
