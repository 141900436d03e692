import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { JobRunner } from './platform/jobs/index';
import { LocalFileStore } from './platform/storage/local-file-store';
import { createEnviarCorreoHandler, createMailer } from './platform/mail/index';
import { COLA_CORREO } from './modules/notificaciones/notificar';
import { COLA_VENCIMIENTO, createVencimientoHandler, scheduleVencimiento } from './modules/documentos/vencimiento.job';
import { COLA_MANTENIMIENTO, createMaintenanceHandler, scheduleMaintenance } from './platform/maintenance';
import { COLA_PLAZOS, createPlazosHandler, schedulePlazos } from './modules/canal-denuncias/plazos/plazos.job';
import {
  COLA_DUE_DILIGENCE,
  crearProcesarDueDiligenceHandler,
} from './modules/due-diligence/procesamiento/procesar-due-diligence';
import { vigilarVersionListas } from './modules/due-diligence/screening/servicio-screening';
import {
  COLA_DESCARGA_LISTAS,
  createDescargaListasHandler,
  scheduleDescargaListas,
} from './modules/due-diligence/screening/descarga-listas.job';

/** The job runner with every queue's handler; later issues register theirs here. */
export function createJobRunner(db: Database, config: Config, logger: FastifyBaseLogger) {
  const clock = () => new Date();
  const runner = new JobRunner(db, { logger, clock });
  const files = new LocalFileStore(path.join(config.DATA_DIR, 'files'));
  runner.register(COLA_MANTENIMIENTO, createMaintenanceHandler(db, clock, files));
  const mailer = createMailer(config);
  runner.register(COLA_CORREO, createEnviarCorreoHandler(db, mailer, clock));
  runner.register(COLA_VENCIMIENTO, createVencimientoHandler(db, clock, logger));
  runner.register(COLA_PLAZOS, createPlazosHandler({ db, clock }, { logger }));
  runner.register(COLA_DUE_DILIGENCE, crearProcesarDueDiligenceHandler({ db, config, log: logger, clock }));
  if (config.SANCTIONS_AUTO_UPDATE) {
    runner.register(COLA_DESCARGA_LISTAS, createDescargaListasHandler({ db, config, log: logger }, clock));
  }
  return {
    start() {
      runner.start();
      // A separate worker screens names too: it reloads the lists when an upload changes them.
      vigilarVersionListas({ config, log: logger, db });
      scheduleMaintenance(db, clock()).catch((err: unknown) =>
        logger.error({ err }, 'no se pudo programar el mantenimiento'),
      );
      scheduleVencimiento(db, clock()).catch((err: unknown) =>
        logger.error({ err }, 'no se pudo programar el vencimiento de documentos'),
      );
      schedulePlazos(db, clock()).catch((err: unknown) =>
        logger.error({ err }, 'no se pudo programar el control de plazos de denuncias'),
      );
      if (config.SANCTIONS_AUTO_UPDATE) {
        scheduleDescargaListas(db, clock()).catch((err: unknown) =>
          logger.error({ err }, 'no se pudo programar la descarga de las listas de sanciones'),
        );
      }
    },
    async stop() {
      await runner.stop();
      mailer?.close();
    },
  };
}
