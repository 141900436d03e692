import type {
  ContenidoDenuncia,
  DenunciaDetalle,
  IdentidadDenunciante,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { DbOrTx } from '../../../db/client';
import type { DenunciaRow } from './acceso-denuncia';
import { permitidasDe } from './aplicar-accion';
import { AAD, descifrar } from './cifrado-denuncia';
import { cargarEvidencias, isoNulo, itemsDenuncia } from './denuncia-dto';
import { excluidosConNombre } from './denuncias.repository';

/* The decrypted case as its detail screen shows it. */

/** What a detail needs that must be fetched before a transaction opens (PGlite: one connection). */
export interface LlavesDetalle {
  clave: Buffer;
  feriados: ReadonlySet<string>;
}

export async function construirDetalle(
  db: DbOrTx,
  llaves: LlavesDetalle,
  fila: DenunciaRow,
  ahora: Date,
): Promise<DenunciaDetalle> {
  const { clave } = llaves;
  const [item] = await itemsDenuncia(db, fila.empresa_id, [fila], llaves.feriados, ahora);
  const evidencias = await cargarEvidencias(db, clave, fila.empresa_id, { denunciaId: fila.id });
  const excluidos = await excluidosConNombre(db, fila.empresa_id, fila.id);
  const contenido = descifrar.json<ContenidoDenuncia>(clave, fila.contenido_cifrado, AAD.contenido(fila.id));
  const identidad =
    fila.identidad_cifrada === null
      ? null
      : descifrar.json<IdentidadDenunciante>(clave, fila.identidad_cifrada, AAD.identidad(fila.id));
  return {
    ...item!,
    contenido: {
      relato: contenido.relato ?? '',
      fecha_hechos: contenido.fecha_hechos ?? null,
      lugar: contenido.lugar ?? '',
      personas_involucradas: contenido.personas_involucradas ?? '',
      testigos: contenido.testigos ?? '',
    },
    identidad: identidad && {
      nombre: identidad.nombre ?? '',
      rut: identidad.rut ?? '',
      email: identidad.email ?? '',
      telefono: identidad.telefono ?? '',
    },
    resolucion: descifrar.textoNulo(clave, fila.resolucion_cifrada, AAD.resolucion(fila.id)),
    mensaje_cierre: descifrar.textoNulo(clave, fila.mensaje_cierre_cifrado, AAD.mensajeCierre(fila.id)),
    clasificada_at: isoNulo(fila.clasificada_at),
    acuse_at: isoNulo(fila.acuse_at),
    primera_respuesta_at: isoNulo(fila.primera_respuesta_at),
    investigacion_iniciada_at: isoNulo(fila.investigacion_iniciada_at),
    derivada_dt_at: isoNulo(fila.derivada_dt_at),
    investigacion_cerrada_at: isoNulo(fila.investigacion_cerrada_at),
    cerrada_at: isoNulo(fila.cerrada_at),
    evidencias,
    excluidos,
    acciones_permitidas: await permitidasDe(db, fila),
  };
}
