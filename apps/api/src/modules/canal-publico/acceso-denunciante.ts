import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  codigoDenunciaValido,
  MENSAJE_BLOQUEO_CONSULTA,
  MENSAJE_CREDENCIALES_INVALIDAS,
} from '@atalaya/shared/contracts/canal-publico';
import { denuncias } from '../../db/schema/index';
import { verifyPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { denunciaPorCodigo, empresaDeToken, type DenunciaRow } from './canal-publico.repository';
import { hashCodigoDenuncia } from './codigo-denuncia';

/*
 * The reporter's way in: report code + password (EthicsPoint-style). A wrong code and a wrong
 * password get the same 401 after the same work (argon2 against a dummy hash when the code is
 * unknown). Five failures on a code lock it for 15 minutes (429, even with the right password);
 * unknown codes are counted the same way in memory, so a lock reveals nothing about existence.
 */

export const MAX_FALLOS = 5;
export const BLOQUEO_MS = 15 * 60 * 1000;

const credencialesInvalidas = () => new AppError('CREDENCIALES_INVALIDAS', MENSAJE_CREDENCIALES_INVALIDAS);
const bloqueada = () => new AppError('DEMASIADOS_INTENTOS', MENSAJE_BLOQUEO_CONSULTA);

/** Failure counters of codes that match no report (in memory only; keyed by the code's hash). */
export class FallosDeCodigosDesconocidos {
  private readonly fallos = new Map<string, { n: number; hasta: number }>();

  bloqueado(hash: string, ahora: number): boolean {
    const f = this.fallos.get(hash);
    return f !== undefined && f.hasta > ahora;
  }

  /** Counts a failure; true when it just locked the code. */
  fallar(hash: string, ahora: number): boolean {
    if (this.fallos.size > 50_000) this.fallos.clear();
    const f = this.fallos.get(hash);
    const n = (f?.n ?? 0) + 1; // 0 again after a lock
    if (n >= MAX_FALLOS) {
      this.fallos.set(hash, { n: 0, hasta: ahora + BLOQUEO_MS });
      return true;
    }
    this.fallos.set(hash, { n, hasta: 0 });
    return false;
  }
}

export interface CredencialesDenunciante {
  codigo: string;
  pass_denuncia: string;
  /** Channel token of the page, when the request names one: a report of another company is refused. */
  token?: string;
}

/**
 * The report behind a code and password, or 401/429. Call outside a transaction.
 * A token that belongs to no company at all answers 404 (the channel does not exist).
 */
export async function verificarDenunciante(
  app: FastifyInstance,
  desconocidos: FallosDeCodigosDesconocidos,
  cred: CredencialesDenunciante,
): Promise<DenunciaRow> {
  const ahora = app.clock();
  const hash = hashCodigoDenuncia(cred.codigo);
  let fila = codigoDenunciaValido(cred.codigo) ? await denunciaPorCodigo(app.db, hash) : null;
  if (fila && cred.token !== undefined) {
    const empresaId = await empresaDeToken(app.db, cred.token);
    if (empresaId !== fila.empresa_id) fila = null;
  }

  if (!fila) {
    if (desconocidos.bloqueado(hash, ahora.getTime())) throw bloqueada();
    await verifyPassword(null, cred.pass_denuncia);
    throw desconocidos.fallar(hash, ahora.getTime()) ? bloqueada() : credencialesInvalidas();
  }
  if (fila.bloqueada_hasta && fila.bloqueada_hasta.getTime() > ahora.getTime()) throw bloqueada();

  if (await verifyPassword(fila.pass_hash, cred.pass_denuncia)) {
    if (fila.intentos_fallidos !== 0 || fila.bloqueada_hasta !== null) {
      await app.db
        .update(denuncias)
        .set({ intentos_fallidos: 0, bloqueada_hasta: null })
        .where(eq(denuncias.id, fila.id));
    }
    return fila;
  }

  // Counted in SQL so concurrent failures all count; the fifth one locks and restarts the count.
  const [tras] = await app.db
    .update(denuncias)
    .set({
      intentos_fallidos: sql`CASE WHEN ${denuncias.intentos_fallidos} + 1 >= ${MAX_FALLOS} THEN 0 ELSE ${denuncias.intentos_fallidos} + 1 END`,
      bloqueada_hasta: sql`CASE WHEN ${denuncias.intentos_fallidos} + 1 >= ${MAX_FALLOS} THEN ${new Date(ahora.getTime() + BLOQUEO_MS).toISOString()}::timestamptz ELSE ${denuncias.bloqueada_hasta} END`,
    })
    .where(eq(denuncias.id, fila.id))
    .returning({ bloqueada_hasta: denuncias.bloqueada_hasta });
  const recienBloqueada = tras?.bloqueada_hasta && tras.bloqueada_hasta.getTime() > ahora.getTime();
  throw recienBloqueada ? bloqueada() : credencialesInvalidas();
}
