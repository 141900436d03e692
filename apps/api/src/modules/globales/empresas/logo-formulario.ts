import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOGO_MAX_BYTES, MENSAJES_EMPRESAS } from '@atalaya/shared/contracts/globales/empresas';
import type { Almacen, ArchivoGuardado, LimitesArchivo } from '../../../platform/archivos/almacen';
import { leerFormulario } from '../../../platform/archivos/formulario';
import { notFound } from '../../../platform/errors';
import { findEmpresa } from './empresas.repository';

/** A logo: PNG, JPEG or WebP by its magic bytes (never SVG: it can carry script), up to 2 MB. */
const LIMITES_LOGO: LimitesArchivo = {
  maxBytes: LOGO_MAX_BYTES,
  imagenes: ['image/png', 'image/jpeg', 'image/webp'],
  mensajes: { tamano: MENSAJES_EMPRESAS.logoTamano, tipo: MENSAJES_EMPRESAS.logoTipo },
};

/**
 * The logo form of Globales → empresas and of Configuración: one file in field "archivo", for a
 * company that exists (404 before a byte is stored). Stored, not yet recorded.
 */
export async function leerLogo(almacen: Almacen, request: FastifyRequest, empresaId: number): Promise<ArchivoGuardado> {
  const { archivos } = await leerFormulario(almacen, request, {
    campos: z.object({}),
    campo: 'archivo',
    maxArchivos: 1,
    requerido: true,
    alValidar: async () => {
      if (!(await findEmpresa(almacen.db, empresaId))) throw notFound();
    },
    guardado: () => ({ campo: 'archivo', limites: LIMITES_LOGO }),
  });
  return archivos[0]!.archivo;
}
