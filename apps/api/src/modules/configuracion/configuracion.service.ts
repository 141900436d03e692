import type { z } from 'zod';
import {
  preferenciasCompletas,
  type ConfiguracionEmpresa,
  type configuracionEmpresaInputSchema,
} from '@atalaya/shared/contracts/configuracion';
import type { PreferenciasNotificacion } from '@atalaya/shared/contracts/notificaciones';
import type { DbOrTx } from '../../db/client';
import type { ArchivoGuardado } from '../../platform/archivos/almacen';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { empresasService } from '../globales/empresas/empresas.service';
import { findConfiguracion, lockConfiguracion, updateConfiguracion } from './configuracion.repository';

type Fila = NonNullable<Awaited<ReturnType<typeof findConfiguracion>>>;

function toDto(r: Fila): ConfiguracionEmpresa {
  return {
    id: r.id,
    nombre: r.nombre,
    rut: r.rut,
    nombre_fantasia: r.nombre_fantasia,
    logo_url: r.logo_url,
    dias_aviso_vencimiento: r.dias_aviso_vencimiento,
    preferencias_notificacion: preferenciasCompletas(r.preferencias_notificacion),
    exigir_2fa: r.exigir_2fa,
  };
}

async function leer(db: DbOrTx, empresaId: number) {
  const row = await findConfiguracion(db, empresaId);
  if (!row) throw notFound();
  return toDto(row);
}

/** Fields whose value changed, as { antes, despues } (audit). */
function diff(antes: Record<string, unknown>, despues: Record<string, unknown>) {
  const out: Record<string, { antes: unknown; despues: unknown }> = {};
  for (const k of Object.keys(despues)) {
    if (JSON.stringify(antes[k]) !== JSON.stringify(despues[k])) out[k] = { antes: antes[k], despues: despues[k] };
  }
  return out;
}

/** A settings change is the company's act: its own audit chain. */
function auditar(tx: DbOrTx, actor: Actor, cambios: Record<string, unknown>) {
  return recordAudit(
    tx,
    {
      empresa_id: actor.empresaId,
      usuario_id: actor.usuarioId,
      accion: 'actualizar',
      entidad: 'empresa',
      entidad_id: actor.empresaId,
      cambios,
    },
    actor.now,
  );
}

/** Configuración of the session's active company (issue 8 §5). */
export const configuracionService = {
  obtener: ({ db }: Pick<Dependencias, 'db'>, actor: Actor) => leer(db, actor.empresaId),

  /** Nombre de fantasía and the 'por vencer' threshold; audited only when something changed. */
  async actualizarEmpresa(
    { db }: Pick<Dependencias, 'db'>,
    actor: Actor,
    body: z.output<typeof configuracionEmpresaInputSchema>,
  ) {
    return db.transaction(async (tx) => {
      const antes = await lockConfiguracion(tx, actor.empresaId);
      if (!antes) throw notFound();
      // exigir_2fa left out of the body stays as it is.
      const datos = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as typeof body;
      const cambios = diff(antes, datos);
      if (Object.keys(cambios).length) {
        await updateConfiguracion(tx, actor.empresaId, datos, actor.now);
        await auditar(tx, actor, cambios);
      }
      return leer(tx, actor.empresaId);
    });
  },

  /** Replaces the bell/mail preferences with the full object (every category). */
  async actualizarNotificaciones({ db }: Pick<Dependencias, 'db'>, actor: Actor, prefs: PreferenciasNotificacion) {
    return db.transaction(async (tx) => {
      const antes = await lockConfiguracion(tx, actor.empresaId);
      if (!antes) throw notFound();
      const previas = preferenciasCompletas(antes.preferencias_notificacion);
      const nuevas = preferenciasCompletas(prefs);
      const cambios = diff(previas, nuevas);
      if (Object.keys(cambios).length) {
        await updateConfiguracion(tx, actor.empresaId, { preferencias_notificacion: nuevas }, actor.now);
        await auditar(tx, actor, { preferencias_notificacion: cambios });
      }
      return leer(tx, actor.empresaId);
    });
  },

  /** The logo upload of Globales → empresas, on the active company and its own audit chain. */
  async subirLogo(deps: Pick<Dependencias, 'db' | 'fileStore'>, actor: Actor, logo: ArchivoGuardado) {
    await empresasService.subirLogo(deps, actor, actor.empresaId, logo, { cadenaEmpresa: true });
    return leer(deps.db, actor.empresaId);
  },

  async quitarLogo(deps: Pick<Dependencias, 'db' | 'fileStore'>, actor: Actor) {
    await empresasService.quitarLogo(deps, actor, actor.empresaId, { cadenaEmpresa: true });
    return leer(deps.db, actor.empresaId);
  },
};
