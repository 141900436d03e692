import pino from 'pino';
import { prepareDatabase } from './bootstrap';
import { loadConfigOrExit } from './config';
import { createJobRunner } from './worker-setup';

/** `npm run worker`: job processing apart from the web instances (scale-out). */
const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  console.error(
    'El worker aparte necesita PostgreSQL (DATABASE_URL). Con la base embebida los trabajos corren dentro del servidor.',
  );
  process.exit(1);
}
const log = pino({ level: config.LOG_LEVEL, name: 'atalaya-worker' });
const { handle } = await prepareDatabase(config);
const runner = createJobRunner(handle.db, config, log);
runner.start();
log.info({ engine: handle.engine }, 'worker de Atalaya iniciado');

async function shutdown() {
  log.info('deteniendo worker');
  await runner.stop();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
