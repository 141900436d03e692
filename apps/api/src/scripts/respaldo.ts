import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openConfiguredDatabase } from '../bootstrap';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { hasPgliteCluster, initializePgliteDir } from '../db/pglite-init';
import { MIGRATIONS_DIR, REPO_ROOT } from '../paths';
import { extraerTar, TarWriter, type EntradaEscrita } from './respaldo-tar';

/**
 * Backup and restore (`npm run backup` / `npm run restore`), one format for both engines.
 *
 * The database is dumped logically, table by table, as JSON lines (`to_jsonb(row)`) inside one
 * REPEATABLE READ, READ ONLY transaction: a consistent snapshot taken online on PostgreSQL, with
 * no pg_dump needed (its version must match the server's, and a clean clone may not have it).
 * PGlite has no second connection: the server holds the data directory's lock, so its backup
 * needs the server stopped. Restore casts the JSON back with `jsonb_populate_recordset`, so a
 * PGlite backup restores into PostgreSQL too (and the other way round).
 *
 * Archive (ustar): datos/<tabla>.jsonl, archivos/<clave>, secretos/clave-maestra and, last,
 * manifiesto.json with every entry's SHA-256; restore checks them all before writing anything.
 */
export const FORMATO = 'atalaya-respaldo';
const VERSION_FORMATO = 1;
const MANIFIESTO = 'manifiesto.json';

export interface TablaManifiesto {
  nombre: string;
  filas: number;
  columnas: string[];
  archivo: string;
  bytes: number;
  sha256: string;
}

export interface Manifiesto {
  formato: typeof FORMATO;
  version_formato: number;
  created_at: string;
  motor: 'pglite' | 'postgres';
  version_app: string;
  version_servidor: string;
  migraciones: { cantidad: number; ultima: string | null; hashes: string[] };
  /** In foreign-key order: parents before children. */
  tablas: TablaManifiesto[];
  secuencias: { nombre: string; valor: string }[];
  archivos: { cantidad: number; bytes: number; lista: EntradaEscrita[] };
  /** 'archivo': the key file is in the archive; 'entorno': it came from DENUNCIAS_MASTER_KEY and is not. */
  clave_maestra: 'archivo' | 'entorno' | 'ninguna';
  secretos: EntradaEscrita[];
}

export class ErrorRespaldo extends Error {}

async function filas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function versionApp(): string {
  return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

const id = (nombre: string) => sql`${sql.identifier('public')}.${sql.identifier(nombre)}`;

interface Esquema {
  tablas: string[];
  columnas: Map<string, string[]>;
  clave: Map<string, string[]>;
}

/** Tables of schema public in foreign-key order, with their insertable columns and primary keys. */
async function leerEsquema(db: DbOrTx): Promise<Esquema> {
  const tablas = (
    await filas<{ t: string }>(
      db,
      sql`SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
    )
  ).map((r) => r.t);
  const fks = await filas<{ hijo: string; padre: string }>(
    db,
    sql`SELECT ch.relname AS hijo, pa.relname AS padre FROM pg_constraint k
        JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = ch.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public' AND ch.oid <> pa.oid`,
  );
  const cols = await filas<{ t: string; c: string }>(
    db,
    sql`SELECT c.relname AS t, a.attname AS c FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = '' ORDER BY c.relname, a.attnum`,
  );
  const pks = await filas<{ t: string; c: string }>(
    db,
    sql`SELECT c.relname AS t, a.attname AS c FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
        WHERE i.indisprimary AND n.nspname = 'public'
        ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const agrupar = (rows: { t: string; c: string }[]) => {
    const m = new Map<string, string[]>();
    for (const r of rows) m.set(r.t, [...(m.get(r.t) ?? []), r.c]);
    return m;
  };
  // Depth-first topological sort: every parent table before its children.
  const padres = new Map<string, Set<string>>(tablas.map((t) => [t, new Set()]));
  for (const fk of fks) padres.get(fk.hijo)?.add(fk.padre);
  const orden: string[] = [];
  const visto = new Set<string>();
  const visitar = (t: string) => {
    if (visto.has(t)) return;
    visto.add(t);
    for (const p of padres.get(t) ?? []) visitar(p);
    orden.push(t);
  };
  tablas.forEach(visitar);
  return { tablas: orden, columnas: agrupar(cols), clave: agrupar(pks) };
}

async function migracionesAplicadas(db: DbOrTx): Promise<string[]> {
  try {
    return (await filas<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`)).map(
      (r) => r.hash,
    );
  } catch {
    return [];
  }
}

