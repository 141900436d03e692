import { eq } from 'drizzle-orm';
import {
  categoriaRequisitoFiltrosSchema,
  categoriaRequisitoInputSchema,
  categoriaRequisitoSchema,
  faqFiltrosSchema,
  faqInputSchema,
  faqLoteSchema,
  faqSchema,
  mitigacionGlobalFiltrosSchema,
  mitigacionGlobalInputSchema,
  mitigacionGlobalLoteSchema,
  mitigacionGlobalSchema,
  requisitoGlobalFiltrosSchema,
  requisitoGlobalInputSchema,
  requisitoGlobalLoteSchema,
  requisitoGlobalSchema,
  riesgoGlobalFiltrosSchema,
  riesgoGlobalInputSchema,
  riesgoGlobalLoteSchema,
  riesgoGlobalSchema,
  subcategoriaRequisitoFiltrosSchema,
  subcategoriaRequisitoInputSchema,
  subcategoriaRequisitoLoteSchema,
  subcategoriaRequisitoSchema,
  tipoRequisitoFiltrosSchema,
  tipoRequisitoInputSchema,
  tipoRequisitoSchema,
} from '@atalaya/shared/contracts/globales/catalogo';
import { MENSAJES } from '@atalaya/shared/messages';
import { MATRIZ_POR_DEFECTO, nivelInherente } from '@atalaya/shared/risk-matrix';
import {
  categorias_requisito,
  faqs,
  foldedText,
  mitigaciones_globales,
  requisitos_globales,
  riesgo_global_mitigaciones,
  riesgos_globales,
  subcategorias_requisito,
  tipos_requisito,
} from '../../../db/schema/index';
import type { DbOrTx } from '../../../db/client';
import { access } from '../../../platform/access';
import { defineResource, type Referencia } from '../../../platform/crud/resource';
import { AppError } from '../../../platform/errors';

/*
 * Globales (SPEC §7): the platform catalogue as global resources of the generic CRUD layer —
 * no empresa_id, admin_atalaya only, audited on the platform chain.
 */

export const plataforma = access.plataforma();
export const tag = 'globales';

const categoria: Referencia = {
  tabla: categorias_requisito,
  etiqueta: categorias_requisito.nombre,
  como: 'categoria',
  mensaje: 'Seleccione una categoría válida',
};

