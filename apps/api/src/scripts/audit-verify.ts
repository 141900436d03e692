import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../bootstrap';
import { verifyAllChains } from '../platform/audit';

/** `npm run audit:verify`: prints each chain's state; exit 1 at the first broken link. */
const config = loadConfig();
const handle = await openConfiguredDatabase(config);
const reports = await verifyAllChains(handle.db);
await handle.close();
for (const r of reports) {
  const chain = r.empresa_id === null ? 'plataforma' : `empresa ${r.empresa_id}`;
  if (r.ok) console.log(`✓ ${chain}: ${r.filas} filas íntegras`);
  else console.log(`✗ ${chain}: fila ${r.primer_error!.id} — ${r.primer_error!.motivo}`);
}
console.log(JSON.stringify({ ok: reports.every((r) => r.ok), cadenas: reports }));
process.exit(reports.every((r) => r.ok) ? 0 : 1);
