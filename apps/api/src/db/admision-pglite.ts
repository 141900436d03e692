import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/*
 * Fair turns at embedded PGlite's single connection. Its queries run one at a time, in arrival
 * order: with 50 requests in flight, a request that needs five queries in a row waited behind the
 * whole crowd five times, and details, transitions and reports got no answer within 10 s while
 * lists went on (issue 10's load bench). Here a request takes a turn at its first query and keeps
 * it until it has answered; at most `max` requests hold one, the rest wait in arrival order, and a
 * request that waits longer than `esperaMs` fails with EsperaDeBaseAgotada (answered 503, as a
 * PostgreSQL pool wait). A request answered from memory never takes a turn; work outside requests
 * (start-up, jobs) does not either. A request whose client left gives its turn back at once and
 * queues again for each further statement, so abandoned work cannot crowd out the line.
 */

export class EsperaDeBaseAgotada extends Error {
  constructor() {
    super('Se agotó la espera de un turno en la base de datos');
    this.name = 'EsperaDeBaseAgotada';
  }
}

/** A request's turn: none yet, being waited for, held, or given back. */
export interface Turno {
  entrada?: Promise<void>;
  liberar?: () => void;
  cerrado: boolean;
}

const turnos = new AsyncLocalStorage<Turno>();

export function nuevoTurno(): Turno {
  return { cerrado: false };
}

/** Runs `fn` (and all it starts) as the work of the request that owns `turno`. */
export function conTurno<T>(turno: Turno, fn: () => T): T {
  return turnos.run(turno, fn);
}

/** The request has answered: its turn goes to the next in line. */
export function cerrarTurno(turno: Turno) {
  turno.cerrado = true;
  turno.liberar?.();
  turno.liberar = undefined;
}

export class Admision {
  private dentro = 0;
  private readonly cola: { pasar: () => void }[] = [];

  constructor(
    private readonly max: number,
    private readonly esperaMs: number,
  ) {}

  /** Waits for a free turn (in arrival order); resolves to the function that gives it back. */
  entrar(): Promise<() => void> {
    const liberar = () => {
      this.dentro--;
      this.cola.shift()?.pasar();
    };
    const unaVez = () => {
      let hecho = false;
      return () => {
        if (!hecho) ((hecho = true), liberar());
      };
    };
    if (this.dentro < this.max) {
      this.dentro++;
      return Promise.resolve(unaVez());
    }
    return new Promise((resolve, reject) => {
      const enCola = {
        pasar: () => {
          clearTimeout(plazo);
          this.dentro++;
          resolve(unaVez());
        },
      };
      const plazo = setTimeout(() => {
        this.cola.splice(this.cola.indexOf(enCola), 1);
        reject(new EsperaDeBaseAgotada());
      }, this.esperaMs);
      this.cola.push(enCola);
    });
  }

  /**
   * Runs one statement (or transaction) of the current work in turn: a request takes its turn at
   * its first statement and keeps it; a request that is over (its client left while it still
   * works, or work after its answer) takes a turn for this statement alone, in line like anyone
   * else; work outside requests goes straight in.
   */
  async enTurno<T>(ejecutar: () => Promise<T>): Promise<T> {
    const turno = turnos.getStore();
    if (!turno) return ejecutar();
    if (turno.cerrado) {
      const salir = await this.entrar();
      try {
        return await ejecutar();
      } finally {
        salir();
      }
    }
    if (!turno.liberar) {
      turno.entrada ??= this.entrar().then((liberar) => {
        if (turno.cerrado) liberar();
        else turno.liberar = liberar;
      });
      await turno.entrada;
    }
    return ejecutar();
  }

  /** The client with every statement behind the caller's turn. */
  envolver(client: PGlite): PGlite {
    const enTurno = <T>(ejecutar: () => Promise<T>) => this.enTurno(ejecutar);
    return new Proxy(client, {
      get(target, prop) {
        const valor = Reflect.get(target, prop, target);
        if (typeof valor !== 'function') return valor;
        const metodo = valor as (...a: unknown[]) => Promise<unknown>;
        if (prop === 'query' || prop === 'exec' || prop === 'transaction') {
          return (...args: unknown[]) => enTurno(() => metodo.apply(target, args));
        }
        return metodo.bind(target);
      },
    });
  }
}
