import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SIN_NOMBRE } from '@atalaya/shared/contracts/globales/catalogo';
import {
  requisitoFiltrosSchema,
  requisitoInputSchema,
  requisitoLoteSchema,
  requisitoSchema,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { MENSAJES } from '@atalaya/shared/messages';
import {
  categorias_requisito,
  foldedText,
  requisitos,
  subcategorias_requisito,
  tipos_requisito,
} from '../../../db/schema/index';
import { defineResource } from '../../../platform/crud/resource';
import { AppError } from '../../../platform/errors';
import { miEmpresa, responsable, tag } from '../empresa/empresa.resources';
import { subcategoriaDe } from './requisitos.repository';

/**
 * 'catalogo' | 'propio' as an expression, so the generic equality filter can match `origen`
 * (the generic layer compares it with `=` like any column).
 */
const origen = sql<string>`(case when ${requisitos.requisito_global_id} is null then 'propio' else 'catalogo' end)`;

const MENSAJE_SUBCATEGORIA = 'Seleccione una subcategoría válida de la categoría';

/**
 * Company requirements on the generic CRUD layer. tipo/categoría/subcategoría point at the GLOBAL
 * catalogue (tables without empresa_id, looked up globally), the responsable at a worker of the
 * company; a subcategoría without a name is answered as 'Sin nombre'.
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
    tipo_id: {
      tabla: tipos_requisito,
      etiqueta: tipos_requisito.nombre,
      como: 'tipo',
      mensaje: 'Seleccione un tipo de requisito válido',
    },
    categoria_id: {
      tabla: categorias_requisito,
      etiqueta: categorias_requisito.nombre,
      como: 'categoria',
      mensaje: 'Seleccione una categoría válida',
    },
    subcategoria_id: {
      tabla: subcategorias_requisito,
      etiqueta: sql`coalesce(nullif(btrim(${subcategorias_requisito.nombre}), ''), ${SIN_NOMBRE})`,
      como: 'subcategoria',
      mensaje: MENSAJE_SUBCATEGORIA,
    },
    responsable_id: responsable(),
  },
  unicos: {
    requisitos_empresa_codigo_unique: {
      campo: 'codigo',
      mensaje: 'Ya existe un requisito con este código en la empresa.',
    },
  },
  /** The subcategoría (already known to exist) must hang from the requisito's categoría. */
  async validar(tx, _ctx, valores, actual) {
    if (typeof valores.subcategoria_id !== 'number') return;
    const categoria = valores.categoria_id !== undefined ? valores.categoria_id : actual?.categoria_id;
    if ((await subcategoriaDe(tx, valores.subcategoria_id)) !== categoria) {
      throw new AppError('VALIDACION', MENSAJES.datosInvalidos, { subcategoria_id: MENSAJE_SUBCATEGORIA });
    }
  },
  /** Where it comes from: imported from the catalogue (keeps requisito_global_id) or the company's own. */
  async enriquecer(_db, _empresaId, dtos) {
    return dtos.map((d) => ({ ...d, origen: d.requisito_global_id == null ? 'propio' : 'catalogo' }));
  },
});
