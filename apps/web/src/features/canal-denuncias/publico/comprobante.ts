/**
 * The receipt a reporter downloads after sending: made in the browser, never sent anywhere, and
 * without the password (which only the reporter knows).
 */
import { formatearCodigoDenuncia, normalizarCodigoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { formatDateTime } from '@/lib/format';

export const AVISO_NO_RECUPERABLE = 'Guarde este código y su contraseña: no se pueden recuperar.';

/** Whatever the server sent → XXXX-XXXX-XXXX-XXXX. */
export function codigoLegible(codigo: string): string {
  return formatearCodigoDenuncia(normalizarCodigoDenuncia(codigo));
}

/** The four groups of the code, for the large display. */
export function gruposCodigo(codigo: string): string[] {
  return codigoLegible(codigo).split('-').filter(Boolean);
}

export function textoComprobante({
  codigo,
  created_at,
  empresa,
  urlConsulta,
}: {
  codigo: string;
  created_at: string;
  empresa: string;
  urlConsulta: string;
}): string {
  return [
    'COMPROBANTE DE DENUNCIA',
    '',
    `Empresa: ${empresa}`,
    `Código de la denuncia: ${codigoLegible(codigo)}`,
    `Fecha de envío: ${formatDateTime(created_at)}`,
    '',
    'Cómo hacer seguimiento:',
    `1. Ingrese a ${urlConsulta}`,
    '2. Escriba este código y la contraseña que eligió al enviar la denuncia.',
    '3. Verá el estado de su denuncia y los mensajes de la empresa, y podrá responder y agregar evidencia.',
    '',
    AVISO_NO_RECUPERABLE,
    'Este comprobante no incluye su contraseña. Guárdelo en un lugar seguro.',
    '',
  ].join('\r\n');
}

export function nombreComprobante(codigo: string): string {
  return `comprobante-denuncia-${codigoLegible(codigo)}.txt`;
}

/** Offers the text as a file download, without any network request. */
export function descargarTexto(nombre: string, texto: string) {
  descargarBlob(nombre, new Blob([texto], { type: 'text/plain;charset=utf-8' }));
}

/** Saves a blob already in memory under `nombre`. */
export function descargarBlob(nombre: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
