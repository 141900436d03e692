import { randomBytes } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusquedaResponse, TipoResultado } from '@atalaya/shared/contracts/busqueda';
import {
  denuncia_exclusiones,
  denuncias,
  documentos,
  due_diligences,
  empresas,
  no_conformidades,
  planes,
  roles,
  tickets,
  trabajadores,
  usuario_roles,
  usuarios,
} from '../../db/schema/index';
import { apiDePrueba } from '../../test/api-de-prueba';
import { cookieHeader, loginAs } from '../../test/test-app';

/*
 * GET /busqueda (issue 25 §3): what each user finds, and above all what they never find — another
 * company's records, a case they are excluded from, a kind their roles or plan do not open — with
 * no trace of it (the group is absent, not empty).
 */

const api = apiDePrueba([
  'admin@demo.cl',
  'denuncias@demo.cl',
  'dd@demo.cl',
  'tekemi@demo.cl',
  'admin@atalaya.cl',
] as const);
type Quien = Parameters<typeof api.call>[2];

let otra = 0;
let adminOtra = '';
let adminSinDd = '';
let casoVisible = { id: 0, numero: 0 };
let casoExcluido = { id: 0, numero: 0 };

async function buscar(q: string, who: Quien): Promise<BusquedaResponse> {
  const r = await api.call('GET', `/busqueda?q=${encodeURIComponent(q)}`, who);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

const grupo = (r: BusquedaResponse, tipo: TipoResultado) => r.grupos.find((g) => g.tipo === tipo);
const titulos = (r: BusquedaResponse, tipo: TipoResultado) => grupo(r, tipo)?.resultados.map((x) => x.titulo) ?? [];

async function usuarioEn(empresaId: number, email: string, rol: string) {
  const db = api.t.handle.db;
  const [demo] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
  const [u] = await db
    .insert(usuarios)
    .values({ empresa_id: empresaId, nombre: 'Prueba', apellido: rol, email, password_hash: demo!.password_hash })
    .returning();
  const [r] = await db.select().from(roles).where(eq(roles.nombre, rol));
  await db.insert(usuario_roles).values({ usuario_id: u!.id, rol_id: r!.id });
  return cookieHeader(await loginAs(api.t.app, email));
}

async function caso(empresaId: number) {
  const db = api.t.handle.db;
  const [ultimo] = await db
    .select({ n: max(denuncias.numero) })
    .from(denuncias)
    .where(eq(denuncias.empresa_id, empresaId));
  const [fila] = await db
    .insert(denuncias)
    .values({
      empresa_id: empresaId,
      numero: (ultimo?.n ?? 0) + 1,
      codigo_hash: randomBytes(32).toString('hex'),
      pass_hash: '$argon2id$placeholder',
      anonima: true,
      contenido_cifrado: 'v1.placeholder',
    })
    .returning();
  return { id: fila!.id, numero: fila!.numero };
}

const ref = (n: number) => `DEN-${String(n).padStart(6, '0')}`;

beforeAll(async () => {
  const db = api.t.handle.db;
  const demo = api.demoId;
  const [empresaDemo] = await db.select().from(empresas).where(eq(empresas.id, demo));
  const [planSinDd] = await db
    .insert(planes)
    .values({ nombre: 'Plan búsqueda sin due diligence', modulos: ['mi_empresa', 'documentos', 'canal_denuncias'] })
    .returning();
  const [o] = await db
    .insert(empresas)
    .values({ nombre: 'Otra Búsqueda SpA', rut: '76000003-8', plan_id: empresaDemo!.plan_id })
    .returning();
  otra = o!.id;
  const [s] = await db
    .insert(empresas)
    .values({ nombre: 'Sin DD Búsqueda SpA', rut: '76000004-6', plan_id: planSinDd!.id })
    .returning();
  adminOtra = await usuarioEn(otra, 'admin@otra-busqueda.test', 'admin_empresa');
  adminSinDd = await usuarioEn(s!.id, 'admin@sindd-busqueda.test', 'admin_empresa');

  await db.insert(trabajadores).values([
    // 23.456.781-0 and a worker whose RUT starts with the same digits (prefix, ranked second).
    { empresa_id: demo, rut: '23456781-0', nombres: 'Zacarías', apellido_paterno: 'Quiroga', cargo: 'Bodeguero' },
    { empresa_id: demo, rut: '2345678-8', nombres: 'Ana', apellido_paterno: 'Quiroga', cargo: 'Contadora' },
    { empresa_id: demo, rut: '9876543-3', nombres: 'Úrsula', apellido_paterno: 'Ñancupil', cargo: '' },
    // The same RUT in another company: never shown to Demo.
    { empresa_id: otra, rut: '23456781-0', nombres: 'Persona', apellido_paterno: 'Ajena', cargo: '' },
    { empresa_id: otra, rut: '11111111-1', nombres: 'Xiomara', apellido_paterno: 'Ajena', cargo: '' },
  ]);
  await db.insert(documentos).values([
    { empresa_id: demo, codigo: 'BUS-01', nombre_documento: 'Procedimiento de búsqueda de registros' },
    { empresa_id: demo, codigo: 'OTR-02', nombre_documento: 'Anexo BUS-01 de ejemplo' },
    { empresa_id: otra, codigo: 'AJENO-77', nombre_documento: 'Manual ajeno confidencial' },
  ]);
  await db.insert(due_diligences).values([
    {
      empresa_id: demo,
      tipo_persona: 'natural',
      tipo_de_reporte: 'lite',
      rut: '15555555-6',
      nombre_completo: 'Héctor',
      apellido_paterno: 'Valdebenito',
    },
    {
      empresa_id: otra,
      tipo_persona: 'juridica',
      tipo_de_reporte: 'lite',
      rut: '76543210-3',
      razon_social: 'Proveedora Ajena Limitada',
    },
  ]);
  await db.insert(no_conformidades).values({
    empresa_id: demo,
    codigo: 'NC-2099-0042',
    descripcion: 'Extintor vencido en bodega central',
    fecha_deteccion: '2026-01-10',
  });
  await db.insert(tickets).values([
    { empresa_id: demo, asunto: 'Consulta sobre facturación anual', descripcion: 'Detalle', categoria: 'consulta' },
    { empresa_id: otra, asunto: 'Consulta ajena sobre facturación', descripcion: 'Detalle', categoria: 'consulta' },
  ]);

  casoVisible = await caso(demo);
  casoExcluido = await caso(demo);
  const [rodrigo] = await db.select().from(usuarios).where(eq(usuarios.email, 'denuncias@demo.cl'));
  await db
    .insert(denuncia_exclusiones)
    .values({ empresa_id: demo, denuncia_id: casoExcluido.id, usuario_id: rodrigo!.id });
});

describe('GET /busqueda', () => {
  it('finds a worker by RUT typed with dots, with a hyphen or bare; the exact RUT first, then prefixes', async () => {
    for (const q of ['23.456.781-0', '23456781-0', '234567810']) {
      const r = await buscar(q, 'admin@demo.cl');
      const g = grupo(r, 'trabajador')!;
      expect(g.etiqueta).toBe('Trabajadores');
      expect(g.resultados[0]).toMatchObject({
        titulo: 'Zacarías Quiroga',
        subtitulo: '23.456.781-0 · Bodeguero',
        url: '/mi-empresa/trabajadores?q=23456781-0',
      });
      expect(titulos(r, 'trabajador')).not.toContain('Persona Ajena');
    }
    // A prefix of two RUTs: both, before the workers whose RUT only contains it.
    const prefijo = grupo(await buscar('23.456', 'admin@demo.cl'), 'trabajador')!.resultados;
    const rut = (x: { url: string }) => decodeURIComponent(x.url.split('q=')[1]!);
    const empiezan = prefijo.map((x) => rut(x).startsWith('23456'));
    expect(prefijo.filter((x) => rut(x).startsWith('23456')).map((x) => x.titulo)).toEqual(
      expect.arrayContaining(['Ana Quiroga', 'Zacarías Quiroga']),
    );
    expect(empiezan.indexOf(false) === -1 || empiezan.lastIndexOf(true) < empiezan.indexOf(false)).toBe(true);
  });

  it('finds workers by name, with or without accents; a word that starts with the term first', async () => {
    expect(titulos(await buscar('nancupil', 'admin@demo.cl'), 'trabajador')).toEqual(['Úrsula Ñancupil']);
    expect(titulos(await buscar('QUIROGA', 'admin@demo.cl'), 'trabajador')).toEqual([
      'Ana Quiroga',
      'Zacarías Quiroga',
    ]);
  });

  it('a name typed from its start ranks first, then the same words later in a name, then inside a word', async () => {
    const demo = api.demoId;
    await api.t.handle.db.insert(trabajadores).values([
      // By surname and name alone (the other tiers' order) "Ana Inés" would come before "Inés".
      { empresa_id: demo, rut: '21111111-4', nombres: 'Ana Inés', apellido_paterno: 'Quintral', cargo: '' },
      {
        empresa_id: demo,
        rut: '21111112-2',
        nombres: 'Inés',
        apellido_paterno: 'Quintral',
        apellido_materno: 'Rivas',
        cargo: '',
      },
      { empresa_id: demo, rut: '21111113-0', nombres: 'Clementines', apellido_paterno: 'Quintral', cargo: '' },
    ]);
    expect(titulos(await buscar('Inés Quintral', 'admin@demo.cl'), 'trabajador')).toEqual([
      'Inés Quintral Rivas',
      'Ana Inés Quintral',
      'Clementines Quintral',
    ]);
  });

  it('finds documents by code or name, the exact code first', async () => {
    const r = await buscar('bus-01', 'admin@demo.cl');
    expect(grupo(r, 'documento')!.resultados).toEqual([
      expect.objectContaining({ titulo: 'Procedimiento de búsqueda de registros', subtitulo: 'BUS-01' }),
      expect.objectContaining({ titulo: 'Anexo BUS-01 de ejemplo', subtitulo: 'OTR-02' }),
    ]);
    expect(grupo(r, 'documento')!.resultados[0]!.url).toMatch(/^\/documentos\/detalle\/\d+$/);
  });

  it('finds a case by its reference, non-conformities, due diligences by RUT or name, and tickets', async () => {
    const r = await buscar(ref(casoVisible.numero), 'admin@demo.cl');
    expect(grupo(r, 'denuncia')!.resultados[0]).toMatchObject({
      id: casoVisible.id,
      titulo: ref(casoVisible.numero),
      url: `/canal-denuncias/todas/${casoVisible.id}`,
    });
    expect(titulos(await buscar('nc-2099', 'admin@demo.cl'), 'no_conformidad')).toEqual(['NC-2099-0042']);
    expect(titulos(await buscar('extintor vencido en bodega', 'admin@demo.cl'), 'no_conformidad')).toEqual([
      'NC-2099-0042',
    ]);
    expect(titulos(await buscar('15.555.555-6', 'admin@demo.cl'), 'due_diligence')).toEqual(['Héctor Valdebenito']);
    expect(titulos(await buscar('valdebenito', 'dd@demo.cl'), 'due_diligence')).toEqual(['Héctor Valdebenito']);
    const t = await buscar('facturación anual', 'admin@demo.cl');
    expect(grupo(t, 'ticket')!.resultados[0]).toMatchObject({
      titulo: 'Consulta sobre facturación anual',
      url: expect.stringMatching(/^\/soporte\/tickets\?ticket=\d+$/),
    });
  });

  it("never shows another company's records, nor any hint of them", async () => {
    for (const q of ['AJENO-77', 'Ajena', '76.543.210-3', '11111111-1', 'consulta ajena']) {
      const r = await buscar(q, 'admin@demo.cl');
      expect(r.grupos, q).toEqual([]);
    }
    // The other company's admin finds its own, and none of Demo's (same RUT, different worker).
    const r = await buscar('23.456.781-0', adminOtra);
    expect(titulos(r, 'trabajador')).toEqual(['Persona Ajena']);
    expect((await buscar('BUS-01', adminOtra)).grupos).toEqual([]);
    expect((await buscar(ref(casoVisible.numero), adminOtra)).grupos).toEqual([]);
  });

  it('never shows a case to a user excluded from it; the group is absent, not empty', async () => {
    const excluido = await buscar(ref(casoExcluido.numero), 'denuncias@demo.cl');
    expect(titulos(excluido, 'denuncia')).not.toContain(ref(casoExcluido.numero));
    expect(grupo(excluido, 'denuncia')?.resultados.map((x) => x.id) ?? []).not.toContain(casoExcluido.id);
    // The same user finds a case they may see, and the admin finds the one Rodrigo may not.
    expect(titulos(await buscar(ref(casoVisible.numero), 'denuncias@demo.cl'), 'denuncia')[0]).toBe(
      ref(casoVisible.numero),
    );
    expect(titulos(await buscar(ref(casoExcluido.numero), 'admin@demo.cl'), 'denuncia')[0]).toBe(
      ref(casoExcluido.numero),
    );
  });

  it('searches no kind whose module the role or the plan does not open', async () => {
    // dd@demo.cl (due diligence only): no workers, documents, cases or non-conformities.
    for (const q of ['23.456.781-0', 'BUS-01', ref(casoVisible.numero), 'NC-2099']) {
      expect((await buscar(q, 'dd@demo.cl')).grupos, q).toEqual([]);
    }
    // tekemi@demo.cl (Mi Empresa, channel, due diligence): workers yes, documents no.
    expect(titulos(await buscar('23.456.781-0', 'tekemi@demo.cl'), 'trabajador')[0]).toBe('Zacarías Quiroga');
    expect(grupo(await buscar('BUS-01', 'tekemi@demo.cl'), 'documento')).toBeUndefined();
    // denuncias@demo.cl (channel only): no workers by RUT.
    expect(grupo(await buscar('23.456.781-0', 'denuncias@demo.cl'), 'trabajador')).toBeUndefined();
    // A company whose plan has no due diligence: its admin gets no due diligence group.
    await api.t.handle.db.insert(due_diligences).values({
      empresa_id: (
        await api.t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@sindd-busqueda.test'))
      )[0]!.empresa_id,
      tipo_persona: 'natural',
      tipo_de_reporte: 'lite',
      rut: '16666666-K',
      nombre_completo: 'Persona Sin Plan',
    });
    expect(grupo(await buscar('16.666.666-k', adminSinDd), 'due_diligence')).toBeUndefined();
  });

  it('a platform admin searches the company they act on', async () => {
    const cambio = await api.call('POST', '/auth/empresa-activa', 'admin@atalaya.cl', { empresa_id: api.demoId });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(titulos(await buscar('23.456.781-0', 'admin@atalaya.cl'), 'trabajador')[0]).toBe('Zacarías Quiroga');
    expect(titulos(await buscar('AJENO-77', 'admin@atalaya.cl'), 'documento')).toEqual([]);
    // A ticket opens where the platform's staff work it: Globales → Tickets.
    expect(grupo(await buscar('facturación anual', 'admin@atalaya.cl'), 'ticket')!.resultados[0]).toMatchObject({
      titulo: 'Consulta sobre facturación anual',
      url: expect.stringMatching(/^\/globales\/tickets\?ticket=\d+$/),
    });
  });

  it('answers 400 in Spanish for a query too short, and 401 without a session', async () => {
    const corto = await api.call('GET', '/busqueda?q=a', 'admin@demo.cl');
    expect(corto.statusCode).toBe(400);
    expect(corto.json().errores.q).toBe('Escriba al menos 2 caracteres para buscar.');
    const falta = await api.call('GET', '/busqueda', 'admin@demo.cl');
    expect(falta.statusCode).toBe(400);
    expect((await api.call('GET', '/busqueda?q=ab', null)).statusCode).toBe(401);
  });

  it('takes % and _ and regular-expression characters literally', async () => {
    for (const q of ['%%', '__', '.*', '([', 'a|', '\\d']) {
      expect((await buscar(q, 'admin@demo.cl')).grupos, q).toEqual([]);
    }
  });
});
