import {
  estadoVersion,
  type CicloVida,
  type Comentario,
  type Flujo,
  type MisFlujos,
  type Version,
} from '@atalaya/shared/contracts/documentos';
import { ESTADO_CICLO_VIDA_DE_FASE, type Fase } from '@atalaya/shared/phases';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { notificar } from '../notificaciones/notificar';
import { documentoArchivoDto } from './archivos-documento.service';
import { cargarVinculos, personaDto } from './documento-dto';
import { evaluarTransicion, MENSAJES_FLUJO } from '@atalaya/shared/flujos/documento';
import {
  archivosDeFlujos,
  bucketMisFlujos,
  cicloVidaDe,
  comentariosDe,
  condicionesMisFlujos,
  findDocumento,
  findFlujoAbierto,
  flujoConDocumento,
  flujosDeDocumento,
  hayVersionPublicada,
  insertCicloVida,
  insertComentario,
  insertFlujo,
  listFlujos,
  lockFlujo,
  maxVersion,
  personasPorId,
  ultimosCiclosVida,
  updateDocumento,
  type FiltrosFlujo,
  type FlujoConDocumento,
} from './flujo.repository';
import { aplicarTransicion, statusDocumento } from './transiciones.service';

/* The document flow's reads and the requests that move it (issue 5; SPEC §2 /flujo-documental). */

