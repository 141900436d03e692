import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';
import { correoFiltrosSchema, correosResponseSchema, type EstadoCorreo } from '@atalaya/shared/contracts/correos';
import type { DbOrTx } from '../../db/client';
import { correos } from '../../db/schema/index';
import { access } from '../../platform/access';
import { containsPattern } from '../../platform/crud/search';

/** GET /correos/: the mail outbox of every company, newest first (admin_atalaya only). */
export async function correosRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/correos/',
    {
      config: { access: access.plataforma() },
      schema: {
        tags: ['plataforma'],
        summary: 'Bandeja de salida de correos (q: destinatario o asunto; filtro estado)',
        querystring: correoFiltrosSchema,
        response: { 200: correosResponseSchema },
      },
    },
    (request) => listarCorreos(app.db, request.query),
  );
}

async function listarCorreos(
  db: DbOrTx,
  f: { skip: number; limit: number; estado?: EstadoCorreo | undefined; q?: string | undefined },
) {
  const where: SQL[] = [];
  if (f.estado) where.push(eq(correos.estado, f.estado));
  if (f.q) {
    const patron = containsPattern(f.q.toLowerCase());
    where.push(or(like(sql`lower(${correos.para})`, patron), like(sql`lower(${correos.asunto})`, patron))!);
  }
  const condicion = where.length ? and(...where) : undefined;
  // The total is exact up to TOTAL_MAXIMO, as in every list (contracts/common).
  const acotado = db
    .select({ uno: sql`1` })
    .from(correos)
    .where(condicion)
    .limit(TOTAL_MAXIMO + 1)
    .as('acotado');
  const [filas, [conteo]] = await Promise.all([
    db.select().from(correos).where(condicion).orderBy(desc(correos.id)).offset(f.skip).limit(f.limit),
    db.select({ n: count() }).from(acotado),
  ]);
  return {
    data: filas.map((c) => ({
      id: c.id,
      empresa_id: c.empresa_id,
      para: c.para,
      asunto: c.asunto,
      cuerpo: c.cuerpo,
      estado: c.estado as EstadoCorreo,
      intentos: c.intentos,
      ultimo_error: c.ultimo_error,
      enviado_at: c.enviado_at?.toISOString() ?? null,
      created_at: c.created_at.toISOString(),
    })),
    total: Number(conteo?.n ?? 0),
  };
}
