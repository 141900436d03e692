import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

async function rows<T>(db: Database, query: string): Promise<T[]> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

const q = (ident: string) => `"${ident.replaceAll('"', '""')}"`;

/** Tables whose rows anyone may see through the public report channel (company name, logo, categories). */
const PUBLIC_TABLES = /^(empresas|categorias_denuncia|categoria_denuncias|canal.*|configuracion.*)$/;

/**
 * A value is a marker when it is distinctive enough that finding it in a response cannot be a
 * coincidence: long, with a letter and a space, digit or @ (names, RUTs, emails, codes), not
 * present in any other tenant's rows nor in the global catalogue tables, and not a category.
 */
function distinctive(v: string) {
  return v.length >= 8 && v.length <= 500 && /\p{L}/u.test(v) && /[\s\d@]/.test(v);
}

export interface TenantData {
  id: number;
  /** Distinctive strings of the company's own rows. */
  markers: string[];
  /** The same, without the tables the public channel shows to anyone. */
  privateMarkers: string[];
  /** Every row id of the company's tables (for "id of the other company" inputs). */
  ids: number[];
}

export interface FuzzData {
  demo: TenantData;
  otra: TenantData;
  /** Public report channel tokens (so anonymous requests reach the channel's inner code). */
  tokens: string[];
}

/** Reads, before fuzzing starts, what each demo tenant owns (later writes do not matter). */
export async function collectTenantData(db: Database): Promise<FuzzData> {
  const empresa = async (email: string) =>
    (await rows<{ empresa_id: number }>(db, `SELECT empresa_id FROM usuarios WHERE email = '${email}'`))[0]!.empresa_id;
  const demoId = await empresa('admin@demo.cl');
  const otraId = await empresa('admin@otra.cl');
  const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, { column: string; type: string }[]>();
  for (const c of columns) {
    const list = tables.get(c.table_name) ?? [];
    list.push({ column: c.column_name, type: c.data_type });
    tables.set(c.table_name, list);
  }
  // value → set of owners ('g' = global table, else the company id).
  const owners = new Map<string, Set<string>>();
  // Values found in two rows of one column are categories (a risk's "No cubierto"), which any
  // company's new row may carry: not markers.
  const seenIn = new Map<string, string>();
  const categories = new Set<string>();
  const byTenant = new Map<number, { value: string; table: string }[]>();
  const ids = new Map<number, Set<number>>([
    [demoId, new Set()],
    [otraId, new Set()],
  ]);
  for (const [table, cols] of tables) {
    const textCols = cols.filter((c) => c.type === 'text' || c.type === 'character varying').map((c) => c.column);
    const tenantCol = table === 'empresas' ? 'id' : cols.some((c) => c.column === 'empresa_id') ? 'empresa_id' : null;
    const hasId = cols.some((c) => c.column === 'id' && (c.type === 'integer' || c.type === 'bigint'));
    if (!textCols.length && !(tenantCol && hasId)) continue;
    const select = [
      ...textCols.map(q),
      ...(tenantCol ? [`${q(tenantCol)} AS "__t"`] : []),
      ...(hasId ? ['id AS "__id"'] : []),
    ];
    const data = await rows<Record<string, unknown>>(db, `SELECT ${select.join(', ')} FROM ${q(table)}`);
    for (const row of data) {
      const owner = tenantCol && row.__t != null ? Number(row.__t) : null;
      if (owner !== null && hasId && ids.has(owner)) ids.get(owner)!.add(Number(row.__id));
      for (const col of textCols) {
        const v = row[col];
        if (typeof v !== 'string' || !distinctive(v)) continue;
        const column = `${table}.${col}`;
        if (seenIn.get(v) === column) categories.add(v);
        seenIn.set(v, column);
        const key = owner === null ? 'g' : String(owner);
        const set = owners.get(v) ?? new Set();
        set.add(key);
        owners.set(v, set);
        if (owner !== null) {
          const list = byTenant.get(owner) ?? [];
          list.push({ value: v, table });
          byTenant.set(owner, list);
        }
      }
    }
  }
  const tenant = (id: number): TenantData => {
    const own = (byTenant.get(id) ?? []).filter((m) => owners.get(m.value)!.size === 1 && !categories.has(m.value));
    const uniq = (list: string[]) => [...new Set(list)];
    return {
      id,
      markers: uniq(own.map((m) => m.value)),
      privateMarkers: uniq(own.filter((m) => !PUBLIC_TABLES.test(m.table)).map((m) => m.value)),
      ids: [...ids.get(id)!].sort((a, b) => a - b),
    };
  };
  const tokenCols = (tables.get('empresas') ?? []).filter((c) => /token/.test(c.column));
  const tokens: string[] = [];
  for (const c of tokenCols) {
    for (const r of await rows<Record<string, unknown>>(db, `SELECT ${q(c.column)} AS t FROM empresas`)) {
      if (typeof r.t === 'string') tokens.push(r.t);
    }
  }
  return { demo: tenant(demoId), otra: tenant(otraId), tokens };
}
