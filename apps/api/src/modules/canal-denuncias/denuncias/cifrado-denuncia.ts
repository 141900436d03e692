import { cifrarJson, cifrarTexto, descifrarJson, descifrarTexto } from '../../../platform/crypto/cifrado';

/*
 * The additional data (aad) binding each encrypted value to its row and field, shared with the
 * public channel (modules/canal-publico): a ciphertext moved to another row or column fails to
 * open. Keys come from `app.claves.de(empresaId)`, fetched before any transaction starts.
 */
export const AAD = {
  contenido: (denunciaId: number) => `denuncia:${denunciaId}:contenido`,
  identidad: (denunciaId: number) => `denuncia:${denunciaId}:identidad`,
  resolucion: (denunciaId: number) => `denuncia:${denunciaId}:resolucion`,
  mensajeCierre: (denunciaId: number) => `denuncia:${denunciaId}:mensaje_cierre`,
  comentario: (comentarioId: number) => `comentario:${comentarioId}`,
} as const;

export const cifrar = { json: cifrarJson, texto: cifrarTexto };
export const descifrar = {
  json: descifrarJson,
  texto: descifrarTexto,
  /** A nullable column: null stays null. */
  textoNulo: (clave: Buffer, blob: string | null, aad: string) =>
    blob === null ? null : descifrarTexto(clave, blob, aad),
};
