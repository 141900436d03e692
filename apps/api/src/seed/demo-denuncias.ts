import { and, eq, inArray } from 'drizzle-orm';
import type {
  ContenidoDenuncia,
  Gravedad,
  IdentidadDenunciante,
  TipoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { fechaSantiago } from '@atalaya/shared/dias-habiles';
import type { Database, DbOrTx } from '../db/client';
import {
  categorias_denuncia,
  causas_raiz,
  comentarios,
  denuncia_eventos,
  denuncias,
  implementaciones,
  investigaciones,
  medidas_resguardo,
  planes_accion,
  usuarios,
} from '../db/schema/index';
import { recordAudit } from '../platform/audit';
import { hashPassword } from '../platform/auth/passwords';
import { ClavesEmpresa } from '../platform/crypto/claves';
import { siguienteNumero } from '../modules/canal-denuncias/publico/canal-publico.repository';
import { hashCodigoDenuncia } from '../modules/canal-denuncias/publico/codigo-denuncia';
import type { Actor, DenunciaRow } from '../modules/canal-denuncias/denuncias/acceso-denuncia';
import { aplicarAccion } from '../modules/canal-denuncias/denuncias/aplicar-accion';
import { AAD, cifrar } from '../modules/canal-denuncias/denuncias/cifrado-denuncia';
import { insertarComentario } from '../modules/canal-denuncias/denuncias/comentarios.service';
import { dejarRastro } from '../modules/canal-denuncias/denuncias/eventos';

/*
 * Demo reports of Empresa Demo SpA (issue 6), so the inbox, its tabs, clocks and a case's steps
 * show something real on first start: an anonymous bribery report in revision, an identified Ley
 * Karin case under investigation with a protective measure, a conflict of interest received six
 * days ago (its 7-day acknowledgement about to fall due) and a closed labour case. Each is written
 * as the channel writes it — text, identity, messages, resolution encrypted with the company key
 * and the shared aad (modules/canal-denuncias/denuncias/cifrado-denuncia.ts), code hash, argon2id password, staff
 * number, and every step through the workflow table with its timeline and audit rows — at dates
 * before `now`. No notices are sent. Staff: denuncias@demo.cl works the cases, admin@demo.cl
 * answers for the measures and plans.
 */

const EMPRESA = 'Empresa Demo SpA';
const HORA = 3_600_000;
const DIA = 24 * HORA;

/** The reporters' password of every demo report (README, demo section). */
export const DEMO_PASS_DENUNCIA = 'Demo.Denuncia.2026';
/** The demo reports' codes (Crockford base32), to try /consulta-denuncia/{token}. */
export const DEMO_CODIGOS_DENUNCIA = {
  cerrada: 'DEMA-2026-0000-0001',
  cohecho: 'DEMA-2026-0000-0002',
  conflicto: 'DEMA-2026-0000-0003',
  karin: 'DEMA-2026-0000-0004',
} as const;

interface Contexto {
  db: DbOrTx;
  empresaId: number;
  clave: Buffer;
  passHash: string;
  categoria: (nombre: string) => { id: number; tipo: TipoDenuncia };
  usuario: (email: string) => number;
}

/** `dias` days and `horas` hours before `now`. */
const antes = (now: Date, dias: number, horas = 0) => new Date(now.getTime() - dias * DIA - horas * HORA);

/**
 * The instant `n` working days (Monday to Friday on the Santiago calendar) before `now`, at the
 * same time of day. Holidays are not counted out: reference data may load after the seed.
 */
function antesHabiles(now: Date, n: number): Date {
  let t = now.getTime();
  for (let contados = 0; contados < n;) {
    t -= DIA;
    const dia = new Date(`${fechaSantiago(new Date(t))}T12:00:00Z`).getUTCDay();
    if (dia !== 0 && dia !== 6) contados++;
  }
  return new Date(t);
}

const actor = (c: Contexto, email: string, now: Date): Actor => ({
  empresaId: c.empresaId,
  usuarioId: c.usuario(email),
  // The demo accounts' roles (README): the company administrator sees every category.
  roles: email === 'admin@demo.cl' ? ['admin_empresa'] : ['admin_user_denuncias'],
  veTodasLasCategorias: email === 'admin@demo.cl',
  now,
});

async function leer(c: Contexto, id: number): Promise<DenunciaRow> {
  const [fila] = await c.db.select().from(denuncias).where(eq(denuncias.id, id));
  return fila!;
}

/** Timeline and audit rows of a step the reporter takes (no staff user), at `momento`. */
async function rastroPublico(
  c: Contexto,
  denunciaId: number,
  momento: Date,
  tipo: string,
  detalle: typeof denuncia_eventos.$inferInsert.detalle,
  auditoria: Omit<Parameters<typeof recordAudit>[1], 'empresa_id' | 'usuario_id'>,
) {
  await c.db.insert(denuncia_eventos).values({
    empresa_id: c.empresaId,
    denuncia_id: denunciaId,
    tipo,
    usuario_id: null,
    detalle,
    created_at: momento,
  });
  await recordAudit(c.db, { empresa_id: c.empresaId, usuario_id: null, ...auditoria }, momento);
}

/** As the public form stores a report (canal-publico/crear-denuncia.service.ts), without files. */
async function recibir(
  c: Contexto,
  d: {
    codigo: string;
    categoria: string;
    contenido: ContenidoDenuncia;
    identidad: IdentidadDenunciante | null;
    recibidaAt: Date;
  },
): Promise<DenunciaRow> {
  const categoria = c.categoria(d.categoria);
  const anonima = d.identidad === null;
  const numero = await siguienteNumero(c.db, c.empresaId);
  const [fila] = await c.db
    .insert(denuncias)
    .values({
      empresa_id: c.empresaId,
      numero,
      codigo_hash: hashCodigoDenuncia(d.codigo),
      pass_hash: c.passHash,
      categoria_id: categoria.id,
      estado: 'recibida',
      anonima,
      contenido_cifrado: '',
      tipo: categoria.tipo,
      created_at: d.recibidaAt,
      updated_at: d.recibidaAt,
    })
    .returning({ id: denuncias.id });
  const id = fila!.id;
  await c.db
    .update(denuncias)
    .set({
      contenido_cifrado: cifrar.json(c.clave, d.contenido, AAD.contenido(id)),
      identidad_cifrada: d.identidad ? cifrar.json(c.clave, d.identidad, AAD.identidad(id)) : null,
    })
    .where(eq(denuncias.id, id));
  await rastroPublico(
    c,
    id,
    d.recibidaAt,
    'recibida',
    { evidencias: 0, anonima },
    {
      accion: 'crear',
      entidad: 'denuncia',
      entidad_id: id,
      cambios: { numero, categoria_id: categoria.id, anonima, evidencias: 0 },
    },
  );
  return leer(c, id);
}

// ---- the staff's steps, as the case routes write them ---------------------------------------

async function abrir(c: Contexto, a: Actor, d: DenunciaRow) {
  await dejarRastro(c.db, a, { denunciaId: d.id, evento: 'abierta', accion: 'ver' });
}

/** The columns every sub-resource row of a case carries: company, case, author and dates. */
const propios = (c: Contexto, a: Actor, d: DenunciaRow) => ({
  empresa_id: c.empresaId,
  denuncia_id: d.id,
  created_by: a.usuarioId,
  created_at: a.now,
  updated_at: a.now,
});

/** Timeline and audit rows of a sub-resource row just created. */
const rastroCreado = (
  c: Contexto,
  a: Actor,
  d: DenunciaRow,
  paso: Omit<Parameters<typeof dejarRastro>[2], 'denunciaId' | 'accion'>,
) => dejarRastro(c.db, a, { denunciaId: d.id, accion: 'crear', ...paso });

async function clasificar(
  c: Contexto,
  a: Actor,
  d: DenunciaRow,
  gravedad: Gravedad,
  investigador: string,
): Promise<DenunciaRow> {
  const investigadorId = c.usuario(investigador);
  const { denuncia, desde, hacia } = await aplicarAccion(c.db, a, d, 'clasificar', {
    tipo: d.tipo,
    gravedad,
    investigador_id: investigadorId,
    clasificada_at: a.now,
    acuse_at: d.acuse_at ?? a.now,
  });
  await dejarRastro(c.db, a, {
    denunciaId: d.id,
    evento: 'clasificada',
    accion: 'clasificar',
    detalle: {
      desde,
      hacia,
      tipo: d.tipo,
      gravedad,
      categoria_id: denuncia.categoria_id,
      investigador_id: investigadorId,
    },
  });
  return denuncia;
}

async function comentar(
  c: Contexto,
  a: Actor,
  d: DenunciaRow,
  texto: string,
  visibilidad: 'interno' | 'denunciante',
): Promise<DenunciaRow> {
  const alDenunciante = visibilidad === 'denunciante';
  const { denuncia } = await aplicarAccion(
    c.db,
    a,
    d,
    'comentar',
    alDenunciante ? { acuse_at: d.acuse_at ?? a.now, primera_respuesta_at: d.primera_respuesta_at ?? a.now } : {},
  );
  const fila = await insertarComentario(c.db, c.clave, a, d.id, texto, visibilidad);
  await dejarRastro(c.db, a, {
    denunciaId: d.id,
    evento: alDenunciante ? 'mensaje_denunciante' : 'comentario',
    accion: 'comentar',
    entidad: 'comentario',
    entidadId: fila.id,
    detalle: { comentario_id: fila.id, visibilidad },
  });
  return denuncia;
}

/** The reporter's answer, as the lookup page stores it (canal-publico/consulta.service.ts). */
async function responderDenunciante(c: Contexto, d: DenunciaRow, texto: string, momento: Date) {
  const [fila] = await c.db
    .insert(comentarios)
    .values({
      empresa_id: c.empresaId,
      commentable_type: 'denuncia',
      commentable_id: d.id,
      tipo_usuario: 'denunciante',
      usuario_id: null,
      visibilidad: 'denunciante',
      texto_cifrado: '',
      created_at: momento,
      updated_at: momento,
    })
    .returning({ id: comentarios.id });
  const id = fila!.id;
  await c.db
    .update(comentarios)
    .set({ texto_cifrado: cifrar.texto(c.clave, texto, AAD.comentario(id)) })
    .where(eq(comentarios.id, id));
  await rastroPublico(
    c,
    d.id,
    momento,
    'respuesta_denunciante',
    { comentario_id: id },
    {
      accion: 'responder',
      entidad: 'comentario',
      entidad_id: id,
      cambios: { denuncia_id: d.id, tipo_usuario: 'denunciante' },
    },
  );
}

async function investigar(
  c: Contexto,
  a: Actor,
  d: DenunciaRow,
  i: { titulo: string; descripcion: string; investigador: string },
): Promise<{ denuncia: DenunciaRow; investigacionId: number }> {
  const investigadorId = c.usuario(i.investigador);
  const { denuncia, desde, hacia } = await aplicarAccion(c.db, a, d, 'investigar', {
    investigacion_iniciada_at: d.investigacion_iniciada_at ?? a.now,
  });
  const [fila] = await c.db
    .insert(investigaciones)
    .values({
      ...propios(c, a, d),
      titulo: i.titulo,
      descripcion: i.descripcion,
      hallazgos: '',
      investigador_id: investigadorId,
      fecha_inicio: fechaSantiago(a.now),
      fecha_termino: null,
    })
    .returning({ id: investigaciones.id });
  await rastroCreado(c, a, d, {
    evento: 'investigacion',
    entidad: 'investigacion',
    entidadId: fila!.id,
    detalle: { desde, hacia, investigacion_id: fila!.id, terminada: false },
  });
  return { denuncia, investigacionId: fila!.id };
}

/** PUT /investigaciones/{id} with findings and an end date: the investigation is over. */
async function terminarInvestigacion(
  c: Contexto,
  a: Actor,
  d: DenunciaRow,
  investigacionId: number,
  hallazgos: string,
): Promise<DenunciaRow> {
  const { denuncia } = await aplicarAccion(c.db, a, d, 'editar_investigacion', {
    investigacion_cerrada_at: d.investigacion_cerrada_at ?? a.now,
  });
  await c.db
    .update(investigaciones)
    .set({ hallazgos, fecha_termino: fechaSantiago(a.now), updated_at: a.now })
    .where(and(eq(investigaciones.id, investigacionId), eq(investigaciones.empresa_id, c.empresaId)));
  await dejarRastro(c.db, a, {
    denunciaId: d.id,
    evento: 'investigacion_cerrada',
    accion: 'actualizar',
    entidad: 'investigacion',
    entidadId: investigacionId,
    detalle: { investigacion_id: investigacionId, terminada: true },
  });
  return denuncia;
}

async function registrarCausa(c: Contexto, a: Actor, d: DenunciaRow, metodo: string, descripcion: string) {
  const { denuncia } = await aplicarAccion(c.db, a, d, 'registrar_causa');
  const [fila] = await c.db
    .insert(causas_raiz)
    .values({
      ...propios(c, a, d),
      metodo,
      descripcion,
    })
    .returning({ id: causas_raiz.id });
  await rastroCreado(c, a, d, {
    evento: 'causa_raiz',
    entidad: 'causa_raiz',
    entidadId: fila!.id,
    detalle: { causa_raiz_id: fila!.id, metodo },
  });
  return denuncia;
}

async function planificar(
  c: Contexto,
  a: Actor,
  d: DenunciaRow,
  p: { titulo: string; descripcion: string; responsable: string; plazo: string },
): Promise<{ denuncia: DenunciaRow; planId: number }> {
  const responsableId = c.usuario(p.responsable);
  const { denuncia, desde, hacia } = await aplicarAccion(c.db, a, d, 'planificar');
  const [fila] = await c.db
    .insert(planes_accion)
    .values({
      ...propios(c, a, d),
      titulo: p.titulo,
      descripcion: p.descripcion,
      responsable_id: responsableId,
      plazo: p.plazo,
      estado: 'pendiente',
    })
    .returning({ id: planes_accion.id });
  await rastroCreado(c, a, d, {
    evento: 'plan_accion',
    entidad: 'plan_accion',
    entidadId: fila!.id,
    detalle: { desde, hacia, plan_accion_id: fila!.id, responsable_id: responsableId, plazo: p.plazo },
  });
  return { denuncia, planId: fila!.id };
}

async function completarPlan(c: Contexto, a: Actor, d: DenunciaRow, planId: number) {
  const { denuncia } = await aplicarAccion(c.db, a, d, 'editar_plan');
  const [plan] = await c.db
    .update(planes_accion)
    .set({ estado: 'completada', updated_at: a.now })
    .where(eq(planes_accion.id, planId))
    .returning({ plazo: planes_accion.plazo });
  await dejarRastro(c.db, a, {
    denunciaId: d.id,
    evento: 'plan_accion_actualizado',
    accion: 'actualizar',
    entidad: 'plan_accion',
    entidadId: planId,
    detalle: { plan_accion_id: planId, estado: 'completada', plazo: plan!.plazo },
  });
  return denuncia;
}

async function implementar(c: Contexto, a: Actor, d: DenunciaRow, planId: number, descripcion: string) {
  const paso1 = await aplicarAccion(c.db, a, d, 'implementar');
  await dejarRastro(c.db, a, {
    denunciaId: d.id,
    evento: 'implementacion',
    accion: 'implementar',
    detalle: { desde: paso1.desde, hacia: paso1.hacia },
  });
  const { denuncia, desde, hacia } = await aplicarAccion(c.db, a, paso1.denuncia, 'registrar_implementacion');
  const [fila] = await c.db
    .insert(implementaciones)
    .values({
      ...propios(c, a, d),
      plan_accion_id: planId,
      descripcion,
      fecha: fechaSantiago(a.now),
    })
    .returning({ id: implementaciones.id });
  await rastroCreado(c, a, d, {
    evento: 'implementacion_registrada',
    entidad: 'implementacion',
    entidadId: fila!.id,
    detalle: { desde, hacia, implementacion_id: fila!.id, plan_accion_id: planId },
  });
  return denuncia;
}

async function registrarMedida(c: Contexto, a: Actor, d: DenunciaRow, medida: string, responsable: string) {
  const { denuncia } = await aplicarAccion(c.db, a, d, 'registrar_medida');
  const fecha = fechaSantiago(a.now);
  const [fila] = await c.db
    .insert(medidas_resguardo)
    .values({
      ...propios(c, a, d),
      medida,
      fecha,
      responsable_id: c.usuario(responsable),
    })
    .returning({ id: medidas_resguardo.id });
  await rastroCreado(c, a, d, {
    evento: 'medida_resguardo',
    entidad: 'medida_resguardo',
    entidadId: fila!.id,
    detalle: { medida_resguardo_id: fila!.id, fecha },
  });
  return denuncia;
}

async function cerrar(c: Contexto, a: Actor, d: DenunciaRow, resolucion: string, mensaje: string) {
  const { desde, hacia } = await aplicarAccion(c.db, a, d, 'cerrar', {
    resolucion_cifrada: cifrar.texto(c.clave, resolucion, AAD.resolucion(d.id)),
    mensaje_cierre_cifrado: cifrar.texto(c.clave, mensaje, AAD.mensajeCierre(d.id)),
    cerrada_at: a.now,
    primera_respuesta_at: d.primera_respuesta_at ?? a.now,
    acuse_at: d.acuse_at ?? a.now,
  });
  await dejarRastro(c.db, a, { denunciaId: d.id, evento: 'cerrada', accion: 'cerrar', detalle: { desde, hacia } });
}

// ---- the four cases --------------------------------------------------------------------------

const CANAL = 'denuncias@demo.cl';
const ADMIN = 'admin@demo.cl';

/** (d) Unpaid Saturday overtime: worked from classification to closure about two months ago. */
async function casoCerrado(c: Contexto, now: Date) {
  let d = await recibir(c, {
    codigo: DEMO_CODIGOS_DENUNCIA.cerrada,
    categoria: 'Infracción laboral',
    identidad: {
      nombre: 'Jorge Salinas Vera',
      rut: '13.876.540-7',
      email: 'jorge.salinas@example.cl',
      telefono: '',
    },
    contenido: {
      relato:
        'En la bodega de Pudahuel nos hacen trabajar los sábados en la mañana sin registrar esas horas en el ' +
        'control de asistencia ni pagarlas como horas extra. Cuando preguntamos, el jefe de bodega dice que ' +
        'es parte del cargo y que el que no venga queda mal evaluado.',
      fecha_hechos: fechaSantiago(antes(now, 70)),
      lugar: 'Bodega Pudahuel',
      personas_involucradas: 'Jefe de bodega',
      testigos: 'Los operarios del turno de mañana',
    },
    recibidaAt: antes(now, 62, 5),
  });
  await abrir(c, actor(c, CANAL, antes(now, 61, 8)), d);
  d = await clasificar(c, actor(c, CANAL, antes(now, 61, 7)), d, 'media', CANAL);
  d = await comentar(
    c,
    actor(c, CANAL, antes(now, 61, 6)),
    d,
    'Gracias por su denuncia. La estamos investigando con reserva; le informaremos el resultado por este medio.',
    'denunciante',
  );
  const inicio = await investigar(c, actor(c, CANAL, antes(now, 58, 4)), d, {
    titulo: 'Revisión de jornadas de bodega',
    descripcion:
      'Cruce del control de asistencia con los registros de acceso de los sábados; entrevistas al jefe de ' +
      'bodega y a cuatro operarios.',
    investigador: CANAL,
  });
  d = inicio.denuncia;
  d = await terminarInvestigacion(
    c,
    actor(c, CANAL, antes(now, 45, 3)),
    d,
    inicio.investigacionId,
    'Entre marzo y septiembre 14 operarios trabajaron sábados que no quedaron en el control de asistencia ' +
      'ni se pagaron. El jefe de bodega reconoció que los pedía de palabra.',
  );
  d = await registrarCausa(
    c,
    actor(c, CANAL, antes(now, 44, 6)),
    d,
    'cinco_porques',
    'El control de asistencia de bodega solo funciona de lunes a viernes y las horas extra se autorizaban de ' +
      'palabra, sin pacto escrito ni aviso a Remuneraciones.',
  );
  const plan = await planificar(c, actor(c, CANAL, antes(now, 43, 5)), d, {
    titulo: 'Registrar toda jornada y pagar las horas adeudadas',
    descripcion:
      'Habilitar el reloj control los sábados, pactar por escrito las horas extra y pagar lo adeudado con el ' +
      'recargo legal.',
    responsable: ADMIN,
    plazo: fechaSantiago(antes(now, 20)),
  });
  d = plan.denuncia;
  d = await completarPlan(c, actor(c, ADMIN, antes(now, 21, 2)), d, plan.planId);
  d = await implementar(
    c,
    actor(c, CANAL, antes(now, 20, 4)),
    d,
    plan.planId,
    'Reloj control habilitado los sábados; horas extra adeudadas pagadas en la liquidación del mes con recargo ' +
      'del 50 %. Amonestación escrita al jefe de bodega.',
  );
  await cerrar(
    c,
    actor(c, CANAL, antes(now, 15, 3)),
    d,
    'Se acreditaron horas extra no registradas ni pagadas a 14 operarios de bodega. Se pagó lo adeudado con ' +
      'recargo, se corrigió el control de asistencia y se amonestó por escrito al jefe de bodega.',
    'Su denuncia fue investigada y se confirmaron los hechos. Las horas extra adeudadas se pagaron con el ' +
      'recargo legal y desde ahora los sábados quedan registrados en el control de asistencia. Gracias por ' +
      'informarnos.',
  );
}

/** (a) Anonymous bribery report: classified, with an internal note and a conversation with the reporter. */
async function casoCohecho(c: Contexto, now: Date) {
  let d = await recibir(c, {
    codigo: DEMO_CODIGOS_DENUNCIA.cohecho,
    categoria: 'Cohecho o soborno',
    identidad: null,
    contenido: {
      relato:
        'En la licitación de transporte de personal, el jefe de Abastecimiento se reunió a solas con el ejecutivo ' +
        'de Transportes Cordillera y luego les adjudicó el contrato aunque su oferta era la más cara. En la ' +
        'oficina se comenta que el proveedor le pagó un viaje a cambio.',
      fecha_hechos: fechaSantiago(antes(now, 30)),
      lugar: 'Casa matriz, Abastecimiento (piso 3)',
      personas_involucradas: 'Jefe de Abastecimiento; ejecutivo comercial de Transportes Cordillera',
      testigos: 'Personal de recepción del piso 3',
    },
    recibidaAt: antes(now, 12, 3),
  });
  await abrir(c, actor(c, CANAL, antes(now, 11, 22)), d);
  d = await clasificar(c, actor(c, CANAL, antes(now, 11, 21)), d, 'alta', CANAL);
  d = await comentar(
    c,
    actor(c, CANAL, antes(now, 11, 20)),
    d,
    'Pedir a Finanzas las órdenes de compra y las tres cotizaciones de la licitación de transporte. No informar ' +
      'todavía a la jefatura de Abastecimiento.',
    'interno',
  );
  d = await comentar(
    c,
    actor(c, CANAL, antes(now, 10, 4)),
    d,
    'Gracias por su denuncia; la estamos revisando con reserva. ¿Recuerda la fecha aproximada de la reunión con ' +
      'el proveedor y si alguien más estuvo presente?',
    'denunciante',
  );
  await responderDenunciante(
    c,
    d,
    'Fue a mediados del mes pasado, un martes en la tarde. Además del jefe de Abastecimiento estaba su asistente.',
    antes(now, 8, 6),
  );
}

/** (c) Conflict of interest received six days ago, not yet acknowledged: its 7-day clock is about to fall due. */
async function casoConflicto(c: Contexto, now: Date) {
  // Six days (and two hours, unless that falls on the day before): due at the end of tomorrow.
  const seisDias = antes(now, 6);
  const recibidaAt = fechaSantiago(antes(now, 6, 2)) === fechaSantiago(seisDias) ? antes(now, 6, 2) : seisDias;
  await recibir(c, {
    codigo: DEMO_CODIGOS_DENUNCIA.conflicto,
    categoria: 'Conflicto de interés',
    identidad: null,
    contenido: {
      relato:
        'La gerente de Operaciones contrató como proveedor de mantención a la empresa de su cónyuge sin ' +
        'declararlo. Las órdenes de trabajo se aprueban sin cotizar con otros proveedores.',
      fecha_hechos: null,
      lugar: 'Gerencia de Operaciones',
      personas_involucradas: 'Gerente de Operaciones',
      testigos: '',
    },
    recibidaAt,
  });
}

/** (b) Ley Karin: identified, classified the day it came in, a protective measure, investigation started. */
async function casoKarin(c: Contexto, now: Date) {
  const recibida = new Date(antesHabiles(now, 3).getTime() - 2 * HORA);
  const despues = (horas: number) => new Date(recibida.getTime() + horas * HORA);
  let d = await recibir(c, {
    codigo: DEMO_CODIGOS_DENUNCIA.karin,
    categoria: 'Acoso laboral',
    identidad: {
      nombre: 'Camila Herrera Díaz',
      rut: '15.432.198-5',
      email: 'camila.herrera@example.cl',
      telefono: '+56 9 8765 4321',
    },
    contenido: {
      relato:
        'Desde hace dos meses mi supervisor de turno me grita delante del equipo, me asigna tareas imposibles de ' +
        'cumplir en el turno y se burla de mí en el grupo de WhatsApp del área. La semana pasada me dijo que si ' +
        'reclamaba no me renovarían el contrato.',
      fecha_hechos: fechaSantiago(antes(now, 9)),
      lugar: 'Planta Quilicura, línea de envasado',
      personas_involucradas: 'Supervisor del turno tarde de envasado',
      testigos: 'Dos compañeros de la línea de envasado',
    },
    recibidaAt: recibida,
  });
  await abrir(c, actor(c, CANAL, despues(1)), d);
  d = await clasificar(c, actor(c, CANAL, despues(1.5)), d, 'alta', CANAL);
  d = await registrarMedida(
    c,
    actor(c, CANAL, despues(2)),
    d,
    'Cambio de turno del supervisor denunciado mientras dure la investigación, sin cambios en la jornada ni ' +
      'la remuneración de la denunciante.',
    ADMIN,
  );
  await investigar(c, actor(c, CANAL, new Date(antesHabiles(now, 2).getTime() - HORA)), d, {
    titulo: 'Investigación interna por acoso laboral en envasado',
    descripcion:
      'Entrevistas a la denunciante, al supervisor y a los dos testigos; revisión de los mensajes del grupo del ' +
      'área y de las asignaciones de tareas del turno.',
    investigador: CANAL,
  });
}

/** Demo reports of Empresa Demo SpA, encrypted with its key (unwrapped with `maestra`). */
export async function seedDemoDenuncias(
  db: DbOrTx,
  empresaIds: ReadonlyMap<string, number>,
  now: Date,
  maestra: Buffer,
) {
  const empresaId = empresaIds.get(EMPRESA);
  if (empresaId === undefined) return;
  // The seed's transaction is the only connection that sees the new company: the key is created in it.
  const clave = await new ClavesEmpresa(db as Database, maestra).de(empresaId);
  const categorias = await db
    .select({ id: categorias_denuncia.id, nombre: categorias_denuncia.nombre, tipo: categorias_denuncia.tipo })
    .from(categorias_denuncia)
    .where(eq(categorias_denuncia.empresa_id, empresaId));
  const personas = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), inArray(usuarios.email, [CANAL, ADMIN])));
  const c: Contexto = {
    db,
    empresaId,
    clave,
    // One argon2id hash for the shared, published demo password.
    passHash: await hashPassword(DEMO_PASS_DENUNCIA),
    categoria: (nombre) => {
      const fila = categorias.find((x) => x.nombre === nombre);
      if (!fila) throw new Error(`Categoría de denuncia demo no encontrada: ${nombre}`);
      return { id: fila.id, tipo: fila.tipo as TipoDenuncia };
    },
    usuario: (email) => {
      const fila = personas.find((p) => p.email === email);
      if (!fila) throw new Error(`Usuario demo no encontrado: ${email}`);
      return fila.id;
    },
  };
  // Oldest first, so staff numbers follow the dates.
  await casoCerrado(c, now);
  await casoCohecho(c, now);
  await casoConflicto(c, now);
  await casoKarin(c, now);
}
