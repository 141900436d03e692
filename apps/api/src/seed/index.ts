import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { empresas, usuarios } from '../db/schema/index';
import type { Config } from '../config';
import { cargarClaveMaestra } from '../platform/crypto/claves';
import { LocalFileStore } from '../platform/storage/local-file-store';
import { isEmpty, seedBase } from './base';
import { createEmpresa, createUsuario, seedDemo } from './demo';

export type SeedOutcome = 'demo' | 'admin' | 'none';

/**
 * Start-up seeding. Roles and plans always. Demo tenants when asked (SEED=demo) or, in auto mode,
 * on an empty embedded database. In production the first platform admin comes from
 * ATALAYA_ADMIN_EMAIL / ATALAYA_ADMIN_PASSWORD.
 */
export async function seedDatabase(db: Database, config: Config, engine: 'pglite' | 'postgres'): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    // One seeder at a time across instances starting together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('atalaya:seed'))`);
    await seedBase(tx);
    const empty = await isEmpty(tx);
    const wantDemo = config.SEED === 'demo' || (config.SEED === 'auto' && engine === 'pglite');
    if (empty && wantDemo) {
      // The demo documents' PDFs go where the app reads files (not in tests: their template
      // database is copied into apps with data dirs of their own).
      const files = config.NODE_ENV === 'test' ? undefined : new LocalFileStore(path.join(config.DATA_DIR, 'files'));
      // The demo reports are encrypted under the master key the app will use (tests share a fixed one).
      await seedDemo(tx, new Date(), files, cargarClaveMaestra(config));
      return 'demo';
    }
    if (config.ATALAYA_ADMIN_EMAIL && config.ATALAYA_ADMIN_PASSWORD) {
      const email = config.ATALAYA_ADMIN_EMAIL.toLowerCase();
      const [exists] = await tx
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(eq(sql`lower(${usuarios.email})`, email))
        .limit(1);
      if (!exists) {
        const now = new Date();
        let [plataforma] = await tx.select().from(empresas).where(eq(empresas.es_plataforma, true)).limit(1);
        plataforma ??= await createEmpresa(
          tx,
          { nombre: 'Atalaya', rut: '77123456-9', plan: 'Empresa', es_plataforma: true },
          now,
        );
        await createUsuario(
          tx,
          plataforma.id,
          {
            email,
            nombre: 'Administrador',
            apellido: 'Atalaya',
            roles: ['admin_atalaya'],
            password: config.ATALAYA_ADMIN_PASSWORD,
          },
          now,
        );
        return 'admin';
      }
    }
    return 'none';
  });
}
