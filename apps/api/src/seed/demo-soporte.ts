import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ticket_mensajes, tickets, usuarios } from '../db/schema/index';
import { recordAudit } from '../platform/audit';

/*
 * Demo support tickets of Empresa Demo SpA (issue 8 §3): one abierto waiting for the platform and
 * one resuelto with a reply thread and an internal note, so /soporte/tickets and /globales/tickets
 * show both sides on first start. Plain inserts: no notifications, no mail jobs (the template
 * database must hold no pending jobs).
 */

const EMPRESA = 'Empresa Demo SpA';
const HORA = 3_600_000;
const DIA = 24 * HORA;

export async function seedDemoSoporte(db: DbOrTx, empresaIds: Map<string, number>, now: Date) {
  const empresaId = empresaIds.get(EMPRESA)!;
  const filas = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(inArray(usuarios.email, ['admin@demo.cl', 'admin@atalaya.cl']));
  const cliente = filas.find((u) => u.email === 'admin@demo.cl')!.id;
  const soporte = filas.find((u) => u.email === 'admin@atalaya.cl')?.id ?? null;
  const hace = (ms: number) => new Date(now.getTime() - ms);

  const [resuelto] = await db
    .insert(tickets)
    .values({
      empresa_id: empresaId,
      creado_por: cliente,
      asunto: 'No puedo descargar el PDF de un due diligence',
      descripcion:
        'Al presionar «Descargar PDF» en un reporte publicado aparece un error. Ocurre con Chrome y con Firefox.',
      categoria: 'problema',
      prioridad: 'alta',
      estado: 'resuelto',
      asignado_a: soporte,
      created_at: hace(6 * DIA),
      updated_at: hace(5 * DIA),
    })
    .returning();
  await db.insert(ticket_mensajes).values([
    {
      empresa_id: empresaId,
      ticket_id: resuelto!.id,
      autor_id: soporte,
      texto: 'Revisamos los registros: el archivo del reporte quedó incompleto al publicarse. Lo estamos regenerando.',
      interno: false,
      created_at: hace(6 * DIA - 2 * HORA),
    },
    {
      empresa_id: empresaId,
      ticket_id: resuelto!.id,
      autor_id: soporte,
      texto: 'Nota interna: el trabajo de generación falló por falta de espacio en disco; se amplió el volumen.',
      interno: true,
      created_at: hace(6 * DIA - 3 * HORA),
    },
    {
      empresa_id: empresaId,
      ticket_id: resuelto!.id,
      autor_id: soporte,
      texto: 'El reporte ya se puede descargar. Si vuelve a ocurrir, responda este ticket.',
      interno: false,
      created_at: hace(5 * DIA),
    },
  ]);

  const [abierto] = await db
    .insert(tickets)
    .values({
      empresa_id: empresaId,
      creado_por: cliente,
      asunto: '¿Cómo agrego un nuevo revisor al flujo documental?',
      descripcion: 'Queremos que el área legal revise las políticas antes de su aprobación. ¿Dónde se configura?',
      categoria: 'consulta',
      prioridad: 'media',
      estado: 'abierto',
      created_at: hace(4 * HORA),
      updated_at: hace(4 * HORA),
    })
    .returning();

  for (const t of [resuelto!, abierto!]) {
    await recordAudit(
      db,
      {
        empresa_id: empresaId,
        usuario_id: cliente,
        accion: 'crear',
        entidad: 'ticket',
        entidad_id: t.id,
        cambios: { asunto: t.asunto, categoria: t.categoria, prioridad: t.prioridad },
      },
      now,
    );
  }
}
