import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cerosIniciales,
  DIFICULTAD_BASE,
  DIFICULTAD_MAXIMA,
  type PruebaTrabajo,
} from '@atalaya/shared/contracts/prueba-trabajo';
import { empresas } from '../../db/schema/index';
import { DEMO_CODIGOS_DENUNCIA, DEMO_PASS_DENUNCIA } from '../../seed/demo-denuncias';
import { createTestApp, multipart, type TestContext } from '../../test/test-app';
import { PDF } from '../storage/test-samples';
import { loadConfig } from '../../config';
import { dificultadExigida } from './login-throttle';
import { PruebasDeTrabajo } from './prueba-trabajo';

/*
 * Issue 24 F6: failures never lock anyone out; they make the next attempt carry a proof of work.
 * One case per counter: the account, the IP (an office NAT) and the report code.
 */

const PASS = 'Atalaya.Demo.2026';

/** What the browser does (web/src/lib/prueba-trabajo): the first nonce whose hash has enough zero bits. */
function resolver(p: PruebaTrabajo) {
  for (let n = 0; ; n++) {
    const solucion = n.toString(36);
    if (cerosIniciales(createHash('sha256').update(`${p.token}:${solucion}`).digest()) >= p.dificultad) {
      return { prueba_token: p.token, prueba_solucion: solucion };
    }
  }
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function login(username: string, password: string, ip: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: new URLSearchParams({ username, password, ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('login: the account', () => {
  it('asks for a challenge after 3 failures instead of locking; the right password gets in once it is solved', async () => {
    // Ten wrong passwords from ten addresses; where a challenge is due, the attacker asks for it
    // from that address (a refused attempt hands it out), solves it and tries.
    for (let i = 0; i < 10; i++) {
      const ip = `10.61.0.${i}`;
      let res = await login('dd@demo.cl', 'mala', ip);
      if (i >= 3) {
        expect(res.statusCode).toBe(429);
        res = await login('dd@demo.cl', 'mala', ip, resolver(res.json().prueba_trabajo));
      }
      expect(res.statusCode, res.body).toBe(401);
      // From the third failure on, the refusal also carries a challenge for the next attempt.
      expect(res.json().prueba_trabajo !== undefined).toBe(i >= 2);
    }

    // Without a challenge: refused before the password is looked at, whatever it is.
    const sinPrueba = await login('dd@demo.cl', PASS, '10.61.1.1');
    expect(sinPrueba.statusCode).toBe(429);
    const cuerpo = sinPrueba.json();
    expect(cuerpo.codigo).toBe('DESAFIO_REQUERIDO');
    expect(cuerpo.mensaje).toMatch(/no es un robot/);
    // 10 failures: 7 beyond the threshold of 3 → base + 7 bits.
    expect(cuerpo.prueba_trabajo.dificultad).toBe(Math.min(DIFICULTAD_BASE + 7, DIFICULTAD_MAXIMA));
    expect((await login('dd@demo.cl', 'mala', '10.61.1.1')).json().codigo).toBe('DESAFIO_REQUERIDO');

    // A challenge of another account or address does not count.
    expect((await login('dd@demo.cl', PASS, '10.61.1.2', resolver(cuerpo.prueba_trabajo))).statusCode).toBe(429);

    // Solved: signed in, and the count restarts.
    const solucion = resolver(cuerpo.prueba_trabajo);
    const ok = await login('dd@demo.cl', PASS, '10.61.1.1', solucion);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().active).toBe(true);
    expect((await login('dd@demo.cl', PASS, '10.61.1.3')).statusCode).toBe(200);
  });

  it('a wrong password with a solved challenge is still a failure, and the next challenge is harder', async () => {
    let prueba: PruebaTrabajo | undefined;
    for (let i = 0; i < 3; i++) prueba = (await login('tekemi@demo.cl', 'mala', '10.62.0.9')).json().prueba_trabajo;
    expect(prueba!.dificultad).toBe(DIFICULTAD_BASE);
    const solucion = resolver(prueba!);
    const fallo = await login('tekemi@demo.cl', 'mala', '10.62.0.9', solucion);
    expect(fallo.statusCode).toBe(401);
    expect(fallo.json().codigo).toBe('CREDENCIALES_INVALIDAS');
    expect(fallo.json().prueba_trabajo.dificultad).toBe(DIFICULTAD_BASE + 1);
    // The spent challenge does not open a second attempt.
    expect((await login('tekemi@demo.cl', PASS, '10.62.0.9', solucion)).json().codigo).toBe('DESAFIO_REQUERIDO');
    // Nor does an easier one than the failures now require.
    expect((await login('tekemi@demo.cl', PASS, '10.62.0.9', resolver(prueba!))).statusCode).toBe(429);
    expect((await login('tekemi@demo.cl', PASS, '10.62.0.9', resolver(fallo.json().prueba_trabajo))).statusCode).toBe(
      200,
    );
  });
});

describe('login: the IP', () => {
  it('many failures from one address ask everyone behind it for a challenge, never lock them out', async () => {
    const nat = '10.63.0.1';
    for (let i = 0; i < 10; i++) expect((await login(`nadie${i}@demo.cl`, 'mala', nat)).statusCode).toBe(401);
    const colega = await login('admin@demo.cl', PASS, nat);
    expect(colega.statusCode).toBe(429);
    expect(colega.json().codigo).toBe('DESAFIO_REQUERIDO');
    expect(colega.json().prueba_trabajo.dificultad).toBe(DIFICULTAD_BASE);
    const ok = await login('admin@demo.cl', PASS, nat, resolver(colega.json().prueba_trabajo));
    expect(ok.statusCode, ok.body).toBe(200);
    // The same account from elsewhere needs nothing.
    expect((await login('admin@demo.cl', PASS, '10.63.0.2')).statusCode).toBe(200);
    // The window passes: no challenge any more.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login('admin@demo.cl', PASS, nat)).statusCode).toBe(200);
  });

  it('LOGIN_FALLOS_POR_ORIGEN moves the address threshold (many people behind one address)', () => {
    expect(dificultadExigida({ cuenta: 0, ip: 10 })).toBe(DIFICULTAD_BASE);
    expect(dificultadExigida({ cuenta: 0, ip: 10 }, 50)).toBeNull();
    expect(dificultadExigida({ cuenta: 0, ip: 50 }, 50)).toBe(DIFICULTAD_BASE);
    // The account's own threshold does not move with it.
    expect(dificultadExigida({ cuenta: 3, ip: 0 }, 50)).toBe(DIFICULTAD_BASE);
    expect(loadConfig({ LOGIN_FALLOS_POR_ORIGEN: '200' }).LOGIN_FALLOS_POR_ORIGEN).toBe(200);
    expect(loadConfig({}).LOGIN_FALLOS_POR_ORIGEN).toBe(10);
  });
});

describe('report lookup: the code', () => {
  const consultar = (codigo: string, pass_denuncia: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}`,
      remoteAddress: '10.64.0.1',
      payload: { pass_denuncia, ...extra },
    });

  it('wrong passwords on a code ask for a challenge; the reporter gets in by solving it', async () => {
    const codigo = DEMO_CODIGOS_DENUNCIA.cohecho;
    for (let i = 0; i < 3; i++) expect((await consultar(codigo, `mala-${i}`)).statusCode).toBe(401);
    // The attacker does not solve the challenge: refused, and not counted.
    expect((await consultar(codigo, 'mala-3')).json().codigo).toBe('DESAFIO_REQUERIDO');
    const propia = await consultar(codigo, DEMO_PASS_DENUNCIA);
    expect(propia.statusCode).toBe(429);
    expect(propia.json().codigo).toBe('DESAFIO_REQUERIDO');
    expect(propia.json().prueba_trabajo.dificultad).toBe(DIFICULTAD_BASE);
    const ok = await consultar(codigo, DEMO_PASS_DENUNCIA, resolver(propia.json().prueba_trabajo));
    expect(ok.statusCode, ok.body).toBe(200);
    // The right password restarted the count.
    expect((await consultar(codigo, DEMO_PASS_DENUNCIA)).statusCode).toBe(200);
  });

  it('the evidence upload (multipart) takes the challenge with the credentials, before the files', async () => {
    const codigo = DEMO_CODIGOS_DENUNCIA.conflicto;
    const [demo] = await t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
    const subir = (campos: Record<string, string>) => {
      const body = multipart([
        ...Object.entries(campos).map(([name, content]) => ({ name, content })),
        { name: 'evidencias', filename: 'respaldo.pdf', content: PDF, type: 'application/pdf' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/canal-denuncia/canal-denuncia/${demo!.token_canal}/${codigo}/evidencias`,
        remoteAddress: '10.64.0.2',
        ...body,
      });
    };
    for (let i = 0; i < 3; i++) expect((await consultar(codigo, `mala-${i}`)).statusCode).toBe(401);
    const sinPrueba = await subir({ pass_denuncia: DEMO_PASS_DENUNCIA });
    expect(sinPrueba.statusCode).toBe(429);
    const conPrueba = await subir({ pass_denuncia: DEMO_PASS_DENUNCIA, ...resolver(sinPrueba.json().prueba_trabajo) });
    expect(conPrueba.statusCode, conPrueba.body).toBe(201);
  });

  it('an unknown code answers the same way, so the challenge reveals nothing', async () => {
    const inventado = 'ZZZZ-YYYY-XXXX-WWWW';
    const respuestas = [];
    for (let i = 0; i < 4; i++) respuestas.push(await consultar(inventado, DEMO_PASS_DENUNCIA));
    expect(respuestas.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(respuestas[2]!.json().prueba_trabajo.dificultad).toBe(DIFICULTAD_BASE);
    const resuelta = await consultar(inventado, DEMO_PASS_DENUNCIA, resolver(respuestas[3]!.json().prueba_trabajo));
    expect(resuelta.statusCode).toBe(401);
    expect(resuelta.json().prueba_trabajo.dificultad).toBe(DIFICULTAD_BASE + 1);
  });
});

