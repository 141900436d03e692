import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { computeCheckDigit } from '@atalaya/shared/rut';
import { audit_log, empresas, trabajadores } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { buildXlsx } from '../../../../../web/src/components/list-page/xlsx';

/* POST /trabajadores/import: preview with per-row Spanish errors, then all-or-nothing confirm. */

const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);

const rut = (body: number) => `${body}-${computeCheckDigit(String(body))}`;
const HEADER =
  'RUT;Nombres;Apellido paterno;Apellido materno;Correo;Teléfono;Cargo;Departamento;Centro;Fecha de ingreso;Tipo;Estado';

const upload = (
  content: string | Buffer,
  modo?: string,
  who: Who | null = 'admin@demo.cl',
  filename = 'nomina.csv',
  query = '',
) => api.subir(`/trabajadores/import${query}`, { filename, content }, { modo }, who);

const count = async (empresaId = api.demoId) =>
  (
    await api.t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trabajadores)
      .where(eq(trabajadores.empresa_id, empresaId))
  )[0]!.n;

const errores = (body: { errores: { fila: number; columna: string; mensaje: string }[] }) =>
  body.errores.map((e) => `Fila ${e.fila} · ${e.columna}: ${e.mensaje}`);

const buenas = [
  `${rut(30111222)};Camila;Rojas;Vera;camila.rojas@demo.cl;+56 9 8765 4321;Analista;cumplimiento;Casa Matriz;05-03-2024;Contratista;En validación`,
  `${rut(30111333)};Pedro;Soto;;;;Operario;Operaciones;;2024-01-15;;`,
];