async function* volcarTabla(tx: DbOrTx, tabla: string, clave: string[] | undefined, cuenta: { filas: number }) {
  const orden = clave?.length
    ? sql.join(
        clave.map((c) => sql`t.${sql.identifier(c)}`),
        sql`, `,
      )
    : sql`1`;
  const cursor = sql.identifier(`respaldo_${tabla}`);
  await tx.execute(sql`DECLARE ${cursor} NO SCROLL CURSOR FOR
    SELECT to_jsonb(t)::text AS j FROM ${id(tabla)} t ORDER BY ${orden}`);
  for (;;) {
    const lote = await filas<{ j: string }>(tx, sql`FETCH 2000 FROM ${cursor}`);
    if (!lote.length) break;
    cuenta.filas += lote.length;
    yield Buffer.from(lote.map((r) => `${r.j}\n`).join(''));
  }
  await tx.execute(sql`CLOSE ${cursor}`);
}

/** Regular files under `dir`, relative, sorted; the store's `.tmp` (unfinished writes) is skipped. */
async function listarArchivos(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((r) => !r.startsWith('.tmp/'))
    .sort();
}

export interface ResumenRespaldo {
  ok: true;
  archivo: string;
  bytes: number;
  sha256: string;
  motor: 'pglite' | 'postgres';
  version_app: string;
  migraciones: number;
  tablas: number;
  filas: number;
  archivos: number;
  clave_maestra: Manifiesto['clave_maestra'];
  omitidos: string[];
  ms: number;
  avisos: string[];
}

