import pino from 'pino';
import { loadConfig } from '../config';
import { prepareDatabase } from '../bootstrap';
import { importReferenceData } from '../modules/reference/reference.service';
import { descargarListas } from '../modules/due-diligence/screening/descarga-listas';
import { guardarVersionListas, huellaListas } from '../modules/due-diligence/screening/listas-admin-version';
import { cargarListas } from '../modules/due-diligence/screening/listas/cargar-listas';
import { dirSubidas } from '../modules/due-diligence/screening/servicio-screening';

/**
 * `npm run reference:update`: after the reference data changed, re-imports it (regions, holidays,
 * activities) and parses the sanctions lists as the server would (admin uploads first), printing
 * each one as JSON. Their fingerprint is stored, so running servers reload the lists within a
 * minute. Exits 1 when a list does not parse.
 *
 * `npm run reference:update -- --descargar`: fetches each sanctions list from its publication
 * address instead (DESIGN §8), exactly as the daily job does, and prints what became of each
 * (actualizada | sin cambios | fallida, with the reason the platform admins are also sent).
 * Exits 1 when a list failed.
 */
const config = loadConfig();
if (process.argv.includes('--descargar')) {
  const log = pino({ level: config.LOG_LEVEL, name: 'atalaya-reference-update' });
  const { handle } = await prepareDatabase(config);
  const resultados = await descargarListas({ config, log, db: handle.db });
  await handle.close();
  console.log(JSON.stringify({ listas: resultados }, null, 2));
  process.exit(resultados.some((r) => r.estado === 'fallida') ? 1 : 0);
}
if (!config.referenceDataDir) {
  console.error('No hay datos de referencia: defina REFERENCE_DATA_DIR.');
  process.exit(1);
}
const { handle } = await prepareDatabase(config);
const importadas = await importReferenceData({ db: handle.db }, { dir: config.referenceDataDir, force: true });
for (const s of importadas) console.log(`${s.nombre}: ${s.estado} (${s.filas} filas)`);

const fallidas: { codigo: string; error: string }[] = [];
const listas = await cargarListas(config.referenceDataDir, {
  dirSubidas: dirSubidas(config),
  alFallar: (codigo, error) => fallidas.push({ codigo, error: error.message }),
});
if (listas.length > 0) await guardarVersionListas(handle.db, huellaListas(listas.map((l) => l.meta)), null, new Date());
await handle.close();

console.log(JSON.stringify({ listas: listas.map(({ meta, origen }) => ({ ...meta, origen })), fallidas }, null, 2));
if (fallidas.length > 0 || listas.length === 0) process.exitCode = 1;
