import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { databaseOverloaded } from '../platform/crud/db-errors';
import { Admision, cerrarTurno, conTurno, EsperaDeBaseAgotada, nuevoTurno } from './admision-pglite';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Admision', () => {
  it('lets `max` in, the rest in arrival order, and gives up after the wait', async () => {
    const a = new Admision(1, 10_000);
    const orden: string[] = [];
    const salirPrimero = await a.entrar();
    const segundo = a.entrar().then((salir) => (orden.push('segundo'), salir));
    const tercero = a.entrar().then((salir) => (orden.push('tercero'), salir));
    await tick();
    expect(orden).toEqual([]);
    salirPrimero();
    salirPrimero(); // a second release changes nothing
    const salirSegundo = await segundo;
    await tick();
    expect(orden).toEqual(['segundo']);
    salirSegundo();
    (await tercero)();

    const corta = new Admision(1, 20);
    const dentro = await corta.entrar();
    const error = await corta.entrar().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EsperaDeBaseAgotada);
    expect(databaseOverloaded({ message: 'Failed query', cause: error })).toBe(true);
    dentro();
    (await corta.entrar())(); // the timed-out waiter left the line
  });

  it('holds a request’s turn from its first query until it is closed; work outside requests goes straight in', async () => {
    const client = await PGlite.create();
    try {
      const db = new Admision(1, 10_000).envolver(client);
      const a = nuevoTurno();
      const b = nuevoTurno();
      await conTurno(a, () => db.query('select 1'));
      let bListo = false;
      const consultaB = conTurno(b, () => db.query('select 2 as n')).then((r) => ((bListo = true), r));
      await tick();
      expect(bListo).toBe(false);
      expect((await db.query<{ n: number }>('select 3 as n')).rows[0]!.n).toBe(3); // no request: not queued
      await conTurno(a, () => db.query('select 4')); // a still holds its turn
      cerrarTurno(a);
      expect((await consultaB).rows[0]).toEqual({ n: 2 });
      cerrarTurno(b);
      const c = nuevoTurno();
      await conTurno(c, () => db.transaction((tx) => tx.query('select 5')));
      cerrarTurno(c);
    } finally {
      await client.close();
    }
  });
});
