import { dominioDeCorreo } from '@atalaya/shared/contracts/globales/empresas';
import { MENSAJES } from '@atalaya/shared/messages';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { dominiosDeEmpresa, dominiosDeOtrasEmpresas } from './invitaciones.repository';

/*
 * Issue 24 F7 part B: a company bound to e-mail domains (Globales → empresas) only has accounts
 * of those domains, and a bound domain is nobody else's: another company cannot create an account
 * of it, nor can single sign-on put its owner into another company.
 */

/** 400 on `email` when the company's domains do not include the address's. */
export const mensajeFueraDeDominios = (dominios: readonly string[]) =>
  `El correo debe pertenecer a los dominios de la empresa: ${dominios.join(', ')}.`;

/** 400 on `email` when another company bound that domain (which one is not said to the tenant). */
export const MENSAJE_DOMINIO_DE_OTRA_EMPRESA = 'El dominio del correo ya está asignado a otra empresa.';

/**
 * Why `email` may not be an account of company `empresaId`: null when it may. Outside the
 * company's domains (when it has any), or of a domain another company bound.
 */
export async function correoPermitidoParaEmpresa(db: DbOrTx, empresaId: number, email: string): Promise<string | null> {
  return (await primerCorreoNoPermitido(db, empresaId, [email]))?.mensaje ?? null;
}

/** The first of `emails` that may not be an account of the company, and why (two queries for any number). */
export async function primerCorreoNoPermitido(
  db: DbOrTx,
  empresaId: number,
  emails: readonly string[],
): Promise<{ email: string; mensaje: string } | null> {
  const dominios = await dominiosDeEmpresa(db, empresaId);
  if (dominios.length > 0) {
    const fuera = emails.find((e) => !dominios.includes(dominioDeCorreo(e)));
    return fuera === undefined ? null : { email: fuera, mensaje: mensajeFueraDeDominios(dominios) };
  }
  const ajenos = await dominiosDeOtrasEmpresas(db, empresaId);
  const ajeno = emails.find((e) => ajenos.has(dominioDeCorreo(e)));
  return ajeno === undefined ? null : { email: ajeno, mensaje: MENSAJE_DOMINIO_DE_OTRA_EMPRESA };
}

/**
 * The same as a 400 field error on `email` (the create/invite and e-mail change paths; an import
 * passes all its addresses and the message names the first refused one).
 */
export async function exigirCorreoDeEmpresa(db: DbOrTx, empresaId: number, email: string | readonly string[]) {
  const lista = typeof email === 'string' ? [email] : email;
  const no = await primerCorreoNoPermitido(db, empresaId, lista);
  if (no) {
    const mensaje = lista.length > 1 ? `${no.email}: ${no.mensaje}` : no.mensaje;
    throw new AppError('VALIDACION', MENSAJES.datosInvalidos, { email: mensaje });
  }
}
