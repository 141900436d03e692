import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import type { Actor } from './acceso-denuncia';
import { insertarEvento } from './denuncias.repository';

/*
 * Every change to a case leaves two traces in its transaction: a timeline row (denuncia_eventos,
 * what the screen shows) and an audit row (the tamper-evident chain). Neither ever holds report
 * content — only ids, states, types and dates, and for exclusions the staff names and the reason
 * (written by staff, never shown to the reporter).
 */

type ValorDetalle = string | number | boolean | null | readonly ValorDetalle[] | { readonly [k: string]: ValorDetalle };
export type Detalle = Record<string, ValorDetalle>;

export async function registrarEvento(
  tx: DbOrTx,
  actor: Actor,
  denunciaId: number,
  tipo: string,
  detalle: Detalle = {},
): Promise<void> {
  await insertarEvento(tx, {
    empresa_id: actor.empresaId,
    denuncia_id: denunciaId,
    tipo,
    usuario_id: actor.usuarioId,
    detalle,
    created_at: actor.now,
  });
}

/** Timeline row + audit row for one step of a case. */
export async function dejarRastro(
  tx: DbOrTx,
  actor: Actor,
  paso: {
    denunciaId: number;
    evento: string;
    accion: string;
    entidad?: string;
    entidadId?: number;
    detalle?: Detalle;
  },
): Promise<void> {
  const detalle = paso.detalle ?? {};
  await registrarEvento(tx, actor, paso.denunciaId, paso.evento, detalle);
  await recordAudit(
    tx,
    {
      empresa_id: actor.empresaId,
      usuario_id: actor.usuarioId,
      accion: paso.accion,
      entidad: paso.entidad ?? 'denuncia',
      entidad_id: paso.entidadId ?? paso.denunciaId,
      cambios: paso.entidad && paso.entidad !== 'denuncia' ? { denuncia_id: paso.denunciaId, ...detalle } : detalle,
    },
    actor.now,
  );
}
