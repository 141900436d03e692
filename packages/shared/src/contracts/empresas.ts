import { z } from 'zod';

/** GET /empresas/creditos/{id}: due-diligence credits left for a company and where they come from. */
export const creditosResponseSchema = z.object({
  empresa_id: z.number().int(),
  creditos_disponibles: z.number().int(),
  plan: z.object({ nombre: z.string(), creditos_incluidos: z.number().int() }).nullable(),
});
export type CreditosResponse = z.infer<typeof creditosResponseSchema>;
