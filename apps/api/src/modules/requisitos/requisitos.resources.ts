import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  requisitoFiltrosSchema,
  requisitoInputSchema,
  requisitoLoteSchema,
  requisitoSchema,
} from '@atalaya/shared/contracts/requisitos';
import { MENSAJES } from '@atalaya/shared/messages';
import { ACCESS } from '@atalaya/shared/roles';
import { foldedText, requisitos, trabajadores } from '../../db/schema/index';
import { access } from '../../platform/access';
import { defineResource } from '../../platform/crud/resource';
import { AppError } from '../../platform/errors';
import { categoriaExiste, subcategoriaDe, tipoExiste } from './requisitos.repository';

/** Mi Empresa (SPEC §6): admin_atalaya, admin_empresa, admin_tekemi, behind the plan's module. */
export const miEmpresa = access.empresa(ACCESS.miEmpresa, 'mi_empresa');
export const tag = 'mi-empresa';

/**
 * 'catalogo' | 'propio' as an expression, so the generic equality filter can match `origen`
 * (the generic layer compares it with `=` like any column).
 */
const origen = sql<string>`(case when ${requisitos.requisito_global_id} is null then 'propio' else 'catalogo' end)`;

/**
 * Company requirements. tipo/categoría/subcategoría point at the GLOBAL catalogue (no
 * empresa_id), so they are checked in `validar` and expanded by requisitos.service, not by the
 * generic `referencias` (which only knows tenant tables).
 */
export const requisitosResource = defineResource({
  path: 'requisitos',
  entidad: 'requisito',
  nombre: { singular: 'un requisito', plural: 'requisitos' },
  tag,
  access: miEmpresa,
  table: requisitos,
  contracts: {
    input: requisitoInputSchema,
    filtros: requisitoFiltrosSchema,
    item: requisitoSchema,
    lote: requisitoLoteSchema,
  },
  busqueda: foldedText(requisitos.codigo, requisitos.nombre, requisitos.fuente_legal),
  filtros: {
    categoria_id: requisitos.categoria_id,
    tipo_id: requisitos.tipo_id,
    criticidad: requisitos.criticidad,
    estado_cumplimiento: requisitos.estado_cumplimiento,
    responsable_id: requisitos.responsable_id,
    origen: origen as unknown as AnyPgColumn,
  },
  orden: [requisitos.codigo],
  referencias: {
    responsable_id: {
      tabla: trabajadores,
      etiqueta: sql`${trabajadores.nombres} || ' ' || ${trabajadores.apellido_paterno}`,
      como: 'responsable',
      mensaje: 'Seleccione un responsable válido',
    },
  },
  unicos: {
    requisitos_empresa_codigo_unique: {
      campo: 'codigo',
      mensaje: 'Ya existe un requisito con este código en la empresa.',
    },
  },
  /** Global tipo/categoría/subcategoría must exist, and the subcategoría must hang from the categoría. */
  async validar(tx, _ctx, valores, actual) {
    const errores: Record<string, string> = {};
    if (typeof valores.tipo_id === 'number' && !(await tipoExiste(tx, valores.tipo_id))) {
      errores.tipo_id = 'Seleccione un tipo de requisito válido';
    }
    if (typeof valores.categoria_id === 'number' && !(await categoriaExiste(tx, valores.categoria_id))) {
      errores.categoria_id = 'Seleccione una categoría válida';
    }
    if (typeof valores.subcategoria_id === 'number') {
      const categoria = valores.categoria_id !== undefined ? valores.categoria_id : actual?.categoria_id;
      const deCategoria = await subcategoriaDe(tx, valores.subcategoria_id);
      if (deCategoria === undefined || deCategoria !== categoria) {
        errores.subcategoria_id = 'Seleccione una subcategoría válida de la categoría';
      }
    }
    if (Object.keys(errores).length) throw new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
  },
});
