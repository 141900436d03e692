import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanalConfig, CategoriaDenuncia } from '@atalaya/shared/contracts/canal-denuncias/config';
import {
  audit_log,
  canales_denuncia,
  categorias_denuncia,
  denuncias,
  empresas,
  usuarios,
} from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'dd@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl'] as const;
const api = apiDePrueba(USERS);
const { call, json } = api;
const db = () => api.t.handle.db;

let otraId = 0;
const u: Record<string, number> = {};

beforeAll(async () => {
  const [otra] = await db().select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  otraId = otra!.id;
  for (const f of await db().select().from(usuarios)) u[f.email] = f.id;
});

async function auditoria(entidad: string, entidadId: number) {
  return db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entidad, entidad), eq(audit_log.entidad_id, String(entidadId))))
    .orderBy(audit_log.id);
}

describe('configuración del canal', () => {
  it('la leen los usuarios del canal, con enlaces públicos y candidatos a receptores', async () => {
    const res = await call('GET', '/canal-denuncia/configuracion', 'denuncias@demo.cl');
    expect(res.statusCode, res.body).toBe(200);
    const config = res.json() as CanalConfig;
    const [demo] = await db().select().from(empresas).where(eq(empresas.id, api.demoId));
    expect(config).toMatchObject({
      empresa_id: api.demoId,
      habilitado: true,
      slug: 'denuncia',
      titulo: 'Canal de denuncias',
      permite_anonimo: true,
      retencion_meses: 60,
      token: demo!.token_canal,
      enlaces: {
        canal: `/canal/${demo!.token_canal}`,
        formulario: `/denuncia/${demo!.token_canal}`,
        consulta: `/consulta-denuncia/${demo!.token_canal}`,
      },
    });
    // Seeded texts
    expect(config.que_denunciar).toContain('Ley 20.393');
    expect(config.que_denunciar).toContain('Ley 21.595');
    expect(config.que_denunciar).toContain('Ley Karin');
    expect(config.canales_externos).toContain('www.dt.gob.cl');
    expect(config.canales_externos).toContain('www.fiscaliadechile.cl');
    expect(config.anonimato).toContain('cifrad');
    const correos = config.usuarios_canal.map((x) => x.email).sort();
    expect(correos).toEqual([
      'admin@demo.cl',
      'aprobador@demo.cl',
      'denuncias@demo.cl',
      'revisor@demo.cl',
      'tekemi@demo.cl',
    ]);
    expect(config.usuarios_canal.find((x) => x.email === 'denuncias@demo.cl')?.roles).toEqual(['admin_user_denuncias']);
  });

  it('roles: sin sesión 401, sin rol del canal 403, los usuarios del canal no la modifican', async () => {
    await api.rechazos(
      [
        ['GET', '/canal-denuncia/configuracion'],
        ['PUT', '/canal-denuncia/configuracion'],
        ['GET', '/canal-denuncia/configuracion/qr.svg'],
        ['GET', '/categoria-denuncias/'],
        ['POST', '/categoria-denuncias/'],
        ['PUT', '/categoria-denuncias/1'],
        ['DELETE', '/categoria-denuncias/1'],
      ],
      'dd@demo.cl',
    );
    for (const [method, url] of [
      ['PUT', '/canal-denuncia/configuracion'],
      ['POST', '/categoria-denuncias/'],
      ['PUT', '/categoria-denuncias/1'],
      ['DELETE', '/categoria-denuncias/1'],
    ] as const) {
      expect((await call(method, url, 'denuncias@demo.cl', {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('la modifica admin_empresa, con auditoría; los campos omitidos se mantienen', async () => {
    const antes = (await json('GET', '/canal-denuncia/configuracion', 'admin@demo.cl')) as CanalConfig;
    const res = await call('PUT', '/canal-denuncia/configuracion', 'admin@demo.cl', {
      slug: 'etica-demo',
      titulo: 'Canal de ética',
      retencion_meses: 120,
      permite_anonimo: false,
      introduccion: 'Nuevo texto de bienvenida.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const config = res.json() as CanalConfig;
    expect(config).toMatchObject({
      slug: 'etica-demo',
      titulo: 'Canal de ética',
      retencion_meses: 120,
      permite_anonimo: false,
      habilitado: true,
      introduccion: 'Nuevo texto de bienvenida.',
      que_denunciar: antes.que_denunciar,
    });
    expect(config.enlaces.formulario).toBe(`/etica-demo/${config.token}`);
    const [fila] = await db().select().from(canales_denuncia).where(eq(canales_denuncia.empresa_id, api.demoId));
    expect(fila).toMatchObject({ slug: 'etica-demo', retencion_meses: 120, permite_anonimo: false });
    const filas = await auditoria('canal_denuncia', api.demoId);
    expect(filas.at(-1)).toMatchObject({
      accion: 'actualizar',
      usuario_id: u['admin@demo.cl'],
      empresa_id: api.demoId,
      cambios: {
        slug: { antes: 'denuncia', despues: 'etica-demo' },
        retencion_meses: { antes: 60, despues: 120 },
        introduccion: { modificado: true },
      },
    });

    const cerrado = await json('PUT', '/canal-denuncia/configuracion', 'admin@demo.cl', { habilitado: false });
    expect(cerrado).toMatchObject({ habilitado: false, slug: 'etica-demo' });
    await call('PUT', '/canal-denuncia/configuracion', 'admin@demo.cl', { habilitado: true, permite_anonimo: true });
  });

  it('400 con mensajes en español: slug, retención, textos', async () => {
    const casos: [object, string, string][] = [
      [
        { slug: 'ab' },
        'slug',
        'La dirección debe tener entre 3 y 40 caracteres: letras minúsculas, números y guiones.',
      ],
      [
        { slug: 'Mi-Canal' },
        'slug',
        'La dirección debe tener entre 3 y 40 caracteres: letras minúsculas, números y guiones.',
      ],
      [
        { slug: '-canal' },
        'slug',
        'La dirección debe tener entre 3 y 40 caracteres: letras minúsculas, números y guiones.',
      ],
      [
        { slug: 'canal denuncias' },
        'slug',
        'La dirección debe tener entre 3 y 40 caracteres: letras minúsculas, números y guiones.',
      ],
      [
        { slug: 'a'.repeat(41) },
        'slug',
        'La dirección debe tener entre 3 y 40 caracteres: letras minúsculas, números y guiones.',
      ],
      [{ slug: 'login' }, 'slug', 'Esa dirección la usa la aplicación; elija otra.'],
      [{ slug: 'consulta-denuncia' }, 'slug', 'Esa dirección la usa la aplicación; elija otra.'],
      [{ slug: 'canal-denuncias' }, 'slug', 'Esa dirección la usa la aplicación; elija otra.'],
      [{ retencion_meses: 11 }, 'retencion_meses', 'La retención debe estar entre 12 y 240 meses.'],
      [{ retencion_meses: 241 }, 'retencion_meses', 'La retención debe estar entre 12 y 240 meses.'],
      [{ titulo: '  ' }, 'titulo', 'Indique el título del canal.'],
      [{ habilitado: 'quizás' }, 'habilitado', 'Habilitado debe ser verdadero o falso.'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await call('PUT', '/canal-denuncia/configuracion', 'admin@demo.cl', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errores[campo], JSON.stringify(body)).toBe(mensaje);
    }
    const [fila] = await db().select().from(canales_denuncia).where(eq(canales_denuncia.empresa_id, api.demoId));
    expect(fila!.slug).toBe('etica-demo');
    expect(
      (await call('PUT', '/canal-denuncia/configuracion', 'admin@demo.cl', { slug: 'canal-2026' })).statusCode,
    ).toBe(200);
  });

  it('crea la configuración por defecto (con categorías) si la empresa no la tiene', async () => {
    await db().delete(categorias_denuncia).where(eq(categorias_denuncia.empresa_id, otraId));
    await db().delete(canales_denuncia).where(eq(canales_denuncia.empresa_id, otraId));
    const config = (await json('GET', '/canal-denuncia/configuracion', 'admin@otra.cl')) as CanalConfig;
    expect(config).toMatchObject({ empresa_id: otraId, slug: 'denuncia', habilitado: true });
    expect(config.introduccion.length).toBeGreaterThan(100);
    const { data } = (await json('GET', '/categoria-denuncias/', 'admin@otra.cl')) as { data: CategoriaDenuncia[] };
    expect(data.map((c) => c.nombre)).toContain('Acoso laboral');
    expect(data.filter((c) => c.tipo === 'ley_karin').every((c) => c.requiere_identificacion)).toBe(true);
    expect((await auditoria('canal_denuncia', otraId)).at(-1)).toMatchObject({
      accion: 'crear',
      usuario_id: u['admin@otra.cl'],
    });
    // A second read creates nothing more
    await json('GET', '/canal-denuncia/configuracion', 'admin@otra.cl');
    expect((await json('GET', '/categoria-denuncias/', 'admin@otra.cl')).total).toBe(data.length);
  });

  it('cada empresa ve la suya; la plataforma elige la empresa con empresa_id', async () => {
    const otra = (await json('GET', '/canal-denuncia/configuracion', 'admin@otra.cl')) as CanalConfig;
    expect(otra.empresa_id).toBe(otraId);
    expect(otra.slug).toBe('denuncia');
    expect((await call('GET', `/canal-denuncia/configuracion?empresa_id=${otraId}`, 'admin@demo.cl')).statusCode).toBe(
      404,
    );
    const plataforma = await call('GET', `/canal-denuncia/configuracion?empresa_id=${otraId}`, 'admin@atalaya.cl');
    expect(plataforma.statusCode, plataforma.body).toBe(200);
    expect(plataforma.json().token).toBe(otra.token);
  });
});

describe('código QR', () => {
  it('es un SVG con el enlace absoluto, tomado del Host de la solicitud', async () => {
    const pedir = (query: string, headers: Record<string, string> = {}) =>
      api.t.app.inject({
        method: 'GET',
        url: `/api/v1/canal-denuncia/configuracion/qr.svg${query}`,
        headers: { cookie: api.cookies['admin@demo.cl'], host: 'canal.ejemplo.cl', ...headers },
      });
    const canal = await pedir('?destino=canal');
    expect(canal.statusCode, canal.body).toBe(200);
    expect(canal.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(canal.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(canal.body).toMatch(/<path[^>]* d="M/);
    expect(canal.body.trim().endsWith('</svg>')).toBe(true);
    // It encodes the absolute URL of the channel page (compared with a code made independently)
    const config = (await json('GET', '/canal-denuncia/configuracion', 'admin@demo.cl')) as CanalConfig;
    const opciones = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;
    expect(canal.body).toBe(await QRCode.toString(`http://canal.ejemplo.cl/canal/${config.token}`, opciones));
    const formulario = await pedir('?destino=formulario');
    expect(formulario.statusCode).toBe(200);
    expect(formulario.body).toBe(
      await QRCode.toString(`http://canal.ejemplo.cl/${config.slug}/${config.token}`, opciones),
    );
    expect(formulario.body).not.toBe(canal.body);
    expect((await pedir('')).body).toBe(canal.body); // canal by default
    // Same URL → same code; another host → another code
    expect((await pedir('?destino=canal', { host: 'otro.ejemplo.cl' })).body).not.toBe(canal.body);
    const malo = await pedir('?destino=correo');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores.destino).toBe("destino debe ser 'canal' o 'formulario'.");
  });
});

describe('categorías y receptores', () => {
  const categorias = async (who: (typeof USERS)[number] = 'admin@demo.cl') =>
    ((await json('GET', '/categoria-denuncias/', who)) as { data: CategoriaDenuncia[]; total: number }).data;

  it('lista las categorías sembradas, con denuncias@demo.cl como receptor de las de Ley Karin', async () => {
    const data = await categorias('denuncias@demo.cl');
    expect(data.map((c) => c.nombre)).toEqual([
      'Acoso laboral',
      'Acoso sexual',
      'Violencia en el trabajo',
      'Cohecho o soborno',
      'Lavado de activos',
      'Otros delitos de la Ley 20.393/21.595',
      'Infracción laboral',
      'Conflicto de interés',
      'Otro',
    ]);
    for (const c of data) {
      const karin = c.tipo === 'ley_karin';
      expect(c.requiere_identificacion, c.nombre).toBe(karin);
      expect(
        c.receptores.map((r) => r.email),
        c.nombre,
      ).toEqual(karin ? ['denuncias@demo.cl'] : []);
      expect(c.activa).toBe(true);
    }
  });

  it('crea, modifica y elimina; Ley Karin siempre exige identificación; receptores del canal de la empresa', async () => {
    const res = await call('POST', '/categoria-denuncias/', 'admin@demo.cl', {
      nombre: 'Hostigamiento (prueba)',
      tipo: 'ley_karin',
      requiere_identificacion: false,
      orden: 5,
      receptor_ids: [u['denuncias@demo.cl'], u['revisor@demo.cl'], u['denuncias@demo.cl']],
    });
    expect(res.statusCode, res.body).toBe(201);
    const creada = res.json() as CategoriaDenuncia;
    expect(creada).toMatchObject({
      nombre: 'Hostigamiento (prueba)',
      tipo: 'ley_karin',
      requiere_identificacion: true,
      activa: true,
      orden: 5,
      denuncias: 0,
    });
    expect(creada.receptores.map((r) => r.email).sort()).toEqual(['denuncias@demo.cl', 'revisor@demo.cl']);
    expect((await categorias())[0]!.id).toBe(creada.id);
    expect((await auditoria('categoria_denuncia', creada.id)).map((a) => a.accion)).toEqual(['crear']);

    const cambiada = await call('PUT', `/categoria-denuncias/${creada.id}`, 'admin@demo.cl', {
      nombre: 'Conducta indebida (prueba)',
      tipo: 'otro',
      requiere_identificacion: false,
      activa: false,
      orden: 500,
      receptor_ids: [u['admin@demo.cl']],
    });
    expect(cambiada.statusCode, cambiada.body).toBe(200);
    expect(cambiada.json()).toMatchObject({
      nombre: 'Conducta indebida (prueba)',
      tipo: 'otro',
      requiere_identificacion: false,
      activa: false,
      receptores: [{ email: 'admin@demo.cl' }],
    });
    const aud = await auditoria('categoria_denuncia', creada.id);
    expect(aud.at(-1)).toMatchObject({
      accion: 'actualizar',
      cambios: {
        tipo: { antes: 'ley_karin', despues: 'otro' },
        receptor_ids: {
          antes: [u['denuncias@demo.cl'], u['revisor@demo.cl']].sort((a, b) => a! - b!),
          despues: [u['admin@demo.cl']],
        },
      },
    });

    const borrada = await call('DELETE', `/categoria-denuncias/${creada.id}`, 'admin@demo.cl');
    expect(borrada.statusCode, borrada.body).toBe(200);
    expect((await categorias()).some((c) => c.id === creada.id)).toBe(false);
    expect((await auditoria('categoria_denuncia', creada.id)).at(-1)?.accion).toBe('eliminar');
    expect((await call('DELETE', `/categoria-denuncias/${creada.id}`, 'admin@demo.cl')).statusCode).toBe(404);
  });

  it('400: receptores fuera del canal o de otra empresa, nombre y tipo inválidos', async () => {
    const base = { nombre: 'Categoría X', tipo: 'otro' };
    for (const ids of [[u['dd@demo.cl']], [u['admin@otra.cl']], [999999]]) {
      const res = await call('POST', '/categoria-denuncias/', 'admin@demo.cl', { ...base, receptor_ids: ids });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errores.receptor_ids).toBe(
        'Los receptores deben ser usuarios de la empresa con acceso al canal de denuncias.',
      );
    }
    const sinNombre = await call('POST', '/categoria-denuncias/', 'admin@demo.cl', { nombre: ' ', tipo: 'otro' });
    expect(sinNombre.statusCode).toBe(400);
    expect(sinNombre.json().errores.nombre).toBe('Indique el nombre de la categoría.');
    const tipo = await call('POST', '/categoria-denuncias/', 'admin@demo.cl', { nombre: 'Y', tipo: 'penal' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errores.tipo).toBe('Seleccione un tipo: Ley Karin, Ley 20.393, laboral u otro.');
    expect((await categorias()).some((c) => c.nombre === 'Categoría X')).toBe(false);
  });

  it('404 para categorías de otra empresa; 409 al eliminar una con denuncias (se puede desactivar)', async () => {
    const deOtra = (await categorias('admin@otra.cl'))[0]!;
    const body = { nombre: 'Intruso', tipo: 'otro' };
    expect((await call('PUT', `/categoria-denuncias/${deOtra.id}`, 'admin@demo.cl', body)).statusCode).toBe(404);
    expect((await call('DELETE', `/categoria-denuncias/${deOtra.id}`, 'admin@demo.cl')).statusCode).toBe(404);
    const [intacta] = await db().select().from(categorias_denuncia).where(eq(categorias_denuncia.id, deOtra.id));
    expect(intacta!.nombre).toBe(deOtra.nombre);

    // A category without reports (the demo seed files some under others).
    const usada = (await categorias()).find((c) => c.nombre === 'Lavado de activos')!;
    expect(usada.denuncias).toBe(0);
    await db()
      .insert(denuncias)
      .values({
        empresa_id: api.demoId,
        numero: 900001,
        codigo_hash: randomBytes(32).toString('hex'),
        pass_hash: '$argon2id$placeholder',
        anonima: true,
        contenido_cifrado: 'v1.placeholder',
        categoria_id: usada.id,
      });
    expect((await categorias()).find((c) => c.id === usada.id)?.denuncias).toBe(1);
    const res = await call('DELETE', `/categoria-denuncias/${usada.id}`, 'admin@demo.cl');
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('La categoría tiene denuncias asociadas: desactívela en lugar de eliminarla.');
    const desactivada = await call('PUT', `/categoria-denuncias/${usada.id}`, 'admin@demo.cl', {
      nombre: usada.nombre,
      descripcion: usada.descripcion,
      tipo: usada.tipo,
      activa: false,
      orden: usada.orden,
    });
    expect(desactivada.statusCode, desactivada.body).toBe(200);
    expect(desactivada.json()).toMatchObject({ activa: false, denuncias: 1 });
  });
});
