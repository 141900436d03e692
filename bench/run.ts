// `npm run bench`: runs every benchmark and writes bench/results/<name>.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSize } from './bundle-size';
import { busqueda } from './busqueda';
import { coldStart } from './cold-start';
import { importTrabajadores } from './import-trabajadores';
import { importXlsx } from './import-xlsx';
import { lighthouseBench } from './lighthouse';
import { listTrabajadores } from './list-trabajadores';
import { load } from './load/index';
import { screening } from './screening';
import { screeningEmpresas } from './screening-empresas';
import { webVitals } from './web-vitals';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches: Record<string, () => Promise<unknown>> = {
  'bundle-size': bundleSize,
  busqueda,
  'cold-start': coldStart,
  'import-trabajadores': importTrabajadores,
  'import-xlsx': importXlsx,
  lighthouse: lighthouseBench,
  'list-trabajadores': listTrabajadores,
  load,
  screening,
  'screening-empresas': screeningEmpresas,
  'web-vitals': webVitals,
};
const only = process.argv.slice(2);

await mkdir(path.join(here, 'results'), { recursive: true });
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  const result = await run();
  await writeFile(path.join(here, 'results', `${name}.json`), JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
}
