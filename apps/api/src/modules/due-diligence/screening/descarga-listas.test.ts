import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListasScreeningResponse } from '@atalaya/shared/contracts/due-diligence/listas';
import { audit_log, jobs } from '../../../db/schema/index';
import { BUNDLED_REFERENCE_DIR } from '../../../paths';
import { bundledReferenceFile, bundledReferenceText } from '../../../test/reference-data';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../../test/test-app';
import { descargarListas } from './descarga-listas';
import { COLA_DESCARGA_LISTAS, createDescargaListasHandler } from './descarga-listas.job';
import { dirSubidas, recargarScreening } from './servicio-screening';

/*
 * A local HTTP server stands for the publication addresses: it serves the shipped files (OFAC
 * ones as the stored .gz bytes: a gzip body), a corrupt file, an older UN release and an address
 * that never answers. At first only the UN list and an OFAC SDN upload stored by the earlier code
 * (a plain folder, sdn.csv alone) are in service, so engine rebuilds stay quick.
 */
const CARPETA_ONU = 'un_consolidated_2026-02';
const XML_ONU = bundledReferenceText(`${CARPETA_ONU}/UN_consolidated.xml`);
const CARPETAS = { ofac_sdn: 'ofac_sdn_2021-07', ofac_cons: 'ofac_consolidated_2025-12', us_csl: 'us_csl_2025-05' };
const LISTAS = '/api/v1/due-diligence/screening/listas';

let t: TestContext;
let servidor: Server;
let base: string;
let referencia: string;
let admin: string;

