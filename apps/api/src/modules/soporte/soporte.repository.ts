import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ticketFiltrosSchema } from '@atalaya/shared/contracts/soporte';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../db/client';
import {
  archivos,
  empresas,
  roles,
  ticket_archivos,
  ticket_mensajes,
  tickets,
  usuario_roles,
  usuarios,
} from '../../db/schema/index';
import { cappedTotal } from '../../platform/crud/capped-totals';
import { containsPattern, foldText } from '../../platform/crud/search';

/*
 * Queries of support tickets. `empresaId` null means every company (platform admins); otherwise
 * every where is scoped to that company. `conInternos` false hides internal notes and their files.
 */

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMensajeRow = typeof ticket_mensajes.$inferSelect;
type Filtros = z.output<typeof ticketFiltrosSchema>;

const nombreCompleto = (u: typeof usuarios) => sql<string>`trim(${u.nombre} || ' ' || ${u.apellido})`;

function condiciones(empresaId: number | null, f: Filtros): SQL[] {
  const where: SQL[] = [];
  if (empresaId !== null) where.push(eq(tickets.empresa_id, empresaId));
  if (f.q) {
    const numero = /^#?(\d{1,9})$/.exec(f.q.trim());
    const texto = like(tickets.busqueda, containsPattern(foldText(f.q)));
    where.push(numero ? or(texto, eq(tickets.id, Number(numero[1])))! : texto);
  }
  if (f.estado) where.push(eq(tickets.estado, f.estado));
  if (f.prioridad) where.push(eq(tickets.prioridad, f.prioridad));
  if (f.categoria) where.push(eq(tickets.categoria, f.categoria));
  if (f.asignado_a) where.push(eq(tickets.asignado_a, f.asignado_a));
  return where;
}

/** Messages of a ticket the viewer may count. */
const mensajesVisibles = (conInternos: boolean) =>
  sql<number>`(select count(*)::int from ${ticket_mensajes} where ${ticket_mensajes.ticket_id} = ${tickets.id}
    ${conInternos ? sql`` : sql`and not ${ticket_mensajes.interno}`})`;

const nombreDe = (usuarioId: typeof tickets.creado_por) =>
  sql<string | null>`(select ${nombreCompleto(usuarios)} from ${usuarios} where ${usuarios.id} = ${usuarioId})`;

/** The list item's columns: the ticket, its company, creator and assignee names. */
function seleccionTicket(conInternos: boolean) {
  return {
    ticket: tickets,
    empresa_nombre: empresas.nombre,
    creador_nombre: nombreDe(tickets.creado_por),
    asignado_nombre: nombreDe(tickets.asignado_a),
    total_mensajes: mensajesVisibles(conInternos),
  };
}

/** One page of tickets, newest first; total capped as in platform/crud. */
export async function listTickets(db: DbOrTx, empresaId: number | null, f: Filtros, conInternos: boolean) {
  const where = and(...condiciones(empresaId, f));
  const filas = db
    .select({ uno: sql`1` })
    .from(tickets)
    .where(where);
  const [rows, total] = await Promise.all([
    db
      .select(seleccionTicket(conInternos))
      .from(tickets)
      .innerJoin(empresas, eq(empresas.id, tickets.empresa_id))
      .where(where)
      .orderBy(desc(tickets.created_at), desc(tickets.id))
      .offset(f.skip)
      .limit(f.limit),
    cappedTotal(db, filas),
  ]);
  return { rows, total };
}

export async function findTicketListado(db: DbOrTx, empresaId: number | null, id: number, conInternos: boolean) {
  const [row] = await db
    .select(seleccionTicket(conInternos))
    .from(tickets)
    .innerJoin(empresas, eq(empresas.id, tickets.empresa_id))
    .where(and(eq(tickets.id, id), empresaId === null ? undefined : eq(tickets.empresa_id, empresaId)));
  return row;
}
export type TicketListado = NonNullable<Awaited<ReturnType<typeof findTicketListado>>>;