export const MENSAJES_VERSION = {
  enCurso: 'Ya hay una versión en curso de este documento.',
  sinPublicada: 'El documento aún no tiene una versión publicada: continúe la versión en curso.',
  sinVersionEnCurso: 'El documento no tiene una versión en curso para publicar.',
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Flow answers (SPEC §3 'Document flow') for rows already filtered by tenant. */
export async function cargarFlujos(db: DbOrTx, empresaId: number, rows: FlujoConDocumento[]): Promise<Flujo[]> {
  if (rows.length === 0) return [];
  const [vinculos, personas, ciclos] = await Promise.all([
    cargarVinculos(
      db,
      empresaId,
      rows.map((r) => r.documento.id),
    ),
    personasPorId(
      db,
      empresaId,
      rows.flatMap((r) => [
        r.documento.solicitante_id,
        r.documento.revisor_id,
        r.documento.aprobador_id,
        r.flujo.autor_id,
      ]),
    ),
    ultimosCiclosVida(
      db,
      empresaId,
      rows.map((r) => r.flujo.id),
    ),
  ]);
  const persona = (id: number | null) => personaDto(id === null ? null : personas.get(id));
  return rows.map(({ flujo, documento }) => {
    const ciclo = ciclos.get(flujo.id);
    return {
      id: flujo.id,
      fase: flujo.fase as Fase,
      version_num: flujo.version_num,
      cambios: flujo.cambios,
      documento: {
        id: documento.id,
        codigo: documento.codigo,
        nombre_documento: documento.nombre_documento,
        created_at: documento.created_at.toISOString(),
        vigencia: documento.vigencia,
        workflow_enabled: documento.workflow_enabled,
        requisitos: vinculos.get(documento.id)?.requisitos ?? [],
      },
      latest_ciclo_vida: ciclo
        ? {
            estado: ciclo.estado,
            fecha_cambio: ciclo.fecha_cambio.toISOString(),
            usuario: ciclo.usuario ? { nombre: ciclo.usuario.nombre, apellido: ciclo.usuario.apellido } : null,
          }
        : null,
      solicitante: persona(documento.solicitante_id),
      revisor: persona(documento.revisor_id),
      aprobador: persona(documento.aprobador_id),
      autor: persona(flujo.autor_id),
      rejection_reason: flujo.rejection_reason,
      fecha_publicacion: iso(flujo.fecha_publicacion),
      fecha_vencimiento: iso(flujo.fecha_vencimiento),
      created_at: flujo.created_at.toISOString(),
    };
  });
}

type Deps = Pick<Dependencias, 'db'>;

export const getFlujo = ({ db }: Deps, actor: Actor, id: number) => flujoDe(db, actor.empresaId, id);

async function flujoDe(db: DbOrTx, empresaId: number, id: number): Promise<Flujo> {
  const row = await flujoConDocumento(db, empresaId, id);
  if (!row) throw notFound();
  const [dto] = await cargarFlujos(db, empresaId, [row]);
  return dto!;
}

export async function listarFlujos({ db }: Deps, actor: Actor, f: FiltrosFlujo) {
  const { rows, total } = await listFlujos(db, actor.empresaId, f);
  return { data: await cargarFlujos(db, actor.empresaId, rows), total };
}

const LIMITE_MIS_FLUJOS = 5;

export async function misFlujos({ db }: Deps, { empresaId, usuarioId }: Actor): Promise<MisFlujos> {
  const cond = condicionesMisFlujos(usuarioId);
  const claves = ['por_iniciar', 'por_revisar', 'por_aprobar', 'rechazados'] as const;
  const buckets = await Promise.all(claves.map((k) => bucketMisFlujos(db, empresaId, cond[k], LIMITE_MIS_FLUJOS)));
  const items = await Promise.all(buckets.map((b) => cargarFlujos(db, empresaId, b.rows)));
  return {
    por_iniciar: buckets[0]!.total,
    por_revisar: buckets[1]!.total,
    por_aprobar: buckets[2]!.total,
    rechazados: buckets[3]!.total,
    items: { por_iniciar: items[0]!, por_revisar: items[1]!, por_aprobar: items[2]!, rechazados: items[3]! },
  };
}

export async function cicloVida({ db }: Deps, { empresaId }: Actor, flujoId: number): Promise<CicloVida[]> {
  if (!(await flujoConDocumento(db, empresaId, flujoId))) throw notFound();
  const rows = await cicloVidaDe(db, empresaId, flujoId);
  return rows.map((r) => ({
    id: r.id,
    estado: r.estado,
    fecha_cambio: r.fecha_cambio.toISOString(),
    usuario: r.usuario_id === null ? null : { id: r.usuario_id, nombre: r.nombre ?? '', apellido: r.apellido ?? '' },
    comentario: r.comentario,
  }));
}

/** GET /documentos/{id}/historial: every version, newest first, with its files. */
export async function historial({ db }: Deps, { empresaId }: Actor, documentoId: number): Promise<Version[]> {
  if (!(await findDocumento(db, empresaId, documentoId))) throw notFound();
  const flujos = await flujosDeDocumento(db, empresaId, documentoId);
  const [archivos, personas] = await Promise.all([
    archivosDeFlujos(
      db,
      empresaId,
      flujos.map((f) => f.id),
    ),
    personasPorId(
      db,
      empresaId,
      flujos.flatMap((f) => [f.created_by, f.autor_id]),
    ),
  ]);
  const persona = (id: number | null) => personaDto(id === null ? null : personas.get(id));
  return flujos.map((f) => ({
    id: f.id,
    version_num: f.version_num,
    cambios: f.cambios,
    status: estadoVersion(f.fase as Fase),
    fase: f.fase as Fase,
    created_by: persona(f.created_by),
    autor: persona(f.autor_id),
    archivos: archivos.filter((a) => a.link.flujo_id === f.id).map(documentoArchivoDto),
    rejection_reason: f.rejection_reason,
    fecha_publicacion: iso(f.fecha_publicacion),
    fecha_vencimiento: iso(f.fecha_vencimiento),
    obsoleto_at: iso(f.obsoleto_at),
    created_at: f.created_at.toISOString(),
  }));
}

// ---- mutations ---------------------------------------------------------------------------------

/** POST /documento-flujo-ciclo-vida/documento/{id}/transicion. */
export async function transicionar(
  { db }: Deps,
  actor: Actor,
  { id: flujoId, ...input }: { id: number; nuevo_estado: Fase; comentario: string; cambios: string },
): Promise<Flujo> {
  return db.transaction(async (tx) => {
    const locked = await lockFlujo(tx, actor.empresaId, flujoId);
    if (!locked) throw notFound();
    await aplicarTransicion(tx, actor, locked.flujo, locked.documento, input.nuevo_estado, {
      comentario: input.comentario,
      cambios: input.cambios,
    });
    return flujoDe(tx, actor.empresaId, flujoId);
  });
}

/** POST /documentos/{id}/publish: documents without the review flow publish their draft directly. */
export async function publicarSinFlujo({ db }: Deps, actor: Actor, documentoId: number): Promise<Flujo> {
  return db.transaction(async (tx) => {
    const documento = await findDocumento(tx, actor.empresaId, documentoId, true);
    if (!documento) throw notFound();
    if (documento.workflow_enabled) throw new AppError('CONFLICTO', MENSAJES_FLUJO.conFlujo);
    const abierto = await findFlujoAbierto(tx, actor.empresaId, documentoId);
    if (!abierto) throw new AppError('CONFLICTO', MENSAJES_VERSION.sinVersionEnCurso);
    const locked = await lockFlujo(tx, actor.empresaId, abierto.id);
    if (!locked) throw notFound();
    await aplicarTransicion(tx, actor, locked.flujo, locked.documento, 'publicacion');
    return flujoDe(tx, actor.empresaId, abierto.id);
  });
}

/** POST /documentos/{id}/nueva-version: the next version, in borrador, authored by the caller. */
export async function nuevaVersion(
  { db }: Deps,
  actor: Actor,
  { documentoId, ...input }: { documentoId: number; cambios: string },
): Promise<Flujo> {
  return db.transaction(async (tx) => {
    const documento = await findDocumento(tx, actor.empresaId, documentoId, true);
    if (!documento) throw notFound();
    if (await findFlujoAbierto(tx, actor.empresaId, documentoId)) {
      throw new AppError('CONFLICTO', MENSAJES_VERSION.enCurso);
    }
    if (!(await hayVersionPublicada(tx, actor.empresaId, documentoId))) {
      throw new AppError('CONFLICTO', MENSAJES_VERSION.sinPublicada);
    }
    // Starting a version is the table's no_iniciado → borrador move: the same people may do it.
    const inicio = evaluarTransicion('no_iniciado', 'borrador', {
      actorId: actor.usuarioId,
      autorId: null,
      revisorId: documento.revisor_id,
      aprobadorId: documento.aprobador_id,
      workflowEnabled: documento.workflow_enabled,
      tienePrincipal: false,
      comentario: '',
    });
    if (!inicio.ok) throw new AppError(inicio.codigo, inicio.mensaje);

    const versionNum = (await maxVersion(tx, actor.empresaId, documentoId)) + 1;
    const flujo = await insertFlujo(tx, {
      empresa_id: actor.empresaId,
      documento_id: documentoId,
      version_num: versionNum,
      fase: 'borrador',
      cambios: input.cambios,
      autor_id: actor.usuarioId,
      created_by: actor.usuarioId,
      created_at: actor.now,
      updated_at: actor.now,
    });
    for (const fase of ['no_iniciado', 'borrador'] as const) {
      await insertCicloVida(tx, {
        empresa_id: actor.empresaId,
        flujo_id: flujo.id,
        estado: ESTADO_CICLO_VIDA_DE_FASE[fase],
        usuario_id: actor.usuarioId,
        fecha_cambio: actor.now,
      });
    }
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'crear',
        entidad: 'documento_flujo',
        entidad_id: flujo.id,
        cambios: { documento_id: documentoId, version_num: versionNum, fase: 'borrador', cambios: input.cambios },
      },
      actor.now,
    );
    const status = statusDocumento(documento, 'borrador', documento.version_actual);
    if (status !== documento.status) {
      await updateDocumento(tx, actor.empresaId, documentoId, { status, updated_at: actor.now });
    }
    return flujoDe(tx, actor.empresaId, flujo.id);
  });
}