export const tiposRequisitoResource = defineResource({
  path: 'tipo_requisito',
  entidad: 'tipo_requisito',
  nombre: { singular: 'un tipo de requisito', plural: 'tipos de requisito' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: tipos_requisito,
  contracts: { input: tipoRequisitoInputSchema, filtros: tipoRequisitoFiltrosSchema, item: tipoRequisitoSchema },
  busqueda: foldedText(tipos_requisito.nombre, tipos_requisito.descripcion),
  filtros: {},
  orden: [tipos_requisito.nombre],
  unicos: {
    tipos_requisito_nombre_unique: { campo: 'nombre', mensaje: 'Ya existe un tipo de requisito con ese nombre.' },
  },
});

export const categoriasRequisitoResource = defineResource({
  path: 'categorias-requisitos',
  entidad: 'categoria_requisito',
  nombre: { singular: 'una categoría de requisitos', plural: 'categorías de requisitos' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: categorias_requisito,
  contracts: {
    input: categoriaRequisitoInputSchema,
    filtros: categoriaRequisitoFiltrosSchema,
    item: categoriaRequisitoSchema,
    update: 'PATCH',
  },
  busqueda: foldedText(categorias_requisito.nombre, categorias_requisito.descripcion),
  filtros: {},
  orden: [categorias_requisito.nombre],
  unicos: {
    categorias_requisito_nombre_unique: { campo: 'nombre', mensaje: 'Ya existe una categoría con ese nombre.' },
  },
  enUso: {
    subcategorias_requisito_categoria_id_categorias_requisito_id_fk:
      'No se puede eliminar la categoría porque tiene subcategorías. Elimínelas o muévalas a otra categoría primero.',
  },
});

export const subcategoriasRequisitoResource = defineResource({
  path: 'subcategorias-requisitos',
  entidad: 'subcategoria_requisito',
  nombre: { singular: 'una subcategoría de requisitos', plural: 'subcategorías de requisitos' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: subcategorias_requisito,
  contracts: {
    input: subcategoriaRequisitoInputSchema,
    filtros: subcategoriaRequisitoFiltrosSchema,
    item: subcategoriaRequisitoSchema,
    lote: subcategoriaRequisitoLoteSchema,
    update: 'PATCH',
  },
  busqueda: foldedText(subcategorias_requisito.nombre, subcategorias_requisito.descripcion),
  filtros: { categoria_id: subcategorias_requisito.categoria_id },
  orden: [subcategorias_requisito.categoria_id, subcategorias_requisito.nombre],
  referencias: { categoria_id: categoria },
});

/** categoría of a subcategoría, or undefined when it does not exist. */
async function categoriaDe(tx: DbOrTx, subcategoriaId: number) {
  const [row] = await tx
    .select({ categoria_id: subcategorias_requisito.categoria_id })
    .from(subcategorias_requisito)
    .where(eq(subcategorias_requisito.id, subcategoriaId));
  return row?.categoria_id;
}

export const requisitosGlobalesResource = defineResource({
  path: 'requisitos-globales',
  entidad: 'requisito_global',
  nombre: { singular: 'un requisito global', plural: 'requisitos globales' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: requisitos_globales,
  contracts: {
    input: requisitoGlobalInputSchema,
    filtros: requisitoGlobalFiltrosSchema,
    item: requisitoGlobalSchema,
    lote: requisitoGlobalLoteSchema,
  },
  busqueda: foldedText(requisitos_globales.codigo, requisitos_globales.nombre, requisitos_globales.fuente_legal),
  filtros: {
    tipo_id: requisitos_globales.tipo_id,
    categoria_id: requisitos_globales.categoria_id,
    subcategoria_id: requisitos_globales.subcategoria_id,
    criticidad: requisitos_globales.criticidad,
    activo: requisitos_globales.activo,
  },
  orden: [requisitos_globales.codigo],
  referencias: {
    tipo_id: {
      tabla: tipos_requisito,
      etiqueta: tipos_requisito.nombre,
      como: 'tipo',
      mensaje: 'Seleccione un tipo de requisito válido',
    },
    categoria_id: categoria,
    subcategoria_id: {
      tabla: subcategorias_requisito,
      etiqueta: subcategorias_requisito.nombre,
      como: 'subcategoria',
      mensaje: 'Seleccione una subcategoría válida',
    },
  },
  unicos: {
    requisitos_globales_codigo_unique: { campo: 'codigo', mensaje: 'Ya existe un requisito global con ese código.' },
  },
  /** The subcategoría must belong to the chosen categoría (and needs one). */
  async validar(tx, _ctx, valores, actual) {
    if (valores.categoria_id === undefined && valores.subcategoria_id === undefined) return;
    const sub = valores.subcategoria_id !== undefined ? valores.subcategoria_id : actual?.subcategoria_id;
    const cat = valores.categoria_id !== undefined ? valores.categoria_id : actual?.categoria_id;
    if (sub == null) return;
    if (cat == null || (await categoriaDe(tx, sub)) !== cat) {
      throw new AppError('VALIDACION', MENSAJES.datosInvalidos, {
        subcategoria_id: 'La subcategoría no pertenece a la categoría seleccionada',
      });
    }
  },
});

export const mitigacionesGlobalesResource = defineResource({
  path: 'mitigaciones-globales',
  entidad: 'mitigacion_global',
  nombre: { singular: 'una mitigación global', plural: 'mitigaciones globales' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: mitigaciones_globales,
  contracts: {
    input: mitigacionGlobalInputSchema,
    filtros: mitigacionGlobalFiltrosSchema,
    item: mitigacionGlobalSchema,
    lote: mitigacionGlobalLoteSchema,
  },
  busqueda: foldedText(mitigaciones_globales.nombre, mitigaciones_globales.descripcion),
  filtros: {
    tipo: mitigaciones_globales.tipo,
    modo: mitigaciones_globales.modo,
    frecuencia: mitigaciones_globales.frecuencia,
    activo: mitigaciones_globales.activo,
  },
  orden: [mitigaciones_globales.nombre],
  unicos: {
    mitigaciones_globales_nombre_unique: {
      campo: 'nombre',
      mensaje: 'Ya existe una mitigación global con ese nombre.',
    },
  },
});

export const riesgosGlobalesResource = defineResource({
  path: 'riesgos-globales',
  entidad: 'riesgo_global',
  nombre: { singular: 'un riesgo global', plural: 'riesgos globales' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: riesgos_globales,
  contracts: {
    input: riesgoGlobalInputSchema,
    filtros: riesgoGlobalFiltrosSchema,
    item: riesgoGlobalSchema,
    lote: riesgoGlobalLoteSchema,
  },
  busqueda: foldedText(
    riesgos_globales.nombre,
    riesgos_globales.delito_o_categoria,
    riesgos_globales.descripcion,
    riesgos_globales.fuente_legal,
  ),
  filtros: { delito_o_categoria: riesgos_globales.delito_o_categoria, activo: riesgos_globales.activo },
  orden: [riesgos_globales.nombre],
  unicos: {
    riesgos_globales_nombre_unique: { campo: 'nombre', mensaje: 'Ya existe un riesgo global con ese nombre.' },
  },
  enlaces: {
    mitigacion_ids: {
      tabla: riesgo_global_mitigaciones,
      propio: riesgo_global_mitigaciones.riesgo_global_id,
      otro: riesgo_global_mitigaciones.mitigacion_global_id,
      destino: mitigaciones_globales,
      etiqueta: mitigaciones_globales.nombre,
      como: 'mitigaciones',
      mensaje: 'Seleccione mitigaciones globales válidas',
      accion: 'vincular_mitigaciones',
    },
  },
  /** Level of the suggested cell on the default matrix (what a company sees on import). */
  async enriquecer(_db, _empresaId, dtos) {
    return dtos.map((d) => ({
      ...d,
      nivel_sugerido: nivelInherente(MATRIZ_POR_DEFECTO, Number(d.probabilidad_sugerida), Number(d.impacto_sugerido)),
    }));
  },
});

export const faqsResource = defineResource({
  path: 'faqs',
  entidad: 'faq',
  nombre: { singular: 'una pregunta frecuente', plural: 'preguntas frecuentes' },
  tag,
  access: plataforma,
  alcance: 'global',
  table: faqs,
  contracts: { input: faqInputSchema, filtros: faqFiltrosSchema, item: faqSchema, lote: faqLoteSchema },
  busqueda: foldedText(faqs.pregunta, faqs.respuesta),
  filtros: { publicada: faqs.publicada },
  orden: [faqs.orden],
});
