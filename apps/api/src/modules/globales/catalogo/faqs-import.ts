import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { faqInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import { trozos, type ErrorCampo, type Importador } from '../../../platform/import/engine';
import { registrarImportacion } from '../../../platform/import/routes';
import { clave, porEtiqueta } from '../../../platform/import/valores';
import { insertFaqs, preguntasFaq } from './catalogo.repository';
import { plataforma, tag } from './catalogo.resources';

/*
 * POST /faqs/import (Globales → Preguntas frecuentes, admin_atalaya): FAQs from a CSV or XLSX with
 * the columns Pregunta, Respuesta, Orden (optional, 0 by default) and Publicada (Sí/No, optional,
 * No by default: imported FAQs are drafts until someone publishes them). Same body as POST /faqs/
 * (faqInputSchema).
 *
 * Duplicates: the table has no unique key, but two FAQs with the same question would confuse
 * Soporte, so a question repeated in the file or already stored (compared folded: case, accents,
 * spaces and final punctuation ignored) is an error on its row. All rows or none, one audit row on
 * the platform chain (FAQs have no company).
 */

type FaqImport = z.output<typeof faqInputSchema>;

const SI_NO = { si: 'Sí', no: 'No' } as const;

/** How two questions are compared: folded, '¿…?' and final punctuation ignored. */
const clavePregunta = (pregunta: string) => clave(pregunta.replace(/[¿?¡!.:;\s]+/g, ' '));

export const faqsImportador: Importador<null, FaqImport> = {
  entidad: 'faq',
  plural: 'preguntas frecuentes',
  columnas: [
    { campo: 'pregunta', encabezados: ['Pregunta', 'Preguntas'] },
    { campo: 'respuesta', encabezados: ['Respuesta', 'Respuestas'] },
    { campo: 'orden', encabezados: ['Orden', 'Posición'] },
    { campo: 'publicada', encabezados: ['Publicada', 'Publicado', 'Estado'] },
  ],
  faltantes: (presentes) => ['pregunta', 'respuesta'].filter((c) => !presentes.has(c)),
  contexto: () => Promise.resolve(null),
  convertir(c) {
    const errores: ErrorCampo[] = [];
    let publicada: boolean | undefined = undefined;
    const estado = porEtiqueta(c.publicada!, SI_NO);
    if (estado === 'si') publicada = true;
    else if (estado === 'no') publicada = false;
    else if (estado !== undefined) errores.push({ campo: 'publicada', mensaje: 'Indique Sí o No' });
    return {
      valores: {
        pregunta: c.pregunta,
        respuesta: c.respuesta,
        // '' would coerce to 0 silently; absent keeps the schema's default.
        orden: c.orden === '' ? undefined : c.orden,
        publicada,
      },
      errores,
    };
  },
  schema: faqInputSchema,
  unico: {
    campo: 'pregunta',
    clave: (f) => clavePregunta(f.pregunta),
    enArchivo: (fila) => `Pregunta repetida en el archivo (también en la fila ${fila})`,
    existente: 'Ya existe una pregunta frecuente con esta pregunta.',
    async existentes(db, _empresaId, claves) {
      // A few hundred FAQs at most: compare them folded in memory.
      const buscadas = new Set(claves);
      const preguntas = await preguntasFaq(db);
      return new Set(preguntas.map(clavePregunta).filter((k) => buscadas.has(k)));
    },
  },
  async insertar(tx, _ctx, filas) {
    for (const parte of trozos(filas, 1000)) await insertFaqs(tx, parte);
  },
};

/** Registers POST /faqs/import (admin_atalaya, like the rest of Globales → Preguntas frecuentes). */
export function registrarImportacionFaqs(app: FastifyInstance) {
  registrarImportacion(app, {
    path: 'faqs',
    tag,
    access: plataforma,
    plural: 'preguntas frecuentes',
    importador: faqsImportador,
    nota:
      'Solo administradores de la plataforma. Columnas: Pregunta, Respuesta, Orden (entero de 0 a 9999, opcional; 0) ' +
      'y Publicada (Sí/No, opcional; No). Una pregunta repetida en el archivo o ya registrada (sin distinguir ' +
      'mayúsculas, tildes ni signos) es un error de su fila.',
  });
}