export async function crearRespaldo(config: Config, salida: string): Promise<ResumenRespaldo> {
  const t0 = performance.now();
  if (existsSync(salida)) throw new ErrorRespaldo(`El archivo ${salida} ya existe: elija otro nombre con --salida.`);
  if (!config.DATABASE_URL && !hasPgliteCluster(path.join(config.DATA_DIR, 'pglite')))
    throw new ErrorRespaldo(`No hay una base de datos embebida en ${path.join(config.DATA_DIR, 'pglite')}.`);
  let handle;
  try {
    handle = await openConfiguredDatabase(config);
  } catch (err) {
    if (!config.DATABASE_URL && /en uso/.test((err as Error).message))
      throw new ErrorRespaldo(
        `Detenga el servidor antes de respaldar la base de datos embebida (PGlite): ${(err as Error).message} ` +
          'Con PostgreSQL el respaldo se hace con el servidor en marcha.',
      );
    throw err;
  }
  await mkdir(path.dirname(salida), { recursive: true });
  const temporal = `${salida}.${randomUUID().slice(0, 8)}.tmp`;
  const tar = await TarWriter.create(temporal);
  const avisos: string[] = [];
  const omitidos: string[] = [];
  try {
    const manifiesto = await handle.db.transaction(async (tx) => {
      // One snapshot for every table: rows committed during the backup are either all in or all out.
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const hashes = await migracionesAplicadas(tx);
      if (!hashes.length)
        throw new ErrorRespaldo('La base de datos no tiene migraciones aplicadas: nada que respaldar.');
      const [{ v }] = (await filas<{ v: string }>(tx, sql`SELECT current_setting('server_version') AS v`)) as [
        { v: string },
      ];
      const esquema = await leerEsquema(tx);
      const tablas: TablaManifiesto[] = [];
      for (const nombre of esquema.tablas) {
        const cuenta = { filas: 0 };
        const archivo = `datos/${nombre}.jsonl`;
        const e = await tar.entryFromChunks(archivo, volcarTabla(tx, nombre, esquema.clave.get(nombre), cuenta));
        tablas.push({
          nombre,
          filas: cuenta.filas,
          columnas: esquema.columnas.get(nombre) ?? [],
          archivo,
          bytes: e.bytes,
          sha256: e.sha256,
        });
      }
      const secuencias = (
        await filas<{ nombre: string; valor: string }>(
          tx,
          sql`SELECT sequencename AS nombre, last_value::text AS valor FROM pg_sequences
              WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
        )
      ).map((s) => ({ nombre: s.nombre, valor: s.valor }));
      return { hashes, v, tablas, secuencias };
    });

    // Files after the snapshot: an upload writes its file before its row, so every file a row
    // of the snapshot names is already on disk (files newer than the snapshot come along too).
    const raizArchivos = path.join(config.DATA_DIR, 'files');
    const lista: EntradaEscrita[] = [];
    for (const rel of await listarArchivos(raizArchivos)) {
      try {
        lista.push(await tar.entryFromFile(`archivos/${rel}`, path.join(raizArchivos, rel)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        omitidos.push(rel); // deleted while the backup ran
      }
    }
    const secretos: EntradaEscrita[] = [];
    let clave: Manifiesto['clave_maestra'] = 'ninguna';
    if (config.DENUNCIAS_MASTER_KEY) {
      clave = 'entorno';
      avisos.push(
        'La clave maestra de denuncias viene de DENUNCIAS_MASTER_KEY y no se incluye: guárdela aparte; sin ella las denuncias no se pueden leer.',
      );
    } else {
      const raizSecretos = path.join(config.DATA_DIR, 'secretos');
      for (const rel of await listarArchivos(raizSecretos))
        secretos.push(await tar.entryFromFile(`secretos/${rel}`, path.join(raizSecretos, rel)));
      if (secretos.some((s) => s.ruta === 'secretos/clave-maestra')) {
        clave = 'archivo';
        avisos.push(
          'El respaldo contiene la clave maestra de las denuncias: guárdelo cifrado y con acceso restringido.',
        );
      }
    }
    const m: Manifiesto = {
      formato: FORMATO,
      version_formato: VERSION_FORMATO,
      created_at: new Date().toISOString(),
      motor: handle.engine,
      version_app: versionApp(),
      version_servidor: manifiesto.v,
      migraciones: {
        cantidad: manifiesto.hashes.length,
        ultima: manifiesto.hashes.at(-1) ?? null,
        hashes: manifiesto.hashes,
      },
      tablas: manifiesto.tablas,
      secuencias: manifiesto.secuencias,
      archivos: { cantidad: lista.length, bytes: lista.reduce((s, e) => s + e.bytes, 0), lista },
      clave_maestra: clave,
      secretos,
    };
    await tar.entryFromBuffer(MANIFIESTO, Buffer.from(JSON.stringify(m, null, 2)));
    const bytes = await tar.close();
    await rename(temporal, salida);
    const sha256 = createHash('sha256');
    for await (const chunk of createReadStream(salida)) sha256.update(chunk as Buffer);
    return {
      ok: true,
      archivo: salida,
      bytes,
      sha256: sha256.digest('hex'),
      motor: m.motor,
      version_app: m.version_app,
      migraciones: m.migraciones.cantidad,
      tablas: m.tablas.length,
      filas: m.tablas.reduce((s, t) => s + t.filas, 0),
      archivos: m.archivos.cantidad,
      clave_maestra: clave,
      omitidos,
      ms: Math.round(performance.now() - t0),
      avisos,
    };
  } catch (err) {
    await tar.close().catch(() => {});
    await rm(temporal, { force: true });
    throw err;
  } finally {
    await handle.close();
  }
}

/** Reads the archive into `staging` and checks every entry against the manifest. */
export async function leerRespaldo(entrada: string, staging: string): Promise<Manifiesto> {
  if (!existsSync(entrada)) throw new ErrorRespaldo(`No existe el archivo de respaldo ${entrada}.`);
  const entradas = await extraerTar(entrada, staging);
  const m = entradas.get(MANIFIESTO);
  if (!m) throw new ErrorRespaldo('El archivo no es un respaldo de Atalaya (falta manifiesto.json).');
  let manifiesto: Manifiesto;
  try {
    manifiesto = JSON.parse(await readFile(path.join(staging, MANIFIESTO), 'utf8')) as Manifiesto;
  } catch {
    throw new ErrorRespaldo('El manifiesto del respaldo está dañado.');
  }
  if (manifiesto.formato !== FORMATO || manifiesto.version_formato !== VERSION_FORMATO)
    throw new ErrorRespaldo('El archivo no es un respaldo de Atalaya en un formato conocido.');
  const esperadas = [
    ...manifiesto.tablas.map((t) => ({ ruta: t.archivo, bytes: t.bytes, sha256: t.sha256 })),
    ...manifiesto.archivos.lista,
    ...manifiesto.secretos,
  ];
  const malas = esperadas.filter((e) => {
    const real = entradas.get(e.ruta);
    return !real || real.sha256 !== e.sha256 || real.bytes !== e.bytes;
  });
  // Nothing the manifest does not list is restored either.
  const listadas = new Set([MANIFIESTO, ...esperadas.map((e) => e.ruta)]);
  for (const ruta of entradas.keys()) if (!listadas.has(ruta)) malas.push({ ruta, bytes: 0, sha256: '' });
  if (malas.length)
    throw new ErrorRespaldo(
      `El respaldo está dañado: ${malas.length} entrada(s) no coinciden con el manifiesto (${malas
        .slice(0, 5)
        .map((e) => e.ruta)
        .join(', ')}). No se escribió nada.`,
    );
  return manifiesto;
}

async function vacio(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Moves a staged tree into place (rename; a copy across file systems). */
async function mover(origen: string, destino: string) {
  await mkdir(path.dirname(destino), { recursive: true, mode: 0o700 });
  await rm(destino, { recursive: true, force: true }); // an empty directory checked beforehand
  try {
    await rename(origen, destino);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await cp(origen, destino, { recursive: true });
  }
}

export interface ResumenRestauracion {
  ok: true;
  motor: 'pglite' | 'postgres';
  destino: string;
  origen: { motor: string; created_at: string; version_app: string };
  migraciones: number;
  tablas: number;
  filas: number;
  filas_por_tabla: Record<string, number>;
  archivos: number;
  clave_maestra: Manifiesto['clave_maestra'];
  ms: number;
  avisos: string[];
}

const LOTE_BYTES = 4 * 1024 * 1024;

async function cargarTabla(tx: DbOrTx, t: TablaManifiesto, archivo: string) {
  const cols = sql.join(
    t.columnas.map((c) => sql.identifier(c)),
    sql`, `,
  );
  let lote: string[] = [];
  let bytes = 0;
  const enviar = async () => {
    if (!lote.length) return;
    await tx.execute(sql`INSERT INTO ${id(t.nombre)} (${cols}) OVERRIDING SYSTEM VALUE
      SELECT ${cols} FROM jsonb_populate_recordset(NULL::${id(t.nombre)}, ${`[${lote.join(',')}]`}::jsonb)`);
    lote = [];
    bytes = 0;
  };
  for await (const linea of createInterface({ input: createReadStream(archivo), crlfDelay: Infinity })) {
    if (!linea) continue;
    lote.push(linea);
    bytes += linea.length;
    if (bytes >= LOTE_BYTES || lote.length >= 5000) await enviar();
  }
  await enviar();
}

/**
 * Restores an archive into an empty target: a new DATA_DIR (PGlite) or an empty PostgreSQL
 * database (`config.DATABASE_URL`), plus the files and the master key under DATA_DIR.
 */
export async function restaurarRespaldo(config: Config, entrada: string): Promise<ResumenRestauracion> {
  const t0 = performance.now();
  const dataDir = path.resolve(config.DATA_DIR);
  const motor = config.DATABASE_URL ? 'postgres' : 'pglite';
  const destino = config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname.slice(1) || config.DATABASE_URL : dataDir;
  // Checks that need no archive first, so a wrong target fails fast.
  const objetivos = motor === 'pglite' ? [dataDir] : [path.join(dataDir, 'files'), path.join(dataDir, 'secretos')];
  for (const dir of objetivos)
    if (!(await vacio(dir)))
      throw new ErrorRespaldo(
        `El destino ${dir} no está vacío: restaure en un directorio nuevo (--data-dir) para no mezclar datos.`,
      );

  const staging = path.join(path.dirname(dataDir), `.atalaya-restaurar-${randomUUID().slice(0, 8)}`);
  let escrito = false;
  try {
    const m = await leerRespaldo(entrada, staging);
    const codigo = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((x) => x.hash);
    if (codigo.length !== m.migraciones.hashes.length || codigo.some((h, i) => h !== m.migraciones.hashes[i]))
      throw new ErrorRespaldo(
        `El respaldo tiene ${m.migraciones.cantidad} migraciones y esta versión de Atalaya ${codigo.length} (o distintas): ` +
          `restaure con la misma versión con que se hizo (${m.version_app}) y actualice después.`,
      );

    if (motor === 'pglite') {
      escrito = true;
      await initializePgliteDir(path.join(dataDir, 'pglite'));
    }
    const handle = await openConfiguredDatabase({ ...config, DATA_DIR: dataDir });
    const filasPorTabla: Record<string, number> = {};
    try {
      if (motor === 'postgres') {
        const esquema = await leerEsquema(handle.db);
        for (const t of esquema.tablas) {
          const [r] = await filas<{ hay: boolean }>(handle.db, sql`SELECT EXISTS (SELECT 1 FROM ${id(t)}) AS hay`);
          if (r?.hay)
            throw new ErrorRespaldo(
              `La base de datos de destino no está vacía (la tabla ${t} tiene filas): restaure en una base de datos nueva y vacía.`,
            );
        }
      }
      escrito = true;
      await handle.migrate();
      await handle.db.transaction(async (tx) => {
        const [su] = await filas<{ s: boolean }>(
          tx,
          sql`SELECT rolsuper AS s FROM pg_roles WHERE rolname = current_user`,
        );
        // Skips foreign-key checks while loading (the snapshot was consistent); without superuser
        // rights the tables still load parents first.
        if (su?.s) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        for (const t of m.tablas) {
          await cargarTabla(tx, t, path.join(staging, t.archivo));
          const [c] = await filas<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${id(t.nombre)}`);
          if (c?.n !== t.filas)
            throw new ErrorRespaldo(`La tabla ${t.nombre} quedó con ${c?.n} filas en vez de ${t.filas}.`);
          filasPorTabla[t.nombre] = t.filas;
        }
        for (const s of m.secuencias)
          await tx.execute(
            sql`SELECT setval(${`public."${s.nombre.replaceAll('"', '""')}"`}::regclass, ${s.valor}::bigint, true)`,
          );
      });
    } finally {
      await handle.close();
    }

    if (m.archivos.cantidad) await mover(path.join(staging, 'archivos'), path.join(dataDir, 'files'));
    if (m.secretos.length) {
      await mover(path.join(staging, 'secretos'), path.join(dataDir, 'secretos'));
      await chmod(path.join(dataDir, 'secretos'), 0o700);
    }
    const avisos: string[] = [];
    if (m.clave_maestra === 'entorno')
      avisos.push(
        'La clave maestra de denuncias no viene en el respaldo: configure DENUNCIAS_MASTER_KEY con el mismo valor que el servidor de origen.',
      );
    if (m.clave_maestra === 'archivo' && config.DENUNCIAS_MASTER_KEY)
      avisos.push(
        'DENUNCIAS_MASTER_KEY está configurada y tiene prioridad sobre la clave restaurada en secretos/: quítela si no es la misma.',
      );
    return {
      ok: true,
      motor,
      destino,
      origen: { motor: m.motor, created_at: m.created_at, version_app: m.version_app },
      migraciones: m.migraciones.cantidad,
      tablas: m.tablas.length,
      filas: m.tablas.reduce((s, t) => s + t.filas, 0),
      filas_por_tabla: filasPorTabla,
      archivos: m.archivos.cantidad,
      clave_maestra: m.clave_maestra,
      ms: Math.round(performance.now() - t0),
      avisos,
    };
  } catch (err) {
    // A failed restore leaves the (checked empty) directory empty again; PostgreSQL rolled back.
    if (escrito && motor === 'pglite')
      for (const e of await readdir(dataDir).catch(() => []))
        await rm(path.join(dataDir, e), { recursive: true, force: true });
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Row counts per table of a database (tests compare a restored copy with its origin). */
export async function contarFilas(db: DbOrTx): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of (await leerEsquema(db)).tablas) {
    const [c] = await filas<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${id(t)}`);
    out[t] = c?.n ?? 0;
  }
  return out;
}
