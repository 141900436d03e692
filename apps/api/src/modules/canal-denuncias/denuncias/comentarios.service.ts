import type { z } from 'zod';
import type {
  ComentarioDenuncia,
  comentarioDenunciaInputSchema,
  comentarioFiltrosSchema,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { DbOrTx } from '../../../db/client';
import { cargarDenuncia, type Actor } from './acceso-denuncia';
import { aplicarAccion } from './aplicar-accion';
import { AAD, cifrar, descifrar } from './cifrado-denuncia';
import {
  comentarioDeCaso,
  contarComentarios,
  insertarComentario as insertarFilaComentario,
  paginaComentarios,
  type ComentarioRow,
} from './comentarios.repository';
import { cargarPersonas, iso, persona } from './denuncia-dto';
import type { DepsDenuncias } from './denuncias.service';
import { dejarRastro } from './eventos';
import { evidenciasPorRegistro } from './evidencias-vinculadas';

/*
 * The case thread (SPEC: /comentarios/, commentable_type 'denuncia'): internal notes and messages
 * to the reporter, plus the reporter's own answers (written by the public channel). Texts are
 * encrypted with aad `comentario:<id>`, so a row is inserted first and its ciphertext written
 * once the id exists, in the same transaction.
 */

async function comentariosDto(
  db: DbOrTx,
  clave: Buffer,
  actor: Actor,
  filas: ComentarioRow[],
): Promise<ComentarioDenuncia[]> {
  const personas = await cargarPersonas(
    db,
    actor.empresaId,
    filas.map((f) => f.usuario_id),
  );
  const evidencias = await evidenciasPorRegistro(db, clave, actor.empresaId, 'comentario_id', filas);
  return filas.map((f) => ({
    id: f.id,
    commentable_type: 'denuncia' as const,
    commentable_id: f.commentable_id,
    texto: descifrar.texto(clave, f.texto_cifrado, AAD.comentario(f.id)),
    visibilidad: f.visibilidad as ComentarioDenuncia['visibilidad'],
    tipo_usuario: f.tipo_usuario as ComentarioDenuncia['tipo_usuario'],
    autor: f.tipo_usuario === 'denunciante' ? ('Denunciante' as const) : persona(personas, f.usuario_id),
    evidencias: evidencias.get(f.id) ?? [],
    created_at: iso(f.created_at),
  }));
}

export async function listarComentarios(
  deps: Pick<DepsDenuncias, 'db' | 'claves'>,
  actor: Actor,
  f: z.output<typeof comentarioFiltrosSchema>,
): Promise<{ data: ComentarioDenuncia[]; total: number }> {
  const clave = await deps.claves.de(actor.empresaId);
  await cargarDenuncia(deps.db, actor, f.commentable_id);
  const total = await contarComentarios(deps.db, actor.empresaId, f.commentable_id);
  const filas = await paginaComentarios(deps.db, actor.empresaId, f.commentable_id, f.limit, f.skip ?? f.offset);
  return { data: await comentariosDto(deps.db, clave, actor, filas), total };
}

/** Inserts a staff comment, encrypted, in the caller's transaction. */
export async function insertarComentario(
  tx: DbOrTx,
  clave: Buffer,
  actor: Actor,
  denunciaId: number,
  texto: string,
  visibilidad: 'interno' | 'denunciante',
): Promise<ComentarioRow> {
  return insertarFilaComentario(
    tx,
    {
      empresa_id: actor.empresaId,
      commentable_id: denunciaId,
      tipo_usuario: 'usuario',
      usuario_id: actor.usuarioId,
      visibilidad,
      created_at: actor.now,
      updated_at: actor.now,
    },
    (id) => cifrar.texto(clave, texto, AAD.comentario(id)),
  );
}

/**
 * POST /comentarios/. A message to the reporter is the acknowledgement (7 days) and the first
 * feedback (3 months) if none came before; the reporter reads it on lookup — no mail goes out.
 */
export async function comentar(
  deps: Pick<DepsDenuncias, 'db' | 'claves'>,
  actor: Actor,
  input: z.output<typeof comentarioDenunciaInputSchema>,
): Promise<ComentarioDenuncia> {
  const clave = await deps.claves.de(actor.empresaId);
  return deps.db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.commentable_id, { bloquear: true });
    const alDenunciante = input.visibilidad === 'denunciante';
    await aplicarAccion(
      tx,
      actor,
      caso,
      'comentar',
      alDenunciante
        ? { acuse_at: caso.acuse_at ?? actor.now, primera_respuesta_at: caso.primera_respuesta_at ?? actor.now }
        : {},
    );
    const fila = await insertarComentario(tx, clave, actor, caso.id, input.texto, input.visibilidad);
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: alDenunciante ? 'mensaje_denunciante' : 'comentario',
      accion: 'comentar',
      entidad: 'comentario',
      entidadId: fila.id,
      detalle: { comentario_id: fila.id, visibilidad: input.visibilidad },
    });
    return (await comentariosDto(tx, clave, actor, [fila]))[0]!;
  });
}

/** A staff comment of a visible case (for attaching evidence), or 404. */
export async function cargarComentario(db: DbOrTx, actor: Actor, denunciaId: number, comentarioId: number) {
  return (await comentarioDeCaso(db, actor.empresaId, denunciaId, comentarioId)) ?? null;
}