// ---- comentarios -------------------------------------------------------------------------------

export async function listarComentarios({ db }: Deps, { empresaId }: Actor, flujoId: number): Promise<Comentario[]> {
  if (!(await flujoConDocumento(db, empresaId, flujoId))) throw notFound();
  const rows = await comentariosDe(db, empresaId, flujoId);
  const personas = await personasPorId(
    db,
    empresaId,
    rows.map((r) => r.usuario_id),
  );
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo === 'rechazo' ? 'rechazo' : 'comentario',
    texto: r.texto,
    usuario: personaDto(r.usuario_id === null ? null : personas.get(r.usuario_id)),
    created_at: r.created_at.toISOString(),
  }));
}

export async function comentar(
  { db }: Deps,
  actor: Actor,
  { flujoId, texto }: { flujoId: number; texto: string },
): Promise<Comentario> {
  return db.transaction(async (tx) => {
    const row = await flujoConDocumento(tx, actor.empresaId, flujoId);
    if (!row) throw notFound();
    const { flujo, documento } = row;
    const comentario = await insertComentario(tx, {
      empresa_id: actor.empresaId,
      flujo_id: flujoId,
      usuario_id: actor.usuarioId,
      tipo: 'comentario',
      texto,
      created_at: actor.now,
      updated_at: actor.now,
    });
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'comentar',
        entidad: 'documento_flujo',
        entidad_id: flujoId,
        cambios: { comentario_id: comentario.id },
      },
      actor.now,
    );
    const otros = [flujo.autor_id, documento.revisor_id, documento.aprobador_id].filter((id) => id !== actor.usuarioId);
    await notificar(tx, {
      categoria: 'documentos',
      empresaId: actor.empresaId,
      usuarioIds: otros,
      titulo: 'Nuevo comentario en un documento',
      mensaje: `Hay un comentario nuevo en «${documento.nombre_documento}» (${documento.codigo}, versión ${flujo.version_num}).`,
      enlace: `/flujo-documental/comentarios/${flujoId}`,
    });
    const personas = await personasPorId(tx, actor.empresaId, [actor.usuarioId]);
    return {
      id: comentario.id,
      tipo: 'comentario' as const,
      texto: comentario.texto,
      usuario: personaDto(personas.get(actor.usuarioId)),
      created_at: comentario.created_at.toISOString(),
    };
  });
}
