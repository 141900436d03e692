import type { FastifyBaseLogger } from 'fastify';
import { resultadoScreeningSchema } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { JobHandler } from '../../../platform/jobs/index';
import type { Dependencias } from '../../../platform/servicio';
import { disponibilidadDueDiligence } from '../disponibilidad';
import type { Proveedor } from '../proveedores/proveedor';
import { proveedorActual } from '../proveedores/seleccion';
import { motorScreening } from '../screening/servicio-screening';
import { avisarAnalistas, avisarReporteListo } from './avisos';
import { marcarFallido } from './fallo';
import {
  avanzarSolicitud,
  completarSolicitud,
  EN_CURSO,
  findSolicitud,
  nombreEmpresa,
} from './procesamiento.repository';
import { recopilarPerfil } from './recopilar-perfil';
import { calcularRiesgo } from './riesgo';
import { resumenListas, screenearNombres } from './screening-nombres';

/*
 * Job 'due-diligence.procesar' ({ id }), enqueued with the request (issue 7 §3): pendiente →
 * procesando (progreso 10, 40, 80 as it goes), gathers the profile from the data provider,
 * screens every name in it, rates the risk, and in one transaction stores it all and moves the
 * request on — lite: terminado and published to the requester; full: en_revision for the
 * analysts. Errors are retried by the runner; when the last attempt fails, or at once when the
 * reference data or the provider's configuration is missing, the request ends fallido with its
 * credits refunded. A request no longer pendiente/procesando is skipped, so a re-run does nothing.
 */

export const COLA_DUE_DILIGENCE = 'due-diligence.procesar';

export interface DependenciasProcesamiento extends Pick<Dependencias, 'db' | 'config' | 'clock'> {
  log: FastifyBaseLogger;
  /** The provider to use (default: the platform's chosen data source). */
  proveedor?: (db: Database, config: Config) => Promise<Proveedor>;
}

/** The Spanish reason stored on a failed request and shown to the company; internals stay in the log. */
const motivo = (detalle: string) => `No se pudo procesar el due diligence: ${detalle}`;

const motivoFallo = (err: unknown) => motivo(err instanceof AppError ? err.message : 'ocurrió un error interno.');

/** The reason when reference data or the provider's configuration is missing, which no retry mends. */
async function faltaConfiguracion(deps: DependenciasProcesamiento): Promise<string | null> {
  const d = await disponibilidadDueDiligence(deps);
  return !d.disponible && d.definitivo ? motivo(d.motivos.join(' ')) : null;
}

export function crearProcesarDueDiligenceHandler(deps: DependenciasProcesamiento): JobHandler<{ id: number }> {
  const { db, config, log, clock } = deps;
  const elegirProveedor = deps.proveedor ?? proveedorActual;

  const avanzar = (id: number, progreso: number, estado?: 'procesando') =>
    avanzarSolicitud(db, id, { progreso, ...(estado ? { estado } : {}), updated_at: clock() });

  async function procesar(id: number): Promise<void> {
    const fila = await findSolicitud(db, id);
    if (!fila || !EN_CURSO.includes(fila.estado)) return;
    await avanzar(id, 10, 'procesando');

    const proveedor = await elegirProveedor(db, config);
    const cliente = await nombreEmpresa(db, fila.empresa_id);
    const recopilado = await recopilarPerfil(proveedor, fila, cliente ?? '');
    await avanzar(id, 40);

    const motor = await motorScreening({ config, log });
    const screening = resultadoScreeningSchema.parse(screenearNombres(motor, recopilado.nombres, clock()));
    await avanzar(id, 80);

    const riesgo = calcularRiesgo({
      screening,
      pep: recopilado.pep,
      pepsRelacionados: recopilado.pepsRelacionados,
      pepsDeclarados: recopilado.pepsDeclarados,
      causas: recopilado.causas,
      documentosImpagos: recopilado.perfil.situacion_financiera.documentos_impagos,
    });
    const perfil = recopilado.perfil;
    perfil.situacion_pep_soe_listas_internacionales.listado.content = resumenListas(screening);

    const lite = fila.tipo_de_reporte === 'lite';
    const ahora = clock();
    await db.transaction(async (tx) => {
      const hecho = await completarSolicitud(tx, id, {
        estado: lite ? 'terminado' : 'en_revision',
        progreso: 100,
        perfil,
        screening,
        ...riesgo,
        error: null,
        procesado_at: ahora,
        ...(lite ? { publicado_at: ahora } : {}),
        updated_at: ahora,
      });
      // Someone else finished or changed it meanwhile: theirs stands.
      if (!hecho) return;
      await recordAudit(
        tx,
        {
          empresa_id: hecho.empresa_id,
          usuario_id: null,
          accion: 'procesar',
          entidad: 'due_diligence',
          entidad_id: hecho.id,
          cambios: {
            estado: hecho.estado,
            nivel_riesgo: riesgo.nivel_riesgo,
            fuente: proveedor.fuente,
            nombres_revisados: screening.nombres.length,
          },
        },
        ahora,
      );
      if (lite) await avisarReporteListo(tx, hecho, riesgo.nivel_riesgo);
      else await avisarAnalistas(tx, hecho);
    });
  }

  return async (job) => {
    try {
      await procesar(job.payload.id);
    } catch (err) {
      // The runner's back-off (10 s, 20 s, 40 s, 80 s…) suits a passing failure; a missing
      // configuration would only keep the request 'procesando' for minutes: it fails at once.
      const definitivo = await faltaConfiguracion(deps);
      if (definitivo) {
        log.error({ err, dueDiligenceId: job.payload.id }, 'due diligence fallido: falta configuración');
        await marcarFallido(db, job.payload.id, definitivo, clock());
        // Done: the request's outcome is recorded and no attempt would change it.
        return;
      }
      if (job.intentos >= job.maxIntentos) {
        log.error({ err, dueDiligenceId: job.payload.id }, 'due diligence fallido tras agotar sus intentos');
        await marcarFallido(db, job.payload.id, motivoFallo(err), clock());
      }
      throw err;
    }
  };
}
