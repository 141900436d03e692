import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit_log, usuarios } from '../db/schema/index';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../test/test-app';
import { canonicalJson, recordAudit, verifyAllChains, verifyChain } from './audit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('canonicalJson', () => {
  it('sorts keys at every depth so jsonb reordering does not change the hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe('audit chain', () => {
  it('records sign-ins in the tenant chain and every chain verifies', async () => {
    const cookies = await loginAs(t.app, 'admin@demo.cl');
    const [user] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
    const rows = await t.handle.db.select().from(audit_log).where(eq(audit_log.empresa_id, user!.empresa_id));
    expect(rows.some((r) => r.accion === 'login')).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auditoria/verificar',
      headers: { cookie: cookieHeader(await loginAs(t.app, 'admin@atalaya.cl')) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    expect(cookies.atalaya_session).toBeTruthy();
  });

  it('links rows appended by concurrent transactions into one chain the verifier accepts', async () => {
    const [user] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
    const empresaId = user!.empresa_id!;
    const antes = await t.handle.db.select().from(audit_log).where(eq(audit_log.empresa_id, empresaId));
    // The database links each row at commit (audit_sellar); the verifier recomputes it in Node, so text
    // beyond ASCII, nested values and dates must hash the same on both sides.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.handle.db.transaction(async (tx) => {
          for (const paso of ['ñandú', 'acción — “política” 🚨'])
            await recordAudit(tx, {
              empresa_id: empresaId,
              usuario_id: user!.id,
              accion: 'prueba_concurrente',
              entidad: 'cadena',
              entidad_id: i,
              cambios: { paso, i, anidado: { fecha: new Date('2026-03-04T12:00:00Z'), lista: [1, 'dos'] } },
            });
        }),
      ),
    );
    const despues = await t.handle.db.select().from(audit_log).where(eq(audit_log.empresa_id, empresaId));
    expect(despues.length - antes.length).toBe(24);
    expect(new Set(despues.map((r) => r.prev_hash)).size).toBe(despues.length);
    expect(await verifyChain(t.handle.db, empresaId)).toEqual({
      empresa_id: empresaId,
      filas: despues.length,
      ok: true,
    });
  });

  it('leaves no audit row, staged or linked, when the transaction rolls back', async () => {
    const contar = async () =>
      Number(
        (
          (await t.handle.db.execute(
            sql`SELECT (SELECT count(*) FROM audit_log WHERE accion = 'prueba_revertida')
              + (SELECT count(*) FROM audit_pendiente) AS n`,
          )) as unknown as { rows: { n: string }[] }
        ).rows[0]!.n,
      );
    await expect(
      t.handle.db.transaction(async (tx) => {
        await recordAudit(tx, { empresa_id: null, usuario_id: null, accion: 'prueba_revertida', entidad: 'x' });
        throw new Error('revertir');
      }),
    ).rejects.toThrow('revertir');
    expect(await contar()).toBe(0);
    await recordAudit(t.handle.db, { empresa_id: null, usuario_id: null, accion: 'prueba_revertida', entidad: 'x' });
    expect(await contar()).toBe(1);
    expect((await verifyChain(t.handle.db, null)).ok).toBe(true);
  });

  it('detects a row edited directly in the database, naming that row', async () => {
    await t.handle.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++)
        await recordAudit(tx, {
          empresa_id: null,
          usuario_id: null,
          accion: 'prueba',
          entidad: 'x',
          entidad_id: i,
          cambios: { i },
        });
    });
    const rows = await t.handle.db.select().from(audit_log).where(eq(audit_log.accion, 'prueba')).orderBy(audit_log.id);
    const victim = rows[1]!;
    await t.handle.db.execute(sql`UPDATE audit_log SET cambios = '{"i": 99}'::jsonb WHERE id = ${victim.id}`);
    const report = await verifyChain(t.handle.db, null);
    expect(report.ok).toBe(false);
    expect(report.primer_error).toEqual({ id: victim.id, motivo: 'contenido alterado' });
    const all = await verifyAllChains(t.handle.db);
    expect(all.find((c) => c.empresa_id === null)?.ok).toBe(false);
  });

  it('detects a deleted row in the middle of a chain', async () => {
    const rows = await t.handle.db.select().from(audit_log).where(eq(audit_log.accion, 'prueba')).orderBy(audit_log.id);
    await t.handle.db.execute(sql`UPDATE audit_log SET cambios = '{"i": 1}'::jsonb WHERE id = ${rows[1]!.id}`);
    expect((await verifyChain(t.handle.db, null)).ok).toBe(true);
    await t.handle.db.delete(audit_log).where(eq(audit_log.id, rows[1]!.id));
    const report = await verifyChain(t.handle.db, null);
    expect(report.primer_error).toEqual({ id: rows[2]!.id, motivo: 'enlace roto: falta o se alteró la fila anterior' });
  });
});
