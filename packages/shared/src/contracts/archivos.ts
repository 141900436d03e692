import { z } from 'zod';

/** A stored file as clients see it (SPEC §3 'Document file' uses the same names). */
export const archivoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tamano: z.number().int(),
  content_type: z.string(),
  sha256: z.string(),
  contexto: z.string(),
  download_url: z.string(),
  created_at: z.string(),
});
export type Archivo = z.infer<typeof archivoSchema>;
