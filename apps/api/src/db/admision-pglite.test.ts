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
      // c's client left while c still works: each further statement waits in line like anyone else.
      cerrarTurno(c);
      const d = nuevoTurno();
      await conTurno(d, () => db.query('select 6'));
      let cListo = false;
      const tardia = conTurno(c, () => db.query('select 7 as n')).then((r) => ((cListo = true), r));
      await tick();
      expect(cListo).toBe(false);
      cerrarTurno(d);
      expect((await tardia).rows[0]).toEqual({ n: 7 });
      const e = nuevoTurno();
      await conTurno(e, () => db.query('select 8')); // c's one-statement turn was given back
      cerrarTurno(e);
    } finally {
      await client.close();
    }
  });
});
