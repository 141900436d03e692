import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../client';
import { empresas, planes, usuarios } from '../schema/index';
import { verifyPassword } from '../../platform/auth/passwords';
import { seedDatabase } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
});
afterAll(() => handle.close());

describe('production bootstrap', () => {
  it('creates roles, plans and only the configured platform admin; a second start changes nothing', async () => {
    const config = testConfig({
      SEED: 'none',
      ATALAYA_ADMIN_EMAIL: 'Jefa@Empresa.cl',
      ATALAYA_ADMIN_PASSWORD: 'una clave larga y secreta',
    });
    expect(await seedDatabase(handle.db, config, 'postgres')).toBe('admin');
    expect(await seedDatabase(handle.db, config, 'postgres')).toBe('none');
    const users = await handle.db.select().from(usuarios);
    expect(users.map((u) => u.email)).toEqual(['jefa@empresa.cl']);
    expect(await verifyPassword(users[0]!.password_hash, 'una clave larga y secreta')).toBe(true);
    const [plataforma] = await handle.db.select().from(empresas).where(eq(empresas.id, users[0]!.empresa_id));
    expect(plataforma!.es_plataforma).toBe(true);
    const planNames = (await handle.db.select().from(planes)).map((p) => p.nombre).sort();
    expect(planNames).toEqual(['Básico', 'Empresa', 'Profesional']);
  });

  it('never adds demo data to a database that already has users', async () => {
    expect(await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'postgres')).toBe('none');
    const demo = await handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
    expect(demo).toHaveLength(0);
  });
});
