import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import QRCode from 'qrcode';
import { enlacesCanal, type canalConfigInputSchema, type CanalConfig } from '@atalaya/shared/contracts/canal-denuncias/config';
import type { Database, DbOrTx } from '../../../db/client';
import { canales_denuncia, categorias_denuncia, empresas } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import type { CrudContext } from '../../../platform/crud/resource';
import { notFound } from '../../../platform/errors';
import { CATEGORIAS_POR_DEFECTO, TEXTOS_CANAL_POR_DEFECTO } from './canal-por-defecto';
import { usuariosCanal } from './usuarios-canal';

type CanalRow = typeof canales_denuncia.$inferSelect;

/**
 * The company's channel row, created on first use with the default texts and, if the company has
 * no categories yet, the default categories (a channel without categories cannot take reports).
 * `usuarioId` null: created by the system (seed).
 */
export async function asegurarCanal(
  tx: DbOrTx,
  empresaId: number,
  usuarioId: number | null,
  now: Date,
): Promise<CanalRow> {
  const [creado] = await tx
    .insert(canales_denuncia)
    .values({ empresa_id: empresaId, ...TEXTOS_CANAL_POR_DEFECTO, created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning();
  if (!creado) {
    const [fila] = await tx.select().from(canales_denuncia).where(eq(canales_denuncia.empresa_id, empresaId));
    return fila!;
  }
  const [existente] = await tx
    .select({ id: categorias_denuncia.id })
    .from(categorias_denuncia)
    .where(eq(categorias_denuncia.empresa_id, empresaId))
    .limit(1);
  const categorias = existente
    ? []
    : await tx
        .insert(categorias_denuncia)
        .values(
          CATEGORIAS_POR_DEFECTO.map((c, i) => ({
            empresa_id: empresaId,
            ...c,
            orden: (i + 1) * 10,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning({ id: categorias_denuncia.id, nombre: categorias_denuncia.nombre });
  await recordAudit(
    tx,
    {
      empresa_id: empresaId,
      usuario_id: usuarioId,
      accion: 'crear',
      entidad: 'canal_denuncia',
      entidad_id: empresaId,
      cambios: { habilitado: creado.habilitado, slug: creado.slug, categorias: categorias.map((c) => c.nombre) },
    },
    now,
  );
  return creado;
}

async function armarConfig(db: DbOrTx, canal: CanalRow): Promise<CanalConfig> {
  const [empresa] = await db
    .select({ token: empresas.token_canal })
    .from(empresas)
    .where(eq(empresas.id, canal.empresa_id));
  if (!empresa) throw notFound();
  return {
    empresa_id: canal.empresa_id,
    habilitado: canal.habilitado,
    slug: canal.slug,
    titulo: canal.titulo,
    introduccion: canal.introduccion,
    que_denunciar: canal.que_denunciar,
    anonimato: canal.anonimato,
    seguimiento: canal.seguimiento,
    canales_externos: canal.canales_externos,
    permite_anonimo: canal.permite_anonimo,
    retencion_meses: canal.retencion_meses,
    updated_at: canal.updated_at.toISOString(),
    token: empresa.token,
    enlaces: enlacesCanal(empresa.token, canal.slug),
    usuarios_canal: await usuariosCanal(db, canal.empresa_id),
  };
}

export async function obtenerConfig(db: Database, ctx: CrudContext): Promise<CanalConfig> {
  return db.transaction(async (tx) => armarConfig(tx, await asegurarCanal(tx, ctx.empresaId, ctx.usuarioId, ctx.now)));
}

const TEXTOS = ['introduccion', 'que_denunciar', 'anonimato', 'seguimiento', 'canales_externos'] as const;

export async function actualizarConfig(
  db: Database,
  ctx: CrudContext,
  body: z.output<typeof canalConfigInputSchema>,
): Promise<CanalConfig> {
  return db.transaction(async (tx) => {
    await asegurarCanal(tx, ctx.empresaId, ctx.usuarioId, ctx.now);
    const [antes] = await tx
      .select()
      .from(canales_denuncia)
      .where(eq(canales_denuncia.empresa_id, ctx.empresaId))
      .for('update');
    const cambios: Record<string, unknown> = {};
    const valores: Partial<CanalRow> = {};
    for (const [campo, valor] of Object.entries(body) as [keyof typeof body, unknown][]) {
      if (valor === undefined || antes![campo] === valor) continue;
      (valores as Record<string, unknown>)[campo] = valor;
      // Long texts: the audit says which changed, not their whole content twice.
      cambios[campo] = (TEXTOS as readonly string[]).includes(campo)
        ? { modificado: true }
        : { antes: antes![campo], despues: valor };
    }
    if (Object.keys(valores).length === 0) return armarConfig(tx, antes!);
    const [despues] = await tx
      .update(canales_denuncia)
      .set({ ...valores, updated_at: ctx.now })
      .where(eq(canales_denuncia.empresa_id, ctx.empresaId))
      .returning();
    await recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'actualizar',
        entidad: 'canal_denuncia',
        entidad_id: ctx.empresaId,
        cambios,
      },
      ctx.now,
    );
    return armarConfig(tx, despues!);
  });
}

/** What a printed QR code opens: the channel page or directly the report form. */
export async function qrCanal(
  db: Database,
  ctx: CrudContext,
  destino: 'canal' | 'formulario',
  origen: string,
): Promise<{ svg: string; url: string }> {
  const config = await obtenerConfig(db, ctx);
  const url = `${origen}${config.enlaces[destino]}`;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { svg, url };
}
