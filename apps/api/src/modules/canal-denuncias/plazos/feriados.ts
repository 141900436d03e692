import type { DbOrTx } from '../../../db/client';
import { holidaySet } from '../../reference/reference.repository';
import { lugarDeEmpresa } from './plazos.repository';

/*
 * The holidays that stop a company's working-day clocks (Ley Karin): national ones, plus the
 * regional and communal ones of the company's address (e.g. 7 June in Arica y Parinacota, 20 August
 * in Chillán). They come from the `feriados` reference table (DESIGN §8), so a later year or a new
 * holiday is a data import. Cached per place for an hour: lists compute clocks for many reports.
 */

const VIGENCIA_MS = 3_600_000;
/** Every year in the table: a clock can span New Year and cases stay open for months. */
const RANGO = { desde: '1900-01-01', hasta: '2999-12-31' } as const;

const cache = new Map<string, { expira: number; feriados: ReadonlySet<string> }>();

/** National + the region's (and commune's) holidays as 'YYYY-MM-DD'. */
export async function feriadosDeLugar(
  db: DbOrTx,
  lugar: { regionIso: string | null; comunaCodigo: string | null },
  ahora = Date.now(),
): Promise<Set<string>> {
  const clave = `${lugar.regionIso ?? ''}|${lugar.comunaCodigo ?? ''}`;
  const enCache = cache.get(clave);
  if (enCache && enCache.expira > ahora) return new Set(enCache.feriados);
  const feriados = await holidaySet(db, {
    ...RANGO,
    regionIso: lugar.regionIso ?? undefined,
    comunaCodigo: lugar.comunaCodigo ?? undefined,
  });
  cache.set(clave, { expira: ahora + VIGENCIA_MS, feriados });
  return new Set(feriados);
}

/**
 * The holidays that apply to a company (its region from empresas.region_codigo, CUT → ISO 3166-2).
 * Inside a transaction pass the transaction: PGlite has a single connection.
 */
export async function feriadosDeEmpresa(db: DbOrTx, empresaId: number): Promise<Set<string>> {
  return feriadosDeLugar(db, await lugarDeEmpresa(db, empresaId));
}

/** Forgets the cached sets (after importing holidays; tests). */
export function olvidarFeriados(): void {
  cache.clear();
}
