import type { Database } from '../../db/client';
import type { CreditosResponse } from '@atalaya/shared/contracts/empresas';
import type { SessionContext } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { findCreditos } from './empresas.repository';

/** A company sees its own credits; a platform admin sees any company's. */
export async function getCreditos(
  db: Database,
  session: SessionContext,
  tenantId: number,
  empresaId: number,
): Promise<CreditosResponse> {
  if (empresaId !== tenantId && !session.esAdminPlataforma) throw notFound();
  const row = await findCreditos(db, empresaId);
  if (!row) throw notFound();
  return {
    empresa_id: row.empresa_id,
    creditos_disponibles: row.creditos_disponibles,
    plan: row.plan_nombre ? { nombre: row.plan_nombre, creditos_incluidos: row.plan_creditos ?? 0 } : null,
  };
}