/** The ticket row locked for a change (another company's → undefined). */
export async function lockTicket(db: DbOrTx, empresaId: number | null, id: number): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), empresaId === null ? undefined : eq(tickets.empresa_id, empresaId)))
    .for('update');
  return row;
}

/** The thread, oldest first, with each author's name and whether they are platform staff. */
export async function mensajesDe(db: DbOrTx, ticketId: number, conInternos: boolean) {
  return db
    .select({
      mensaje: ticket_mensajes,
      autor_nombre: sql<string | null>`${nombreCompleto(usuarios)}`,
      de_soporte: sql<boolean>`exists (select 1 from ${usuario_roles} join ${roles} on ${roles.id} = ${usuario_roles.rol_id}
        where ${usuario_roles.usuario_id} = ${ticket_mensajes.autor_id} and ${roles.nombre} = ${PLATFORM_ROLE})`,
    })
    .from(ticket_mensajes)
    .leftJoin(usuarios, eq(usuarios.id, ticket_mensajes.autor_id))
    .where(and(eq(ticket_mensajes.ticket_id, ticketId), conInternos ? undefined : eq(ticket_mensajes.interno, false)))
    .orderBy(asc(ticket_mensajes.created_at), asc(ticket_mensajes.id));
}

/** Files of a ticket (its own and its messages'), without internal notes' unless `conInternos`. */
export async function archivosDe(db: DbOrTx, ticketId: number, conInternos: boolean) {
  return db
    .select({ mensaje_id: ticket_archivos.mensaje_id, archivo: archivos })
    .from(ticket_archivos)
    .innerJoin(archivos, eq(archivos.id, ticket_archivos.archivo_id))
    .leftJoin(ticket_mensajes, eq(ticket_mensajes.id, ticket_archivos.mensaje_id))
    .where(
      and(
        eq(ticket_archivos.ticket_id, ticketId),
        conInternos ? undefined : or(sql`${ticket_archivos.mensaje_id} is null`, eq(ticket_mensajes.interno, false)),
      ),
    )
    .orderBy(asc(ticket_archivos.id));
}

/** The ticket a stored file belongs to (through its link row). */
export async function ticketDeArchivo(db: DbOrTx, archivoId: number): Promise<number | undefined> {
  const [fila] = await db
    .select({ ticket_id: ticket_archivos.ticket_id })
    .from(ticket_archivos)
    .where(eq(ticket_archivos.archivo_id, archivoId))
    .limit(1);
  return fila?.ticket_id;
}

/** Active platform admins (admin_atalaya), by name; `ids` narrows to those. */
export async function adminsActivos(db: DbOrTx, ids?: readonly number[]) {
  return db
    .select({ id: usuarios.id, empresa_id: usuarios.empresa_id, nombre: nombreCompleto(usuarios) })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(
      and(eq(roles.nombre, PLATFORM_ROLE), eq(usuarios.activo, true), ids ? inArray(usuarios.id, [...ids]) : undefined),
    )
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
}

export async function insertTicket(db: DbOrTx, valores: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(valores).returning();
  return row!;
}

export async function updateTicket(
  db: DbOrTx,
  id: number,
  cambios: Partial<typeof tickets.$inferInsert>,
): Promise<TicketRow> {
  const [row] = await db.update(tickets).set(cambios).where(eq(tickets.id, id)).returning();
  return row!;
}

export async function insertMensaje(
  db: DbOrTx,
  valores: typeof ticket_mensajes.$inferInsert,
): Promise<TicketMensajeRow> {
  const [row] = await db.insert(ticket_mensajes).values(valores).returning();
  return row!;
}

/** Links a stored file to its ticket (and message). */
export async function insertTicketArchivo(db: DbOrTx, valores: typeof ticket_archivos.$inferInsert) {
  await db.insert(ticket_archivos).values(valores);
}
