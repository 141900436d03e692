// POST /trabajadores/import of a 10,000-row CSV on PostgreSQL: preview (validate everything,
// write nothing) and confirm (validate again + insert all rows in one transaction). Prints JSON.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; a
// fresh database `atalaya_bench_import` is created, migrated, seeded with the demo and dropped.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { computeCheckDigit } from '@atalaya/shared/rut';
import { testConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/seed/index';
import { appConSesion } from './app-en-proceso';
import { admin, SERVER, withDatabase } from './pg-admin';

const FILAS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const DB = 'atalaya_bench_import';

/** A payroll as Excel es-CL saves it: ';', BOM, CRLF, every column filled. */
function csv(n: number) {
  const deps = ['Cumplimiento', 'Operaciones', 'Personas', 'Tecnología'];
  const centros = ['Casa Matriz', 'Sucursal Antofagasta', 'Sucursal Concepción'];
  const lines = [
    'RUT;Nombres;Apellido paterno;Apellido materno;Email;Teléfono;Cargo;Departamento;Centro;Fecha de ingreso;Tipo;Estado',
  ];
  for (let i = 0; i < n; i++) {
    const body = String(40_000_000 + i);
    const dd = String((i % 28) + 1).padStart(2, '0');
    const mm = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      [
        `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${computeCheckDigit(body)}`,
        `Nombre${i}`,
        `Apellido${i % 997}`,
        'Bench',
        `persona${i}@bench.cl`,
        '+56 9 1234 5678',
        'Operario',
        deps[i % deps.length],
        centros[i % centros.length],
        `${dd}-${mm}-20${String(10 + (i % 15))}`,
        i % 3 === 0 ? 'Contratista' : 'Propio',
        i % 5 === 0 ? 'En validación' : 'Activo',
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function multipart(modo: string, content: string) {
  const boundary = `----bench${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="modo"\r\n\r\n${modo}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="nomina.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function importTrabajadores() {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-bench-import-'));
  const handle = await openDatabase({ databaseUrl: withDatabase(SERVER, DB), poolSize: 4 });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'postgres');
    const { app, cookie } = await appConSesion(handle, dataDir);
    try {
      const file = csv(FILAS);
      const send = async (modo: string) => {
        const body = multipart(modo, file);
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/trabajadores/import',
          payload: body.payload,
          headers: { ...body.headers, cookie },
        });
        const ms = Math.round(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${modo} → ${res.statusCode} ${res.body.slice(0, 500)}`);
        return { ms, body: res.json() as Record<string, unknown> };
      };
      const preview = await send('vista_previa');
      if (preview.body.errores_total !== 0)
        throw new Error(`la vista previa tiene errores: ${JSON.stringify(preview.body.errores)}`);
      const confirm = await send('confirmar');
      return {
        bench: 'import-trabajadores',
        engine: 'postgres',
        filas: FILAS,
        bytes: Buffer.byteLength(file),
        ms_vista_previa: preview.ms,
        ms_confirmar: confirm.ms,
        importados: confirm.body.importados,
        goal_ms: 10_000,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await importTrabajadores(), null, 2));
}