/** '/buena/<carpeta>/<file>': the shipped file; '/anterior/…': UN of 2026-01-01; '/corrupta/…', '/muda/…'. */
function responder(url: string, res: ServerResponse) {
  const [, tipo, carpeta, archivo] = url.split('/');
  if (tipo === 'muda') return; // never answers
  if (tipo === 'corrupta') return res.end('esto,no,es\n"una lista');
  if (tipo === 'anterior')
    return res.end(XML_ONU.replace(/dateGenerated="[^"]*"/, 'dateGenerated="2026-01-01T00:00:00Z"'));
  if (tipo === 'buena' && archivo === 'un_consolidated.xml') return res.end(XML_ONU);
  if (tipo === 'buena') return res.end(readFileSync(path.join(BUNDLED_REFERENCE_DIR, carpeta!, `${archivo}.gz`)));
  res.statusCode = 404;
  res.end();
}

beforeAll(async () => {
  servidor = createServer((req, res) => responder(req.url ?? '/', res));
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  referencia = mkdtempSync(path.join(tmpdir(), 'atalaya-descarga-'));
  mkdirSync(path.join(referencia, CARPETA_ONU));
  writeFileSync(path.join(referencia, CARPETA_ONU, 'UN_consolidated.xml'), XML_ONU);
  t = await createTestApp({ referenceDataDir: referencia, SANCTIONS_DOWNLOAD_TIMEOUT_MS: 3000 });
  mkdirSync(carpetaSdn(), { recursive: true });
  writeFileSync(path.join(carpetaSdn(), 'sdn.csv'), bundledReferenceFile(`${CARPETAS.ofac_sdn}/sdn.csv`));
  admin = cookieHeader(await loginAs(t.app, 'admin@atalaya.cl'));
});
afterAll(async () => {
  await t?.close();
  servidor?.closeAllConnections();
  servidor?.close();
  rmSync(referencia, { recursive: true, force: true });
});

const listas = async (): Promise<ListasScreeningResponse> => {
  const res = await t.app.inject({ method: 'GET', url: LISTAS, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const versiones = async () => Object.fromEntries((await listas()).listas.map((l) => [l.codigo, l.version]));

const carpetaSdn = () => path.join(dirSubidas(t.app.config), 'ofac_sdn');
const hoy = new Date().toISOString().slice(0, 10);

const entorno = (urls: Record<string, string>) => ({
  config: { ...t.app.config, ...urls },
  log: t.app.log,
  db: t.handle.db,
});

describe('sanctions lists download', () => {
  it('keeps each list in service on a time-out, a corrupt file or an older release, tells the admins, updates the rest', async () => {
    expect(await versiones()).toEqual({ ofac_sdn: hoy, onu: '2026-02-27' });
    const resultados = await descargarListas(
      entorno({
        SANCTIONS_URL_OFAC_SDN: `${base}/muda/`,
        SANCTIONS_URL_OFAC_CONS: `${base}/corrupta/`,
        SANCTIONS_URL_ONU: `${base}/anterior/consolidated.xml`,
        SANCTIONS_URL_US_CSL: `${base}/buena/${CARPETAS.us_csl}/consolidated.csv`,
      }),
    );
    // What the job does next (the CLI leaves it to the servers).
    await recargarScreening(t.app);
    expect(resultados).toEqual([
      {
        codigo: 'ofac_sdn',
        estado: 'fallida',
        version: hoy,
        motivo: expect.stringMatching(/^Tiempo de espera agotado al descargar /),
      },
      {
        codigo: 'ofac_cons',
        estado: 'fallida',
        motivo: 'El archivo no se pudo leer como esta lista: Campo entre comillas sin cerrar (línea 2).',
      },
      {
        codigo: 'onu',
        estado: 'fallida',
        version: '2026-02-27',
        motivo:
          'El archivo es anterior a la lista cargada (versión del archivo 01/01/2026; versión cargada 27/02/2026).',
      },
      { codigo: 'us_csl', estado: 'actualizada', version: expect.any(String) },
    ]);

    // Nothing of the failed lists was stored: the UN list in service stays, the CSL comes in.
    const enServicio = await listas();
    expect(enServicio.listas.map((l) => l.codigo)).toEqual(['ofac_sdn', 'onu', 'us_csl']);
    expect(enServicio.listas.find((l) => l.codigo === 'onu')).toMatchObject({
      version: '2026-02-27',
      origen: 'referencia',
    });
    expect(enServicio.listas.find((l) => l.codigo === 'us_csl')).toMatchObject({ origen: 'descarga' });

    const avisos = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notificaciones/?skip=0&limit=10',
      headers: { cookie: admin },
    });
    const mensajes = (avisos.json().data as { titulo: string; mensaje: string }[])
      .filter((n) => n.titulo.startsWith('Lista '))
      .map((n) => `${n.titulo} | ${n.mensaje}`);
    expect(mensajes.sort()).toEqual([
      expect.stringMatching(
        /^Lista OFAC SDN no actualizada \| No se pudo actualizar la lista OFAC SDN\. Tiempo de espera agotado al descargar http:\/\/127\.0\.0\.1:\d+\/muda\/sdn\.csv \(3 s\)\. Sigue en servicio la versión \d\d\/\d\d\/\d{4}\.$/,
      ),
      'Lista OFAC consolidada no actualizada | No se pudo actualizar la lista OFAC consolidada. El archivo no se pudo leer como esta lista: Campo entre comillas sin cerrar (línea 2).',
      'Lista ONU no actualizada | No se pudo actualizar la lista ONU. El archivo es anterior a la lista cargada (versión del archivo 01/01/2026; versión cargada 27/02/2026). Sigue en servicio la versión 27/02/2026.',
    ]);
    const correos = await t.app.inject({
      method: 'GET',
      url: '/api/v1/correos/?skip=0&limit=50',
      headers: { cookie: admin },
    });
    const paraAdmin = (correos.json().data as { para: string; asunto: string }[]).filter(
      (c) => c.para === 'admin@atalaya.cl' && c.asunto.startsWith('Lista '),
    );
    expect(paraAdmin.map((c) => c.asunto).sort()).toEqual([
      'Lista OFAC SDN no actualizada',
      'Lista OFAC consolidada no actualizada',
      'Lista ONU no actualizada',
    ]);
  });

  it('the daily job fetches the shipped files: lists updated and served, audited, next run scheduled', async () => {
    const antes = await versiones();
    const config = entorno({
      SANCTIONS_URL_OFAC_SDN: `${base}/buena/${CARPETAS.ofac_sdn}/`,
      SANCTIONS_URL_OFAC_CONS: `${base}/buena/${CARPETAS.ofac_cons}/`,
      SANCTIONS_URL_ONU: `${base}/buena/x/un_consolidated.xml`,
      SANCTIONS_URL_US_CSL: `${base}/buena/${CARPETAS.us_csl}/consolidated.csv`,
    });
    const ahora = new Date();
    await createDescargaListasHandler(
      config,
      () => ahora,
    )({ id: 0, cola: COLA_DESCARGA_LISTAS, payload: {}, intentos: 1, maxIntentos: 1 });

    const { listas: nuevas } = await vi.waitFor(
      async () => {
        const r = await listas();
        expect(r.recargando).toBe(false);
        expect(r.listas.map((l) => l.codigo)).toEqual(['ofac_sdn', 'ofac_cons', 'onu', 'us_csl']);
        return r;
      },
      { timeout: 30_000, interval: 200 },
    );
    // OFAC files carry no date: a new download takes the day's; the unchanged lists keep theirs.
    expect(Object.fromEntries(nuevas.map((l) => [l.codigo, [l.version, l.origen]]))).toEqual({
      ofac_sdn: [hoy, 'descarga'],
      ofac_cons: [hoy, 'descarga'],
      onu: ['2026-02-27', 'referencia'],
      us_csl: [antes.us_csl, 'descarga'],
    });
    expect(nuevas.find((l) => l.codigo === 'ofac_sdn')!.entradas).toBe(8976);
    // The earlier plain folder was replaced by a link onto the new files: no file of it is left.
    expect(lstatSync(carpetaSdn()).isSymbolicLink()).toBe(true);
    expect(readdirSync(carpetaSdn()).sort()).toEqual(['.descarga', 'alt.csv', 'sdn.csv', 'sdn_comments.csv']);

    const auditadas = await t.handle.db
      .select({ entidad_id: audit_log.entidad_id })
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'descargar_lista'), eq(audit_log.entidad, 'lista_screening')));
    expect(auditadas.map((a) => a.entidad_id).sort()).toEqual(['ofac_cons', 'ofac_sdn', 'us_csl']);
    const [siguiente] = await t.handle.db
      .select({ clave: jobs.clave_unica })
      .from(jobs)
      .where(and(eq(jobs.cola, COLA_DESCARGA_LISTAS), eq(jobs.estado, 'pendiente')));
    const manana = new Date(ahora.getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
    expect(siguiente?.clave).toBe(`${COLA_DESCARGA_LISTAS}:${manana}`);
  });
});
