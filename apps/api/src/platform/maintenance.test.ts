import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, login_intentos, sesiones } from '../db/schema/index';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';
import { JobRunner } from './jobs/index';
import { COLA_MANTENIMIENTO, createMaintenanceHandler, scheduleMaintenance } from './maintenance';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

describe('daily maintenance job', () => {
  it('removes long-ended sessions and old sign-in attempts, keeps live ones, and schedules tomorrow', async () => {
    await loginAs(t.app, 'admin@demo.cl'); // a session and an attempt from "now"
    t.clock.advance(8 * DAY);
    await loginAs(t.app, 'tekemi@demo.cl'); // still alive at maintenance time
    const db = t.handle.db;
    const runner = new JobRunner(db, { clock: t.clock.now, logger: { info() {}, warn() {}, error() {} } });
    runner.register(COLA_MANTENIMIENTO, createMaintenanceHandler(db, t.clock.now));
    await scheduleMaintenance(db, t.clock.now());
    await scheduleMaintenance(db, t.clock.now()); // a second instance starting the same day
    expect(await runner.runOnce()).toBe(1);

    const left = await db.select({ id: sesiones.id }).from(sesiones);
    expect(left).toHaveLength(1);
    const attempts = await db.select({ email: login_intentos.email }).from(login_intentos);
    expect(attempts.map((a) => a.email)).toEqual(['tekemi@demo.cl']);
    const next = await db.select().from(jobs).where(eq(jobs.estado, 'pendiente'));
    expect(next).toHaveLength(1);
    expect(next[0]!.run_at.getTime() - t.clock.now().getTime()).toBe(DAY);
  });
});