describe('POST /trabajadores/import: access', () => {
  it('401 without a session, 403 without Mi Empresa, 400 without a file', async () => {
    const csv = `${HEADER}\n${buenas[0]}\n`;
    expect((await upload(csv, 'vista_previa', null)).statusCode).toBe(401);
    const forbidden = await upload(csv, 'vista_previa', 'denuncias@demo.cl');
    expect(forbidden.statusCode).toBe(403);
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/trabajadores/import',
      headers: { cookie: api.cookies['admin@demo.cl']!, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('Debe adjuntar un archivo.');
  });

  it('is documented in the OpenAPI, and a platform admin imports into the company named in empresa_id', async () => {
    const doc = (await api.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/trabajadores/import'].post.tags).toEqual(['mi-empresa']);
    expect(doc.paths['/api/v1/usuarios/import'].post).toBeDefined();
    const [otra] = await api.t.handle.db
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
    const csv = `${HEADER}\n${rut(30111888)};Eva;Lagos;;;;;Producción;;;;\n`;
    const res = await upload(csv, 'vista_previa', 'admin@atalaya.cl', 'x.csv', `?empresa_id=${otra!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ filas: 1, validas: 1, errores: [] });
    const otro = await upload(csv, 'vista_previa', 'admin@demo.cl', 'x.csv', `?empresa_id=${otra!.id}`);
    expect(otro.statusCode).toBe(404);
  });

  it('refuses a file that is not a CSV or XLSX, and a bad modo', async () => {
    const res = await upload(Buffer.from('%PDF-1.4 ...'), 'vista_previa', 'admin@demo.cl', 'x.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El archivo no es un CSV ni un Excel (.xlsx) válido.');
    const modo = await upload(`${HEADER}\n${buenas[0]}\n`, 'todo');
    expect(modo.statusCode).toBe(400);
    expect(modo.json().errores.modo).toBe('El modo debe ser vista_previa o confirmar.');
    const cols = await upload('Correo;Cargo\na@b.cl;x\n', 'vista_previa');
    expect(cols.statusCode).toBe(400);
    expect(cols.json().mensaje).toMatch(/^Faltan columnas obligatorias: RUT, Nombres, Apellido paterno\./);
  });
});

describe('POST /trabajadores/import: preview', () => {
  it('reports each bad row in Spanish and writes nothing', async () => {
    const before = await count();
    const csv = [
      `${HEADER};Observaciones`,
      buenas[0],
      `12.345.678-9;Ana;Pérez;;;;;;;;;`, // bad RUT
      `${rut(30111444)};;Muñoz;;correo-malo;;;;;;;`, // missing nombres, bad email
      `${rut(30111222)};Camila;Otra;;;;;;;;;`, // repeated in the file (row 2)
      `12.345.678-5;Ya;Existe;;;;;;;;;`, // already a worker of Empresa Demo SpA (seed)
      `${rut(30111555)};Rosa;Lagos;;;;;Producción;Planta Viña del Mar;31-02-2024;Externo;`, // other tenant's names
      buenas[1],
    ].join('\r\n');
    const res = await upload(csv, 'vista_previa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.filas).toBe(7);
    expect(body.validas).toBe(2);
    expect(body.columnas_desconocidas).toEqual(['Observaciones']);
    expect(errores(body)).toEqual([
      'Fila 3 · RUT: RUT inválido',
      'Fila 4 · Nombres: El nombre es obligatorio',
      'Fila 4 · Email: Ingrese un correo electrónico válido',
      'Fila 5 · RUT: RUT repetido en el archivo (también en la fila 2)',
      'Fila 6 · RUT: Ya existe un trabajador con este RUT en la empresa',
      'Fila 7 · Departamento: No existe el departamento «Producción» en la empresa',
      'Fila 7 · Centro: No existe el centro «Planta Viña del Mar» en la empresa',
      'Fila 7 · Fecha de ingreso: Ingrese una fecha válida (AAAA-MM-DD)',
      'Fila 7 · Tipo: El tipo debe ser propio o contratista',
    ]);
    expect(body.errores_total).toBe(9);
    expect(body.muestra).toHaveLength(7);
    expect(body.muestra[0]).toEqual({
      fila: 2,
      valida: true,
      datos: expect.objectContaining({ rut: rut(30111222), nombres: 'Camila', departamento: 'cumplimiento' }),
    });
    expect(body.muestra[1].valida).toBe(false);
    expect(await count()).toBe(before);
  });

  it('confirm with errors answers 400 with the same report and writes nothing', async () => {
    const before = await count();
    const csv = `${HEADER}\n${buenas[0]}\n12.345.678-9;Ana;Pérez;;;;;;;;;\n`;
    const res = await upload(csv, 'confirmar');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.codigo).toBe('VALIDACION');
    expect(body.mensaje).toBe('El archivo tiene 1 error; no se importó ninguna fila.');
    expect(errores(body)).toEqual(['Fila 3 · RUT: RUT inválido']);
    expect(await count()).toBe(before);
    const vacio = await upload(`${HEADER}\n`, 'confirmar');
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().mensaje).toBe('El archivo no tiene filas para importar.');
  });
});

describe('POST /trabajadores/import: confirm', () => {
  it('inserts every row with references resolved and writes one audit row', async () => {
    const before = await count();
    const res = await upload(`${HEADER}\r\n${buenas.join('\r\n')}\r\n`, 'confirmar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 2 });
    expect(await count()).toBe(before + 2);

    const list = await api.t.app.inject({
      method: 'GET',
      url: '/api/v1/trabajadores/?q=Rojas Vera',
      headers: { cookie: api.cookies['admin@demo.cl']! },
    });
    const [camila] = list.json().data;
    expect(camila).toMatchObject({
      rut: rut(30111222),
      nombres: 'Camila',
      apellido_paterno: 'Rojas',
      apellido_materno: 'Vera',
      email: 'camila.rojas@demo.cl',
      telefono: '+56 9 8765 4321',
      cargo: 'Analista',
      departamento: { nombre: 'Cumplimiento' },
      centro: { nombre: 'Casa Matriz' },
      fecha_ingreso: '2024-03-05',
      tipo: 'contratista',
      estado: 'en_validacion',
    });
    const [pedro] = await api.t.handle.db
      .select()
      .from(trabajadores)
      .where(eq(trabajadores.rut, rut(30111333)));
    expect(pedro).toMatchObject({ tipo: 'propio', estado: 'activo', email: null, centro_id: null });

    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.empresa_id, api.demoId),
          eq(audit_log.accion, 'importar'),
          // The demo seed imports its requisitos from the catalogue too.
          eq(audit_log.entidad, 'trabajador'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entidad: 'trabajador',
      cambios: { importados: 2, archivo: 'nomina.csv', formato: 'csv' },
    });

    // Importing the same file again: every RUT now exists, nothing is written.
    const again = await upload(`${HEADER}\n${buenas.join('\n')}\n`, 'confirmar');
    expect(again.statusCode).toBe(400);
    expect(errores(again.json())).toEqual([
      'Fila 2 · RUT: Ya existe un trabajador con este RUT en la empresa',
      'Fila 3 · RUT: Ya existe un trabajador con este RUT en la empresa',
    ]);
  });

  it('imports the list export (XLSX, single Nombre column) into another company, by its own names', async () => {
    const xlsx = await buildXlsx(
      'Trabajadores',
      ['RUT', 'Nombre', 'Cargo', 'Departamento', 'Centro', 'Tipo', 'Estado', 'Fecha de ingreso'],
      [
        [
          '30.111.666-' + computeCheckDigit('30111666'),
          'Ana María Fuentes Lira',
          'Jefa',
          'Producción',
          'Planta Viña del Mar',
          'Propio',
          'Bloqueado',
          45356,
        ],
        [
          '30.111.777-' + computeCheckDigit('30111777'),
          'Jorge Vidal',
          '',
          'Cumplimiento',
          '',
          'Contratista',
          'Activo',
          null,
        ],
      ],
    );
    const preview = await upload(Buffer.from(xlsx), undefined, 'admin@otra.cl', 'trabajadores.xlsx');
    expect(preview.statusCode).toBe(200);
    // 'Cumplimiento' is a department of Empresa Demo SpA, not of Otra Empresa Ltda.
    expect(errores(preview.json())).toEqual([
      'Fila 3 · Departamento: No existe el departamento «Cumplimiento» en la empresa',
    ]);

    const fixed = await buildXlsx(
      'Trabajadores',
      ['RUT', 'Nombre', 'Cargo', 'Departamento', 'Centro', 'Tipo', 'Estado', 'Fecha de ingreso'],
      [
        [
          '30.111.666-' + computeCheckDigit('30111666'),
          'Ana María Fuentes Lira',
          'Jefa',
          'produccion',
          'Planta Viña del Mar',
          'Propio',
          'Bloqueado',
          45356,
        ],
      ],
    );
    const res = await upload(Buffer.from(fixed), 'confirmar', 'admin@otra.cl', 'trabajadores.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 1 });
    const rows = await api.t.handle.db
      .select()
      .from(trabajadores)
      .where(inArray(trabajadores.rut, [rut(30111666)]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nombres: 'Ana María',
      apellido_paterno: 'Fuentes',
      apellido_materno: 'Lira',
      estado: 'bloqueado',
      fecha_ingreso: '2024-03-05',
    });
    expect(rows[0]!.empresa_id).not.toBe(api.demoId);
  });
});
