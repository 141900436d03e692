import { prepareDatabase } from './bootstrap';
import { loadConfigOrExit } from './config';

// Time spent starting Node and loading the modules above, before this file's body runs.
const phases: Record<string, number> = { modulos: Math.round(process.uptime() * 1000) };
const lap = (name: string) => (phases[name] = Math.round(process.uptime() * 1000));

const config = loadConfigOrExit();
// Open the database first: PGlite compiles its WebAssembly off the main thread while the HTTP
// layer's modules load below.
const database = prepareDatabase(config);
const [{ buildApp }, { createJobRunner }, { announceImport, importReferenceData }] = await Promise.all([
  import('./app'),
  import('./worker-setup'),
  import('./modules/reference/reference.service'),
]);
const { handle, seed } = await database.catch((err: unknown) => {
  // Configuration and locking problems are for a person to read, not a stack trace.
  console.error(`No se pudo iniciar Atalaya: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
lap('base_de_datos');
const app = await buildApp({ config, db: handle.db, dbEngine: handle.engine });
lap('aplicacion');
// Evidence rows of earlier versions: names encrypted and hashes keyed in place (issue 24 F4). If it
// fails the rows stay readable as they are, and the next start tries again.
const { protegerMetadatosEvidencias } = await import('./modules/canal-denuncias/publico/migrar-metadatos-evidencia');
await protegerMetadatosEvidencias({ db: handle.db, claves: app.claves })
  .then((n) => n > 0 && app.log.info({ evidencias: n }, 'metadatos de evidencias anteriores cifrados'))
  .catch((err: unknown) => app.log.error({ err }, 'no se pudieron cifrar los metadatos de evidencias anteriores'));
// Files left by a crash between storing an upload and committing its row (barrido-huerfanos.ts).
const [{ barrerHuerfanos }, { LocalFileStore }] = await Promise.all([
  import('./platform/storage/barrido-huerfanos'),
  import('./platform/storage/local-file-store'),
]);
if (app.fileStore instanceof LocalFileStore) {
  const gracia = config.DATABASE_URL ? config.FILES_ORPHAN_GRACE_MINUTES * 60_000 : 0;
  const inicio = Date.now() - process.uptime() * 1000;
  const barrido = await barrerHuerfanos(handle.db, app.fileStore, new Date(inicio - gracia));
  if (barrido.huerfanos + barrido.temporales > 0) app.log.warn({ barrido }, 'archivos huérfanos eliminados');
  lap('barrido_archivos');
}
const runner = config.JOBS_IN_PROCESS ? createJobRunner(handle.db, config, app.log) : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'cerrando Atalaya');
  const force = setTimeout(() => process.exit(1), 15_000).unref();
  try {
    await app.close(); // stops accepting, lets in-flight requests finish
    await runner?.stop();
    await handle.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error al cerrar');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const importDone = config.referenceDataDir ? announceImport() : () => {};
await app.listen({ host: config.HOST, port: config.PORT });
lap('escuchando');
app.log.info(
  { engine: handle.engine, seed, fases_ms: phases },
  `Atalaya escuchando en http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
);

// Background work once the port is open: neither is needed to sign in, and on the single
// embedded connection they would otherwise queue in front of the first requests.
setTimeout(() => {
  runner?.start();
  if (config.referenceDataDir) {
    importReferenceData({ db: handle.db }, { dir: config.referenceDataDir })
      .then((summary) => app.log.info({ summary }, 'datos de referencia'))
      .catch((err) => app.log.error({ err }, 'no se pudieron importar los datos de referencia'))
      .finally(importDone);
  }
  // The sanctions lists take ~2 s to index: load them now rather than on the first screening.
  void import('./modules/due-diligence/screening/servicio-screening').then(({ precargarScreening }) =>
    precargarScreening(app),
  );
}, 1000).unref();
