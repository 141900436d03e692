import {
  codigoDenunciaValido,
  MENSAJE_CREDENCIALES_INVALIDAS,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { dificultadPara, UMBRAL_FALLOS } from '@atalaya/shared/contracts/prueba-trabajo';
import { verifyPassword } from '../../../platform/auth/passwords';
import { desafioRequerido, type Ambito, type PruebasDeTrabajo } from '../../../platform/auth/prueba-trabajo';
import { AppError } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import { actualizarDenuncia, sumarIntentoFallido } from '../denuncias/denuncias.repository';
import { denunciaPorCodigo, empresaDeToken, type DenunciaRow } from './canal-publico.repository';
import { hashCodigoDenuncia } from './codigo-denuncia';

/*
 * The reporter's way in: report code + password (EthicsPoint-style). A wrong code and a wrong
 * password get the same 401 after the same work (argon2 against a dummy hash when the code is
 * unknown). Never a lockout (issue 24 F6): after 3 failures on a code, every attempt must carry a
 * solved proof of work (429 DESAFIO_REQUERIDO otherwise, password not looked at), twice the work
 * per further failure, up to a cap; the right password resets the count. Unknown codes are counted
 * the same way in memory, so the challenge reveals nothing about existence. The challenge is not
 * bound to the IP: reporters may come through Tor, whose exit changes between requests.
 * Ours, not @fastify/rate-limit: it counts wrong passwords per report code (on its row), not requests per address.
 */

const credencialesInvalidas = (datos?: Record<string, unknown>) =>
  new AppError('CREDENCIALES_INVALIDAS', MENSAJE_CREDENCIALES_INVALIDAS, undefined, datos);

const exigidaPara = (fallos: number) => (fallos >= UMBRAL_FALLOS ? dificultadPara(fallos - UMBRAL_FALLOS) : null);

/** Failure counters of codes that match no report (in memory only; keyed by the code's hash). */
export class FallosDeCodigosDesconocidos {
  private readonly fallos = new Map<string, number>();

  cuantos(hash: string): number {
    return this.fallos.get(hash) ?? 0;
  }

  /** Counts a failure; the new count. */
  fallar(hash: string): number {
    if (this.fallos.size > 50_000) this.fallos.clear();
    const n = this.cuantos(hash) + 1;
    this.fallos.set(hash, n);
    return n;
  }
}

/** What checking a reporter uses: the database, the clock, the challenges and the unknown codes' counters. */
export type DepsDenunciante = Pick<Dependencias, 'db' | 'clock'> & {
  pruebas: PruebasDeTrabajo;
  desconocidos: FallosDeCodigosDesconocidos;
};

export interface CredencialesDenunciante {
  codigo: string;
  pass_denuncia: string;
  /** Channel token of the page, when the request names one: a report of another company is refused. */
  token?: string;
  /** The solved challenge, once the code has failed 3 times. */
  prueba_token?: string;
  prueba_solucion?: string;
}

/**
 * The report behind a code and password, or 401 (with the next challenge once one is due) or 429
 * DESAFIO_REQUERIDO. Call outside a transaction.
 * A token that belongs to no company at all answers 404 (the channel does not exist).
 */
export async function verificarDenunciante(
  { db, clock, pruebas, desconocidos }: DepsDenunciante,
  cred: CredencialesDenunciante,
): Promise<DenunciaRow> {
  const ahora = clock();
  const hash = hashCodigoDenuncia(cred.codigo);
  let fila = codigoDenunciaValido(cred.codigo) ? await denunciaPorCodigo(db, hash) : null;
  if (fila && cred.token !== undefined) {
    const empresaId = await empresaDeToken(db, cred.token);
    if (empresaId !== fila.empresa_id) fila = null;
  }

  const ambito: Ambito = { alcance: `codigo:${hash}`, origen: '' };
  const exigida = exigidaPara(fila ? fila.intentos_fallidos : desconocidos.cuantos(hash));
  const prueba = { token: cred.prueba_token, solucion: cred.prueba_solucion };
  if (exigida !== null && !pruebas.verificar(ambito, prueba, exigida, ahora)) {
    throw desafioRequerido(pruebas.emitir(ambito, exigida, ahora));
  }
  // The refusal of a failure carries the next attempt's challenge when one is due.
  const fallo = (n: number) => {
    const siguiente = exigidaPara(n);
    return credencialesInvalidas(
      siguiente === null ? undefined : { prueba_trabajo: pruebas.emitir(ambito, siguiente, ahora) },
    );
  };

  if (!fila) {
    await verifyPassword(null, cred.pass_denuncia);
    throw fallo(desconocidos.fallar(hash));
  }

  if (await verifyPassword(fila.pass_hash, cred.pass_denuncia)) {
    if (fila.intentos_fallidos !== 0 || fila.bloqueada_hasta !== null) {
      await actualizarDenuncia(db, fila.empresa_id, fila.id, { intentos_fallidos: 0, bloqueada_hasta: null });
    }
    return fila;
  }

  // Counted in SQL so concurrent failures all count (bloqueada_hasta is no longer set).
  const tras = await sumarIntentoFallido(db, fila.id);
  throw fallo(tras ?? fila.intentos_fallidos + 1);
}
