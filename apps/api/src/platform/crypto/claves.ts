import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { empresa_claves } from '../../db/schema/index';
import { cifrar, descifrar } from './cifrado';

/**
 * The master key: `DENUNCIAS_MASTER_KEY` (base64 of 32 bytes) or, when unset, a key file created
 * once under `DATA_DIR/secretos/` (mode 0600). Either way it never lives in the database, so a
 * dump of the database alone reveals no report.
 */
export function cargarClaveMaestra(config: { DENUNCIAS_MASTER_KEY?: string; DATA_DIR: string }): Buffer {
  if (config.DENUNCIAS_MASTER_KEY) {
    const clave = Buffer.from(config.DENUNCIAS_MASTER_KEY, 'base64');
    if (clave.length !== 32) throw new Error('DENUNCIAS_MASTER_KEY debe ser una clave de 32 bytes en base64');
    return clave;
  }
  const dir = path.join(config.DATA_DIR, 'secretos');
  const archivo = path.join(dir, 'clave-maestra');
  if (existsSync(archivo)) return Buffer.from(readFileSync(archivo, 'utf8').trim(), 'base64');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const clave = randomBytes(32);
  writeFileSync(archivo, clave.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(archivo, 0o600);
  return clave;
}

/**
 * Each company's data key, created on first use and stored wrapped by the master key (bound to
 * the company id, so a wrapped key moved to another company does not open). Unwrapped keys are
 * cached in memory for the life of the process.
 */
export class ClavesEmpresa {
  private readonly cache = new Map<number, Buffer>();

  constructor(
    private readonly db: Database,
    private readonly maestra: Buffer,
  ) {}

  async de(empresaId: number): Promise<Buffer> {
    const enCache = this.cache.get(empresaId);
    if (enCache) return enCache;
    const aad = `empresa:${empresaId}`;
    let [fila] = await this.db.select().from(empresa_claves).where(eq(empresa_claves.empresa_id, empresaId));
    if (!fila) {
      await this.db
        .insert(empresa_claves)
        .values({ empresa_id: empresaId, clave_envuelta: cifrar(this.maestra, randomBytes(32), aad) })
        .onConflictDoNothing();
      [fila] = await this.db.select().from(empresa_claves).where(eq(empresa_claves.empresa_id, empresaId));
    }
    const clave = descifrar(this.maestra, fila!.clave_envuelta, aad);
    this.cache.set(empresaId, clave);
    return clave;
  }
}
