import type { LoginDesafioResponse, SessionUser } from '@atalaya/shared/contracts/auth/sesion';
import type { Enrolamiento } from '@atalaya/shared/contracts/auth/dos-factores';
import { apiGet, apiPost } from '@/lib/api';

/*
 * Two-step verification at sign-in (issue 9): after the password the API may answer a `desafio`
 * instead of a session; these calls finish the sign-in with a code, a recovery code, or the
 * enrolment a user must do before getting in. Pure helpers are exported for the unit tests.
 */

export type Desafio = Omit<LoginDesafioResponse, 'active'>;
export type { Enrolamiento };

export type SesionIniciada = { active: true; user: SessionUser };

/** Digits only, at most 6 (what an authenticator shows, maybe typed with a space). */
export function limpiarCodigo(valor: string): string {
  return valor.replace(/\D/g, '').slice(0, 6);
}

/** Upper case, the dash put back after 4 characters: what the server prints. */
export function limpiarRecuperacion(valor: string): string {
  const s = valor
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
  return s.length > 4 ? `${s.slice(0, 4)}-${s.slice(4)}` : s;
}

export const esCodigoCompleto = (codigo: string) => /^\d{6}$/.test(codigo);
export const esRecuperacionCompleta = (codigo: string) => /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(codigo);

/** What the code form validates before sending (Spanish, like the API's messages). */
export function errorCodigo(modo: 'totp' | 'recuperacion', valor: string): string | null {
  if (modo === 'totp') {
    if (valor === '') return 'Ingrese el código de 6 dígitos de su aplicación de autenticación.';
    return esCodigoCompleto(valor) ? null : 'El código tiene 6 dígitos.';
  }
  if (valor === '') return 'Ingrese uno de sus códigos de recuperación.';
  return esRecuperacionCompleta(valor) ? null : 'El código de recuperación tiene el formato XXXX-XXXX.';
}

/** The secret in groups of 4, easier to type into an app by hand. */
export const agruparSecreto = (secreto: string) => secreto.replace(/(.{4})(?=.)/g, '$1 ');

/** The text file offered for download with the recovery codes. */
export function archivoRecuperacion(codigos: string[], email: string | null, fecha: Date): string {
  return [
    'Atalaya — códigos de recuperación de la verificación en dos pasos',
    ...(email ? [`Cuenta: ${email}`] : []),
    `Generados: ${fecha.toLocaleString('es-CL', { timeZone: 'America/Santiago' })}`,
    '',
    'Cada código sirve una sola vez, si no tiene acceso a su aplicación de autenticación.',
    'Guárdelos en un lugar seguro.',
    '',
    ...codigos,
    '',
  ].join('\n');
}

export function descargarTexto(nombre: string, texto: string) {
  const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** POST /auth/login/totp with a code or a recovery code. */
export const enviarCodigo = (desafio: string, modo: 'totp' | 'recuperacion', valor: string) =>
  apiPost<SesionIniciada>(
    '/auth/login/totp',
    modo === 'totp' ? { desafio, codigo: valor } : { desafio, codigo_recuperacion: valor },
  );

export const iniciarEnrolamientoLogin = (desafio: string) => apiPost<Enrolamiento>('/auth/login/enrolar', { desafio });

export const confirmarEnrolamientoLogin = (desafio: string, codigo: string) =>
  apiPost<SesionIniciada & { codigos_recuperacion: string[] }>('/auth/login/enrolar/confirmar', { desafio, codigo });

/** The server's word that the session cookie took (as the password sign-in checks). */
export async function confirmarSesion(): Promise<SesionIniciada> {
  const s = await apiGet<{ active?: boolean; user?: SessionUser | null }>('/auth/check-session');
  if (!s.active || !s.user) throw new Error('Authentication failed');
  return { active: true, user: s.user };
}
