import type { z } from 'zod';
import QRCode from 'qrcode';
import {
  enlacesCanal,
  type canalConfigInputSchema,
  type CanalConfig,
} from '@atalaya/shared/contracts/canal-denuncias/config';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import {
  actualizarCanal,
  canalDeEmpresa,
  hayCategorias,
  insertarCanalSiFalta,
  insertarCategorias,
  tokenDeEmpresa,
  type CanalRow,
} from './canal-config.repository';
import { CATEGORIAS_POR_DEFECTO, TEXTOS_CANAL_POR_DEFECTO } from './canal-por-defecto';
import { usuariosCanal } from './usuarios-canal';

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
  const creado = await insertarCanalSiFalta(tx, {
    empresa_id: empresaId,
    ...TEXTOS_CANAL_POR_DEFECTO,
    created_at: now,
    updated_at: now,
  });
  if (!creado) return (await canalDeEmpresa(tx, empresaId))!;
  const categorias = (await hayCategorias(tx, empresaId))
    ? []
    : await insertarCategorias(
        tx,
        CATEGORIAS_POR_DEFECTO.map((c, i) => ({
          empresa_id: empresaId,
          ...c,
          orden: (i + 1) * 10,
          created_at: now,
          updated_at: now,
        })),
      );
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

/** The texts the reporter reads on the public form, as the settings page edits them. */
export const textosDelCanal = (canal: CanalRow) => ({
  titulo: canal.titulo,
  introduccion: canal.introduccion,
  que_denunciar: canal.que_denunciar,
  anonimato: canal.anonimato,
  seguimiento: canal.seguimiento,
  canales_externos: canal.canales_externos,
  permite_anonimo: canal.permite_anonimo,
});

async function armarConfig(db: DbOrTx, canal: CanalRow): Promise<CanalConfig> {
  const token = await tokenDeEmpresa(db, canal.empresa_id);
  if (token === undefined) throw notFound();
  return {
    empresa_id: canal.empresa_id,
    habilitado: canal.habilitado,
    slug: canal.slug,
    ...textosDelCanal(canal),
    retencion_meses: canal.retencion_meses,
    updated_at: canal.updated_at.toISOString(),
    token,
    enlaces: enlacesCanal(token, canal.slug),
    usuarios_canal: await usuariosCanal(db, canal.empresa_id),
  };
}

export async function obtenerConfig({ db }: Pick<Dependencias, 'db'>, actor: Actor): Promise<CanalConfig> {
  return db.transaction(async (tx) =>
    armarConfig(tx, await asegurarCanal(tx, actor.empresaId, actor.usuarioId, actor.now)),
  );
}

const TEXTOS = ['introduccion', 'que_denunciar', 'anonimato', 'seguimiento', 'canales_externos'] as const;

export async function actualizarConfig(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
  body: z.output<typeof canalConfigInputSchema>,
): Promise<CanalConfig> {
  return db.transaction(async (tx) => {
    await asegurarCanal(tx, actor.empresaId, actor.usuarioId, actor.now);
    const antes = await canalDeEmpresa(tx, actor.empresaId, true);
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
    const despues = await actualizarCanal(tx, actor.empresaId, { ...valores, updated_at: actor.now });
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'actualizar',
        entidad: 'canal_denuncia',
        entidad_id: actor.empresaId,
        cambios,
      },
      actor.now,
    );
    return armarConfig(tx, despues!);
  });
}

/** What a printed QR code opens: the channel page or directly the report form. */
export async function qrCanal(
  deps: Pick<Dependencias, 'db'>,
  actor: Actor,
  { destino, origen }: { destino: 'canal' | 'formulario'; origen: string },
): Promise<{ svg: string; url: string }> {
  const config = await obtenerConfig(deps, actor);
  const url = `${origen}${config.enlaces[destino]}`;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { svg, url };
}
