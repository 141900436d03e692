import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { importReferenceData } from './modules/reference/reference.service';
import { createJobRunner } from './worker-setup';

const startedAt = performance.now();
const config = loadConfig();
const { handle, seed } = await prepareDatabase(config);
const app = await buildApp({ config, db: handle.db, dbEngine: handle.engine });
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

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  { engine: handle.engine, seed, ms: Math.round(performance.now() - startedAt) },
  `Atalaya escuchando en http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
);
runner?.start();

// Reference data loads after the port is open: it is not needed to sign in.
if (config.referenceDataDir) {
  importReferenceData(handle.db, config.referenceDataDir)
    .then((summary) => app.log.info({ summary }, 'datos de referencia'))
    .catch((err) => app.log.error({ err }, 'no se pudieron importar los datos de referencia'));
}
