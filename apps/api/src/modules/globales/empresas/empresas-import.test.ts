import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { computeCheckDigit } from '@atalaya/shared/rut';
import { audit_log, empresas } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { chileDpaImporter } from '../../reference/importers/chile-dpa';
import { siiActividadesImporter } from '../../reference/importers/sii-actividades';
import { importReferenceData } from '../../reference/reference.service';
import { buildXlsx } from '../../../../../web/src/components/list-page/xlsx';

/* POST /empresas/import (Globales, admin_atalaya): preview with per-row errors, all-or-nothing confirm. */

const USERS = ['admin@atalaya.cl', 'admin@demo.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);

beforeAll(async () => {
  await importReferenceData(
    { db: api.t.handle.db },
    { dir: api.t.app.config.referenceDataDir, importers: [chileDpaImporter, siiActividadesImporter] },
  );
});

const rut = (body: number) => `${body}-${computeCheckDigit(String(body))}`;
const HEADER =
  'RUT;Razón social;Nombre de fantasía;Actividad económica;Dirección;Región;Comuna;Plan;Activa;Créditos due diligence';

const upload = (content: string | Buffer, modo: string, who: Who | null = 'admin@atalaya.cl', filename = 'e.csv') =>
  api.subir('/empresas/import', { filename, content }, { modo }, who);

const total = async () => (await api.t.handle.db.select({ n: sql<number>`count(*)::int` }).from(empresas))[0]!.n;
const errores = (body: { errores: { fila: number; columna: string; mensaje: string }[] }) =>
  body.errores.map((e) => `Fila ${e.fila} · ${e.columna}: ${e.mensaje}`);

const buenas = [
  `${rut(76111222)};Constructora Andes SpA;Andes;620100 - ACTIVIDADES DE PROGRAMACIÓN INFORMÁTICA;Av. Providencia 1234;Metropolitana de Santiago;providencia;Empresa;Sí;`,
  `${formatear(76111333)};Transportes Costa Ltda.;;11101;;5;5101;profesional;No;1.000`,
];
function formatear(body: number) {
  return `${String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${computeCheckDigit(String(body))}`;
}

describe('POST /empresas/import', () => {
  it('401 without a session, 403 for a company administrator, and documented in the OpenAPI', async () => {
    const csv = `${HEADER}\n${buenas[0]}\n`;
    expect((await upload(csv, 'vista_previa', null)).statusCode).toBe(401);
    const forbidden = await upload(csv, 'confirmar', 'admin@demo.cl');
    expect(forbidden.statusCode).toBe(403);
    expect(
      await api.t.handle.db
        .select()
        .from(empresas)
        .where(eq(empresas.rut, rut(76111222))),
    ).toHaveLength(0);
    const doc = (await api.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/empresas/import'].post.tags).toEqual(['empresas']);
    const cols = await upload('RUT;Dirección\n1-9;x\n', 'vista_previa');
    expect(cols.statusCode).toBe(400);
    expect(cols.json().mensaje).toMatch(/^Faltan columnas obligatorias: Razón social, Plan\./);
  });

  it('previews every bad row with its number and Spanish message, and confirm writes nothing', async () => {
    const before = await total();
    const csv = [
      HEADER,
      buenas[0],
      '12.345.678-9;Mala RUT SpA;;;;;;Empresa;;', // bad RUT
      `${rut(76111444)};;;999999;;;;Oro;quizás;-3`, // no razón social, activity, plan, activa, credits
      `${rut(76111555)};Sur SpA;;;;Valparaíso;Providencia;Básico;;`, // comuna of another region
      `${rut(76111666)};Norte SpA;;;;Atlántida;;Básico;;`, // unknown region
      `${rut(76111777)};Centro SpA;;;;13;;Básico;;`, // region without comuna
      `${rut(76111222)};Repetida SpA;;;;;;Básico;;`, // repeated in the file (row 2)
      '76.543.210-3;Ya Existe SpA;;;;;;Básico;;', // Empresa Demo SpA
      `${rut(76111888)};Sin Plan SpA;;;;;Comuna Inventada;;;`,
    ].join('\n');
    const res = await upload(csv, 'vista_previa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(errores(body)).toEqual([
      'Fila 3 · RUT: RUT inválido',
      'Fila 4 · Actividad económica: No existe la actividad económica «999999» (código SII de 6 dígitos)',
      'Fila 4 · Plan: No existe el plan «Oro»',
      'Fila 4 · Activa: Indique Sí o No',
      'Fila 4 · Razón social: La razón social es obligatoria',
      'Fila 4 · Créditos due diligence: Los créditos no pueden ser negativos.',
      'Fila 5 · Comuna: La comuna «Providencia» no pertenece a la región indicada',
      'Fila 6 · Región: No existe la región «Atlántida»',
      'Fila 7 · Comuna: Indique la comuna (debe pertenecer a la región)',
      'Fila 8 · RUT: RUT repetido en el archivo (también en la fila 2)',
      'Fila 9 · RUT: Ya existe una empresa con este RUT.',
      'Fila 10 · Comuna: No existe la comuna «Comuna Inventada»',
      'Fila 10 · Plan: Seleccione un plan',
    ]);
    expect(body).toMatchObject({ filas: 9, validas: 1, errores_total: 13 });
    expect(body.muestra[0]).toMatchObject({ fila: 2, valida: true });
    expect(body.muestra[1]).toMatchObject({ fila: 3, valida: false, datos: { rut: '12.345.678-9' } });

    const confirm = await upload(csv, 'confirmar');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().mensaje).toBe('El archivo tiene 13 errores; no se importó ninguna fila.');
    expect(errores(confirm.json())).toEqual(errores(body));
    expect(await total()).toBe(before);
  });

  it('imports valid rows with names or codes, plan credits by default, one platform audit row', async () => {
    const before = await total();
    const csv = `${HEADER}\n${buenas.join('\n')}\n`;
    const preview = await upload(csv, 'vista_previa');
    expect(preview.json()).toMatchObject({ filas: 2, validas: 2, errores_total: 0 });
    const res = await upload(csv, 'confirmar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 2 });
    expect(await total()).toBe(before + 2);

    const list = await api.t.app.inject({
      method: 'GET',
      url: '/api/v1/empresas/?q=76111&limit=10',
      headers: { cookie: api.cookies['admin@atalaya.cl']! },
    });
    const data = list.json().data as Record<string, unknown>[];
    const porRut = Object.fromEntries(data.map((e) => [e.rut, e]));
    expect(porRut[rut(76111222)]).toMatchObject({
      nombre: 'Constructora Andes SpA',
      nombre_fantasia: 'Andes',
      actividad: { codigo: '620100' },
      direccion: 'Av. Providencia 1234',
      region: { codigo: '13' },
      comuna: { codigo: '13123', nombre: 'Providencia' },
      plan: { nombre: 'Empresa' },
      activa: true,
      creditos_due_diligence: 50,
      es_plataforma: false,
    });
    expect(porRut[rut(76111333)]).toMatchObject({
      nombre: 'Transportes Costa Ltda.',
      actividad: { codigo: '011101' },
      region: { codigo: '05' },
      comuna: { codigo: '05101' },
      plan: { nombre: 'Profesional' },
      activa: false,
      creditos_due_diligence: 1000,
    });

    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'importar'), eq(audit_log.entidad, 'empresa')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ empresa_id: null, cambios: { importados: 2, archivo: 'e.csv', formato: 'csv' } });

    // The same file again: every RUT now exists, nothing is written.
    const again = await upload(csv, 'confirmar');
    expect(again.statusCode).toBe(400);
    expect(errores(again.json())).toEqual([
      'Fila 2 · RUT: Ya existe una empresa con este RUT.',
      'Fila 3 · RUT: Ya existe una empresa con este RUT.',
    ]);
    expect(await total()).toBe(before + 2);
  });

  it('reads an Excel file; a comuna alone implies its region', async () => {
    const xlsx = await buildXlsx(
      'Empresas',
      ['RUT', 'Razón social', 'Comuna', 'Plan'],
      [[rut(76111999), 'Viña Servicios SpA', 'Viña del Mar', 'Básico']],
    );
    const res = await upload(Buffer.from(xlsx), 'confirmar', 'admin@atalaya.cl', 'empresas.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 1 });
    const [row] = await api.t.handle.db
      .select()
      .from(empresas)
      .where(eq(empresas.rut, rut(76111999)));
    expect(row).toMatchObject({ region_codigo: '05', comuna_codigo: '05109', activo: true, creditos_due_diligence: 0 });
  });
});
