import type { FastifyInstance } from 'fastify';
import { archivosRoutes } from './archivos/archivos.routes';
import { auditoriaRoutes } from './auditoria/auditoria.routes';
import { authRoutes } from './auth/auth.routes';
import { catalogoRoutes } from './catalogo/catalogo.routes';
import { configRoutes } from './config/config.routes';
import { correosRoutes } from './correos/correos.routes';
import { archivosDocumentoRoutes } from './documentos/archivos-documento.routes';
import { flujoRoutes } from './documentos/flujo.routes';
import { empresaRoutes } from './empresa/empresa.routes';
import { documentosRoutes } from './documentos/documentos.routes';
import { publicadosRoutes } from './documentos/publicados.routes';
import { empresasRoutes } from './empresas/empresas.routes';
import { healthRoutes } from './health/health.routes';
import { notificacionesRoutes } from './notificaciones/notificaciones.routes';
import { planesRoutes } from './planes/planes.routes';
import { referenceRoutes } from './reference/reference.routes';
import { requisitosRoutes } from './requisitos/requisitos.routes';
import { riesgosRoutes } from './riesgos/riesgos.routes';
import { rolesRoutes } from './roles/roles.routes';
import { usuariosGlobalesRoutes } from './usuarios/usuarios-globales.routes';
import { usuariosRoutes } from './usuarios/usuarios.routes';

/** Every API area, mounted under /api/v1. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(configRoutes);
  await app.register(empresasRoutes);
  await app.register(auditoriaRoutes);
  await app.register(archivosRoutes);
  await app.register(referenceRoutes(app.db));
  await app.register(notificacionesRoutes);
  await app.register(correosRoutes);
  await app.register(empresaRoutes);
  await app.register(riesgosRoutes);
  await app.register(requisitosRoutes);
  await app.register(usuariosRoutes);
  await app.register(rolesRoutes);
  await app.register(planesRoutes);
  await app.register(usuariosGlobalesRoutes);
  await app.register(catalogoRoutes);
  await app.register(flujoRoutes);
  await app.register(archivosDocumentoRoutes);
  await app.register(documentosRoutes);
  await app.register(publicadosRoutes);
}
