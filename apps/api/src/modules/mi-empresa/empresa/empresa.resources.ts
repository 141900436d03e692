import { sql } from 'drizzle-orm';
import {
  centroFiltrosSchema,
  centroInputSchema,
  centroLoteSchema,
  centroSchema,
  departamentoFiltrosSchema,
  departamentoInputSchema,
  departamentoLoteSchema,
  departamentoSchema,
  procesoFiltrosSchema,
  procesoInputSchema,
  procesoLoteSchema,
  procesoSchema,
  recursoFiltrosSchema,
  recursoInputSchema,
  recursoLoteSchema,
  recursoSchema,
  trabajadorFiltrosSchema,
  trabajadorInputSchema,
  trabajadorLoteSchema,
  trabajadorSchema,
} from '@atalaya/shared/contracts/mi-empresa/empresa';
import { MENSAJES } from '@atalaya/shared/messages';
import { ACCESS } from '@atalaya/shared/roles';
import { centros, departamentos, foldedText, procesos, recursos, trabajadores } from '../../../db/schema/index';
import { access } from '../../../platform/access';
import { defineResource, type Referencia } from '../../../platform/crud/resource';
import { AppError } from '../../../platform/errors';
import { parentOf, regionExists, regionOfComuna } from './empresa.repository';

/** Mi Empresa (SPEC §6): admin_atalaya, admin_empresa, admin_tekemi, behind the plan's module. */
export const miEmpresa = access.empresa(ACCESS.miEmpresa, 'mi_empresa');
export const tag = 'mi-empresa';

/** A company worker named as responsible (Mi Empresa's records point to one). */
export const responsable = (mensaje = 'Seleccione un responsable válido'): Referencia => ({
  tabla: trabajadores,
  etiqueta: sql`${trabajadores.nombres} || ' ' || ${trabajadores.apellido_paterno}`,
  como: 'responsable',
  mensaje,
});
const departamento: Referencia = {
  tabla: departamentos,
  etiqueta: departamentos.nombre,
  como: 'departamento',
  mensaje: 'Seleccione un departamento válido',
};
const centro: Referencia = {
  tabla: centros,
  etiqueta: centros.nombre,
  como: 'centro',
  mensaje: 'Seleccione un centro válido',
};

const invalido = (errores: Record<string, string>) => new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);

export const departamentosResource = defineResource({
  path: 'departamentos',
  entidad: 'departamento',
  nombre: { singular: 'un departamento', plural: 'departamentos' },
  tag,
  access: miEmpresa,
  table: departamentos,
  contracts: {
    input: departamentoInputSchema,
    filtros: departamentoFiltrosSchema,
    item: departamentoSchema,
    lote: departamentoLoteSchema,
  },
  busqueda: foldedText(departamentos.nombre, departamentos.descripcion),
  filtros: { parent_id: departamentos.parent_id },
  orden: [departamentos.nombre],
  referencias: {
    responsable_id: responsable(),
    parent_id: {
      tabla: departamentos,
      etiqueta: departamentos.nombre,
      como: 'parent',
      mensaje: 'Seleccione un departamento superior válido',
    },
  },
  /** The hierarchy stays a tree: a department never hangs from itself or a descendant. */
  async validar(tx, ctx, valores, actual) {
    if (!actual || valores.parent_id == null) return;
    let cursor: number | null | undefined = valores.parent_id;
    for (let depth = 0; cursor != null && depth < 100; depth++) {
      if (cursor === actual.id) {
        throw invalido({ parent_id: 'Un departamento no puede depender de sí mismo ni de sus subdepartamentos' });
      }
      cursor = await parentOf(tx, ctx.empresaId, cursor);
    }
  },
});

export const centrosResource = defineResource({
  path: 'centros',
  entidad: 'centro',
  nombre: { singular: 'un centro', plural: 'centros' },
  tag,
  access: miEmpresa,
  table: centros,
  contracts: { input: centroInputSchema, filtros: centroFiltrosSchema, item: centroSchema, lote: centroLoteSchema },
  busqueda: foldedText(centros.nombre, centros.direccion),
  filtros: { region_codigo: centros.region_codigo, comuna_codigo: centros.comuna_codigo },
  orden: [centros.nombre],
  referencias: { responsable_id: responsable() },
  /** Region and commune are CUT codes of the reference data, and the commune lies in the region. */
  async validar(tx, _ctx, valores, actual) {
    if (valores.region_codigo === undefined && valores.comuna_codigo === undefined) return;
    const region = valores.region_codigo ?? actual?.region_codigo;
    const comuna = valores.comuna_codigo ?? actual?.comuna_codigo;
    if (!region || !(await regionExists(tx, region))) throw invalido({ region_codigo: 'Seleccione una región válida' });
    if (!comuna || (await regionOfComuna(tx, comuna)) !== region) {
      throw invalido({ comuna_codigo: 'Seleccione una comuna válida para la región' });
    }
  },
});

export const procesosResource = defineResource({
  path: 'proceso',
  entidad: 'proceso',
  nombre: { singular: 'un proceso', plural: 'procesos' },
  tag,
  access: miEmpresa,
  table: procesos,
  contracts: { input: procesoInputSchema, filtros: procesoFiltrosSchema, item: procesoSchema, lote: procesoLoteSchema },
  busqueda: foldedText(procesos.nombre_proceso, procesos.codigo_proceso),
  filtros: { categoria: procesos.categoria, departamento_id: procesos.departamento_id },
  orden: [procesos.codigo_proceso],
  referencias: { responsable_id: responsable(), departamento_id: departamento },
  unicos: {
    procesos_empresa_codigo_unique: {
      campo: 'codigo_proceso',
      mensaje: 'Ya existe un proceso con este código en la empresa.',
    },
  },
});

export const trabajadoresResource = defineResource({
  path: 'trabajadores',
  entidad: 'trabajador',
  nombre: { singular: 'un trabajador', plural: 'trabajadores' },
  tag,
  access: miEmpresa,
  table: trabajadores,
  contracts: {
    input: trabajadorInputSchema,
    filtros: trabajadorFiltrosSchema,
    item: trabajadorSchema,
    lote: trabajadorLoteSchema,
  },
  busqueda: trabajadores.busqueda,
  // A RUT typed with dots (12.345.678) matches the stored 12345678-5.
  terminoBusqueda: (term) => (/^[\d.]+(-[\dk])?$/.test(term) ? term.replaceAll('.', '') : term),
  filtros: {
    tipo: trabajadores.tipo,
    estado: trabajadores.estado,
    departamento_id: trabajadores.departamento_id,
    centro_id: trabajadores.centro_id,
  },
  orden: [trabajadores.apellido_paterno, trabajadores.nombres],
  referencias: { departamento_id: departamento, centro_id: centro },
  unicos: {
    trabajadores_empresa_rut_unique: {
      campo: 'rut',
      mensaje: 'RUT duplicado en la empresa: ya existe un trabajador con ese RUT.',
    },
  },
});

export const recursosResource = defineResource({
  path: 'recursos',
  entidad: 'recurso',
  nombre: { singular: 'un recurso', plural: 'recursos' },
  tag,
  access: miEmpresa,
  table: recursos,
  contracts: { input: recursoInputSchema, filtros: recursoFiltrosSchema, item: recursoSchema, lote: recursoLoteSchema },
  busqueda: foldedText(recursos.nombre, recursos.tipo),
  filtros: { tipo: recursos.tipo, estado: recursos.estado, centro_id: recursos.centro_id },
  orden: [recursos.nombre],
  referencias: { responsable_id: responsable(), centro_id: centro },
});