describe('PruebasDeTrabajo', () => {
  const pruebas = new PruebasDeTrabajo(Buffer.alloc(32, 7));
  const ambito = { alcance: 'login:a@b.cl', origen: '10.0.0.1' };
  const ahora = new Date('2026-11-28T12:00:00Z');
  const verificar = (r: { prueba_token: string; prueba_solucion: string }, amb = ambito, cuando = ahora) =>
    pruebas.verificar(amb, { token: r.prueba_token, solucion: r.prueba_solucion }, DIFICULTAD_BASE, cuando);

  it('refuses tampered, expired, foreign and unsolved tokens', () => {
    const p = pruebas.emitir(ambito, DIFICULTAD_BASE, ahora);
    const r = resolver(p);
    const partes = p.token.split('.');
    partes[3] = '1'; // an easier difficulty, signature unchanged
    expect(verificar({ ...r, prueba_token: partes.join('.') })).toBe(false);
    expect(verificar(r, { ...ambito, alcance: 'login:otro@b.cl' })).toBe(false);
    expect(verificar(r, ambito, new Date(ahora.getTime() + 5 * 60_000 + 1))).toBe(false);
    const otra = new PruebasDeTrabajo(Buffer.alloc(32, 8));
    expect(otra.verificar(ambito, { token: r.prueba_token, solucion: r.prueba_solucion }, DIFICULTAD_BASE, ahora)).toBe(
      false,
    );
    let mala = 0;
    while (cerosIniciales(createHash('sha256').update(`${p.token}:x${mala}`).digest()) >= DIFICULTAD_BASE) mala++;
    expect(verificar({ ...r, prueba_solucion: `x${mala}` })).toBe(false);
    expect(verificar(r)).toBe(true);
    expect(verificar(r)).toBe(false); // spent
  });
});
