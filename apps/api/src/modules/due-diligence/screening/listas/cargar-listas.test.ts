import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_REFERENCE_DIR } from '../../../../paths';
import { bundledReferenceFile } from '../../../../test/reference-data';
import type { ListaCargada } from '../modelo';
import { cargarListaDesdeArchivo, cargarListas } from './cargar-listas';

const DATOS = BUNDLED_REFERENCE_DIR;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('cargarListas on the reference data', () => {
  let listas: ListaCargada[] = [];

  // Load time is a benchmark figure (`npm run bench -- screening`: ms_carga_listas), not a test.
  it('loads the four lists', async () => {
    listas = await cargarListas(DATOS);
    expect(listas.map((l) => l.meta.codigo)).toEqual(['ofac_sdn', 'ofac_cons', 'onu', 'us_csl']);
  });

  it('gives each list its name, version, hash and entry count', () => {
    const meta = Object.fromEntries(listas.map((l) => [l.meta.codigo, l.meta]));
    expect(meta.ofac_sdn).toMatchObject({ version: '2021-07', entradas: 8976 });
    expect(meta.ofac_cons).toMatchObject({ version: '2025-12', entradas: 442 });
    expect(meta.onu).toMatchObject({ version: '2026-02-27', entradas: 1003 });
    expect(meta.us_csl).toMatchObject({ version: '2025-05', entradas: 14_160 });
    expect(meta.onu!.nombre).toContain('ONU');
    // A single-file list's hash is that file's own SHA-256 (checkable with sha256sum).
    expect(meta.us_csl!.sha256).toBe(sha256(bundledReferenceFile('us_csl_2025-05/consolidated.csv')));
    expect(meta.onu!.sha256).toBe(sha256(bundledReferenceFile('un_consolidated_2026-02/UN_consolidated.xml')));
    expect(meta.ofac_sdn!.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const l of listas) expect(l.entradas).toHaveLength(l.meta.entradas);
  });
});

describe('cargarListas on a directory of its own', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'listas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('skips missing lists, picks the newest dated folder, and falls back to the file date', async () => {
    mkdirSync(path.join(dir, 'ofac_consolidated_2024-01'));
    writeFileSync(
      path.join(dir, 'ofac_consolidated_2024-01', 'cons_prim.csv'),
      '1,"VIEJA, Ana","individual","X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n',
    );
    mkdirSync(path.join(dir, 'ofac_consolidated_2025-12'));
    writeFileSync(
      path.join(dir, 'ofac_consolidated_2025-12', 'cons_prim.csv'),
      '2,"NUEVA, Ana","individual","X",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1970."\r\n\x1a',
    );
    mkdirSync(path.join(dir, 'us_csl'));
    writeFileSync(
      path.join(dir, 'us_csl', 'consolidated.csv'),
      '_id,source,name,type,alt_names,dates_of_birth,nationalities,citizenships,ids\nab12,X,"PEREZ, Juan",Individual,,,,,\n',
    );

    const listas = await cargarListas(dir);
    expect(listas.map((l) => l.meta.codigo)).toEqual(['ofac_cons', 'us_csl']);
    expect(listas[0]!.meta.version).toBe('2025-12');
    expect(listas[0]!.entradas.map((e) => e.nombre)).toEqual(['NUEVA, Ana']);
    expect(listas[1]!.meta.version).toBe(new Date().toISOString().slice(0, 10));
  });

  it('reports a malformed list and goes on with the others when asked to', async () => {
    mkdirSync(path.join(dir, 'un_consolidated_2026-01'));
    writeFileSync(path.join(dir, 'un_consolidated_2026-01', 'UN_consolidated.xml'), '<CONSOLIDATED_LIST><INDIVIDUALS>');
    const fallos: string[] = [];
    const listas = await cargarListas(dir, { alFallar: (codigo, err) => fallos.push(`${codigo}: ${err.message}`) });
    expect(listas.map((l) => l.meta.codigo)).toEqual(['ofac_cons', 'us_csl']);
    expect(fallos).toEqual([expect.stringContaining("onu: Elemento 'INDIVIDUALS' sin cerrar")]);
    await expect(cargarListas(dir)).rejects.toThrow('sin cerrar');
  });

  it('returns no lists for a directory that does not exist', async () => {
    expect(await cargarListas(path.join(dir, 'no-existe'))).toEqual([]);
  });
});

describe('cargarListaDesdeArchivo (admin upload)', () => {
  it('builds a list from uploaded buffers, with the version given or the one inside the file', () => {
    const sdn = bundledReferenceFile('ofac_sdn_2021-07/sdn.csv');
    const alt = bundledReferenceFile('ofac_sdn_2021-07/alt.csv');
    const lista = cargarListaDesdeArchivo(
      'ofac_sdn',
      { 'SDN.CSV': sdn, 'alt.csv': alt, 'otro.txt': 'x' },
      { version: '2021-07-15' },
    );
    expect(lista.meta).toMatchObject({ codigo: 'ofac_sdn', version: '2021-07-15', entradas: 8976 });
    expect(lista.meta.sha256).toBe(createHash('sha256').update(sdn).update(alt).digest('hex'));

    const xml =
      '<CONSOLIDATED_LIST dateGenerated="2026-03-01T00:00:00Z"><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>ANA</FIRST_NAME><REFERENCE_NUMBER>X.1</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>';
    const onu = cargarListaDesdeArchivo('onu', { 'un_consolidated.xml': xml }, { version: 'ignorada' });
    expect(onu.meta).toMatchObject({ version: '2026-03-01', entradas: 1 });
  });

  it('refuses an upload without the main file, an empty list or an unknown list, in Spanish', () => {
    expect(() => cargarListaDesdeArchivo('ofac_sdn', { 'alt.csv': 'x' })).toThrow("Falta el archivo 'sdn.csv'");
    expect(() => cargarListaDesdeArchivo('ofac_sdn', { 'sdn.csv': '\x1a' })).toThrow('no tiene entradas');
    expect(() => cargarListaDesdeArchivo('ue' as never, {})).toThrow("Lista desconocida 'ue'");
  });
});
