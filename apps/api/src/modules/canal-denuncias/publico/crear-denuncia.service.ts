import type { FastifyRequest } from 'fastify';
import {
  denunciaPublicaInputSchema,
  MENSAJE_ANONIMO_NO_PERMITIDO,
  MENSAJE_CANAL_NO_DISPONIBLE,
  MENSAJE_REQUIERE_IDENTIFICACION,
  type DenunciaCreada,
  type DenunciaPublicaInput,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { referenciaDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { formatRut } from '@atalaya/shared/rut';
import type { Tx } from '../../../db/client';
import { conArchivos, type ArchivoGuardado } from '../../../platform/archivos/almacen';
import { recordAudit } from '../../../platform/audit';
import { hashPassword } from '../../../platform/auth/passwords';
import { verifyCaptcha } from '../../../platform/auth/captcha';
import { cifrarJson } from '../../../platform/crypto/cifrado';
import { AppError, notFound } from '../../../platform/errors';
import { AAD } from '../denuncias/cifrado-denuncia';
import {
  actualizarDenuncia,
  insertarDenuncia,
  insertarEvento,
  insertarExclusiones,
} from '../denuncias/denuncias.repository';
import { notificar } from '../../notificaciones/notificar';
import {
  canalPorToken,
  categoriaActiva,
  destinatariosDeDenuncia,
  receptoresDe,
  siguienteNumero,
  type CanalRow,
  type CategoriaRow,
} from './canal-publico.repository';
import { generarCodigoDenuncia, hashCodigoDenuncia } from './codigo-denuncia';
import {
  almacenEvidencias,
  leerFormularioPublico,
  registrarEvidencia,
  type DepsEvidencias,
} from './evidencias-cifradas';

/*
 * A public report, from the multipart form to the database, in one transaction: the report
 * (text and identity encrypted with the company key, aad 'denuncia:<id>:contenido|identidad'),
 * its exclusions, evidence, the 'recibida' timeline row, an audit row without content, and the
 * notices to whoever receives its category. Files stored for it are removed if anything fails.
 * No address or user agent is read, stored or logged.
 */

export interface ContextoEnvio {
  canal: CanalRow;
  categoria: CategoriaRow;
  /** Exclusions kept: only receivers of the category may be excluded. */
  excluidos: number[];
}

const errorCampo = (campo: string, mensaje: string) => new AppError('VALIDACION', mensaje, { [campo]: mensaje });

/** Everything that can refuse a submission before any file is stored. */
async function validarEnvio(
  { db, config }: Pick<DepsEvidencias, 'db' | 'config'>,
  datos: DenunciaPublicaInput,
): Promise<ContextoEnvio> {
  await verifyCaptcha(
    {
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      timeoutMs: config.RECAPTCHA_TIMEOUT_MS,
    },
    datos.recaptcha_token,
    // No remote address is handed to the captcha provider.
  );
  const canal = await canalPorToken(db, datos.token);
  if (!canal) throw notFound(MENSAJE_CANAL_NO_DISPONIBLE);
  const categoria = await categoriaActiva(db, canal.empresa_id, datos.categoria_id);
  if (!categoria) throw errorCampo('categoria_id', 'Seleccione una categoría.');
  if (datos.anonima && (categoria.requiere_identificacion || categoria.tipo === 'ley_karin')) {
    throw errorCampo('anonima', MENSAJE_REQUIERE_IDENTIFICACION);
  }
  if (datos.anonima && !canal.permite_anonimo) throw errorCampo('anonima', MENSAJE_ANONIMO_NO_PERMITIDO);
  const receptores = (await receptoresDe(db, canal.empresa_id, [categoria.id])).get(categoria.id) ?? [];
  const posibles = new Set(receptores.map((r) => r.id));
  const excluidos = [...new Set(datos.excluir_ids)].filter((id) => posibles.has(id));
  return { canal, categoria, excluidos };
}

/** POST /canal-denuncia/canal-denuncia/ — reads the multipart form and creates the report. */
export async function recibirDenuncia(deps: DepsEvidencias, request: FastifyRequest): Promise<DenunciaCreada> {
  const almacen = almacenEvidencias(deps);
  const { datos, contexto, evidencias } = await leerFormularioPublico(
    almacen,
    request,
    denunciaPublicaInputSchema,
    async (d) => {
      const ctx = await validarEnvio(deps, d);
      return { clave: await deps.claves.de(ctx.canal.empresa_id), contexto: ctx };
    },
  );
  return conArchivos(almacen, evidencias, () => crearDenuncia(deps, datos, contexto, evidencias));
}

async function crearDenuncia(
  deps: DepsEvidencias,
  datos: DenunciaPublicaInput,
  { canal, categoria, excluidos }: ContextoEnvio,
  evidencias: readonly ArchivoGuardado[],
): Promise<DenunciaCreada> {
  const empresaId = canal.empresa_id;
  const clave = await deps.claves.de(empresaId);
  const passHash = await hashPassword(datos.pass_denuncia);
  const codigo = generarCodigoDenuncia();
  const ahora = deps.clock();
  const contenido = {
    relato: datos.relato,
    fecha_hechos: datos.fecha_hechos,
    lugar: datos.lugar,
    personas_involucradas: datos.personas_involucradas,
    testigos: datos.testigos,
  };
  const identidad = datos.anonima
    ? null
    : {
        nombre: datos.nombre,
        rut: datos.rut ? formatRut(datos.rut) : '',
        email: datos.email,
        telefono: datos.telefono,
      };

  return deps.db.transaction(async (tx: Tx) => {
    const numero = await siguienteNumero(tx, empresaId);
    // The aad names the row id, known only after the insert: a placeholder first, then the ciphertext.
    const id = await insertarDenuncia(tx, {
      empresa_id: empresaId,
      numero,
      codigo_hash: hashCodigoDenuncia(codigo),
      pass_hash: passHash,
      categoria_id: categoria.id,
      estado: 'recibida',
      anonima: datos.anonima,
      contenido_cifrado: '',
      tipo: categoria.tipo,
      created_at: ahora,
      updated_at: ahora,
    });
    await actualizarDenuncia(tx, empresaId, id, {
      contenido_cifrado: cifrarJson(clave, contenido, AAD.contenido(id)),
      identidad_cifrada: identidad ? cifrarJson(clave, identidad, AAD.identidad(id)) : null,
    });
    await insertarExclusiones(tx, empresaId, id, excluidos);
    for (const prep of evidencias) {
      await registrarEvidencia(tx, prep, {
        empresaId,
        denunciaId: id,
        origen: 'denuncia',
        tipoUsuario: 'denunciante',
        usuarioId: null,
      });
    }
    await insertarEvento(tx, {
      empresa_id: empresaId,
      denuncia_id: id,
      tipo: 'recibida',
      usuario_id: null,
      detalle: { evidencias: evidencias.length, anonima: datos.anonima },
      created_at: ahora,
    });
    await recordAudit(
      tx,
      {
        empresa_id: empresaId,
        usuario_id: null,
        accion: 'crear',
        entidad: 'denuncia',
        entidad_id: id,
        cambios: { numero, categoria_id: categoria.id, anonima: datos.anonima, evidencias: evidencias.length },
      },
      ahora,
    );
    await notificar(tx, {
      categoria: 'denuncias',
      empresaId,
      usuarioIds: await destinatariosDeDenuncia(tx, { id, empresa_id: empresaId, categoria_id: categoria.id }),
      titulo: 'Nueva denuncia recibida',
      mensaje: `Se recibió la denuncia ${referenciaDenuncia(numero)} en la categoría «${categoria.nombre}».`,
      enlace: `/canal-denuncias/pendientes/${id}`,
    });
    return { codigo, created_at: ahora.toISOString() };
  });
}
