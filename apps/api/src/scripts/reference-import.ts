import { loadConfig } from '../config';
import { prepareDatabase } from '../bootstrap';
import { importReferenceData } from '../modules/reference/reference.service';

/** `npm run reference:import [-- --force]`: loads the public reference data into the database. */
const config = loadConfig();
if (!config.referenceDataDir) {
  console.error('No hay datos de referencia: defina REFERENCE_DATA_DIR.');
  process.exit(1);
}
const { handle } = await prepareDatabase(config);
const summary = await importReferenceData(
  { db: handle.db },
  { dir: config.referenceDataDir, force: process.argv.includes('--force') },
);
await handle.close();
for (const s of summary) console.log(`${s.nombre}: ${s.estado} (${s.filas} filas)`);
console.log(JSON.stringify(summary));
