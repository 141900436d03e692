import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { empresas, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { correoPermitidoParaEmpresa, mensajeFueraDeDominios } from './dominios-empresa';

/*
 * Issue 24 F7 part B: once a company is bound to its e-mail domains, no account outside them is
 * created in it (Mi Empresa → Usuarios, Globales → usuarios), and no other company creates an
 * account of those domains.
 */

const USERS = ['admin@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl'] as const;
const api = apiDePrueba(USERS);
const { call } = api;
let otraId: number;

beforeAll(async () => {
  const [otra] = await api.t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  otraId = otra!.id;
  await api.t.handle.db
    .update(empresas)
    .set({ dominios_correo: ['demo.cl', 'demo.com'] })
    .where(eq(empresas.id, api.demoId));
});

const nuevo = (email: string) => ({ nombre: 'Josefa', apellido: 'Araya', email, roles: ['admin_user_denuncias'] });
const cuantos = async (email: string) =>
  (
    await api.t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuarios)
      .where(eq(sql`lower(${usuarios.email})`, email.toLowerCase()))
  )[0]!.n;

describe('correoPermitidoParaEmpresa', () => {
  it('answers null inside the domains (any case), the Spanish message outside', async () => {
    const db = api.t.handle.db;
    expect(await correoPermitidoParaEmpresa(db, api.demoId, 'ana@Demo.CL')).toBeNull();
    expect(await correoPermitidoParaEmpresa(db, api.demoId, 'ana@demo.com')).toBeNull();
    expect(await correoPermitidoParaEmpresa(db, api.demoId, 'ana@otra.cl')).toBe(
      'El correo debe pertenecer a los dominios de la empresa: demo.cl, demo.com.',
    );
    // A subdomain is not the domain.
    expect(await correoPermitidoParaEmpresa(db, api.demoId, 'ana@rrhh.demo.cl')).toBe(
      mensajeFueraDeDominios(['demo.cl', 'demo.com']),
    );
    // A company without domains takes any address except one of another company's domains.
    expect(await correoPermitidoParaEmpresa(db, otraId, 'ana@gmail.com')).toBeNull();
    expect(await correoPermitidoParaEmpresa(db, otraId, 'no-existe@demo.cl')).toMatch(
      /ya está asignado a otra empresa/,
    );
  });
});

describe('Mi Empresa → Usuarios', () => {
  it('a company administrator cannot create a user outside the domains (400 on email)', async () => {
    const res = await call('POST', '/usuarios/', 'admin@demo.cl', nuevo('josefa@otra.cl'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({
      email: 'El correo debe pertenecer a los dominios de la empresa: demo.cl, demo.com.',
    });
    expect(await cuantos('josefa@otra.cl')).toBe(0);
  });

  it('an address of the domains is created as before', async () => {
    const res = await call('POST', '/usuarios/', 'admin@demo.cl', nuevo('Josefa.Araya@DEMO.cl'));
    expect(res.statusCode).toBeLessThan(300);
    expect(await cuantos('josefa.araya@demo.cl')).toBe(1);
  });

  it('another company cannot create an account of a bound domain (the finding: no-existe@demo.cl)', async () => {
    const res = await call('POST', '/usuarios/', 'admin@otra.cl', nuevo('no-existe@demo.cl'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.email).toBe('El dominio del correo ya está asignado a otra empresa.');
    expect(await cuantos('no-existe@demo.cl')).toBe(0);
    // Its own addresses still work: no domains = no restriction.
    expect((await call('POST', '/usuarios/', 'admin@otra.cl', nuevo('pedro@gmail.com'))).statusCode).toBeLessThan(300);
  });
});

describe('Globales → usuarios (platform creation)', () => {
  it('the same rule applies to a platform administrator creating in a bound company', async () => {
    const res = await call('POST', '/usuarios-globales/', 'admin@atalaya.cl', {
      ...nuevo('intruso@gmail.com'),
      empresa_id: api.demoId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.email).toBe('El correo debe pertenecer a los dominios de la empresa: demo.cl, demo.com.');
    expect(await cuantos('intruso@gmail.com')).toBe(0);
    const ok = await call('POST', '/usuarios-globales/', 'admin@atalaya.cl', {
      ...nuevo('rrhh@demo.com'),
      empresa_id: api.demoId,
    });
    expect(ok.statusCode).toBeLessThan(300);
  });
});

describe('Mi Empresa → Usuarios → Importar', () => {
  it('an import with an address outside the domains is refused whole (400 on email), nothing written', async () => {
    const csv =
      'Nombre;Apellido;Correo;Roles\nAna;Rojas;ana.imp@demo.cl;admin_empresa\nLuis;Soto;luis@gmail.com;admin_empresa\n';
    const res = await api.subir(
      '/usuarios/import',
      { filename: 'u.csv', content: csv },
      { modo: 'confirmar' },
      'admin@demo.cl',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.email).toBe(
      'luis@gmail.com: El correo debe pertenecer a los dominios de la empresa: demo.cl, demo.com.',
    );
    expect(await cuantos('ana.imp@demo.cl')).toBe(0);
    expect(await cuantos('luis@gmail.com')).toBe(0);
  });
});
