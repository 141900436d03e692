import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { correos } from '../db/schema/index';
import type { DatabaseHandle } from '../db/client';

/*
 * Tests that need a working new account (issue 24 F7): a created user is an invitation, so the
 * test reads the link from the outbox and accepts it with a password, as its owner would.
 */

/** The token of the newest invitation mailed to `email`, if any. */
export async function tokenInvitacion(db: DatabaseHandle['db'], email: string) {
  const [c] = await db
    .select({ cuerpo: correos.cuerpo })
    .from(correos)
    .where(eq(correos.para, email.toLowerCase()))
    .orderBy(desc(correos.id))
    .limit(1);
  return c ? /\/invitacion\/([A-Za-z0-9_-]+)/.exec(c.cuerpo)?.[1] : undefined;
}

/** Accepts the newest invitation of `email` with `password`; throws unless it worked. */
export async function aceptarInvitacionDePrueba(
  t: { app: FastifyInstance; handle: { db: DatabaseHandle['db'] } },
  email: string,
  password: string,
) {
  const token = await tokenInvitacion(t.handle.db, email);
  if (!token) throw new Error(`sin invitación para ${email}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/invitacion/${token}`,
    payload: { password, confirmacion: password },
  });
  if (res.statusCode !== 200) throw new Error(`invitación ${email} → ${res.statusCode} ${res.body}`);
}
