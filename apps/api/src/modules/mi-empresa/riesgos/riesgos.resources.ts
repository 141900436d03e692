import { eq, ne } from 'drizzle-orm';
import {
  FILTRO_SIN_CUBRIR,
  mitigacionFiltrosSchema,
  mitigacionInputSchema,
  mitigacionSchema,
  riesgoFiltrosSchema,
  riesgoInputSchema,
  riesgoLoteSchema,
  riesgoSchema,
} from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { foldedText, mitigaciones, procesos, riesgo_mitigaciones, riesgos } from '../../../db/schema/index';
import { defineResource } from '../../../platform/crud/resource';
import { miEmpresa, responsable, tag } from '../empresa/empresa.resources';

export const riesgosResource = defineResource({
  path: 'riesgos',
  entidad: 'riesgo',
  nombre: { singular: 'un riesgo', plural: 'riesgos' },
  tag,
  access: miEmpresa,
  table: riesgos,
  contracts: { input: riesgoInputSchema, filtros: riesgoFiltrosSchema, item: riesgoSchema, lote: riesgoLoteSchema },
  busqueda: foldedText(riesgos.nombre, riesgos.delito_o_categoria),
  filtros: {
    // 'sin_cubrir': every risk not Cubierto (No cubierto or En proceso), the dashboard's card.
    estado: (v) => (v === FILTRO_SIN_CUBRIR ? ne(riesgos.estado, 'Cubierto') : eq(riesgos.estado, v)),
    proceso_id: riesgos.proceso_id,
    nivel: riesgos.nivel_inherente,
  },
  orden: [riesgos.nombre],
  referencias: {
    responsable_id: responsable(),
    proceso_id: {
      tabla: procesos,
      etiqueta: procesos.nombre_proceso,
      como: 'proceso',
      mensaje: 'Seleccione un proceso válido',
    },
  },
  // `mitigacion_ids` written in the same transaction and answered as `mitigaciones`.
  enlaces: {
    mitigacion_ids: {
      tabla: riesgo_mitigaciones,
      propio: riesgo_mitigaciones.riesgo_id,
      otro: riesgo_mitigaciones.mitigacion_id,
      empresa: riesgo_mitigaciones.empresa_id,
      destino: mitigaciones,
      etiqueta: mitigaciones.nombre,
      como: 'mitigaciones',
      mensaje: 'Seleccione mitigaciones válidas de la empresa',
      accion: 'vincular_mitigaciones',
    },
  },
});

export const mitigacionesResource = defineResource({
  path: 'mitigaciones',
  entidad: 'mitigacion',
  nombre: { singular: 'una mitigación', plural: 'mitigaciones' },
  tag,
  access: miEmpresa,
  table: mitigaciones,
  contracts: { input: mitigacionInputSchema, filtros: mitigacionFiltrosSchema, item: mitigacionSchema },
  busqueda: foldedText(mitigaciones.nombre, mitigaciones.descripcion),
  filtros: {
    tipo: mitigaciones.tipo,
    efectividad: mitigaciones.efectividad,
    responsable_id: mitigaciones.responsable_id,
  },
  orden: [mitigaciones.nombre],
  referencias: { responsable_id: responsable() },
  // `riesgo_ids` written in the same transaction and answered as `riesgos`.
  enlaces: {
    riesgo_ids: {
      tabla: riesgo_mitigaciones,
      propio: riesgo_mitigaciones.mitigacion_id,
      otro: riesgo_mitigaciones.riesgo_id,
      empresa: riesgo_mitigaciones.empresa_id,
      destino: riesgos,
      etiqueta: riesgos.nombre,
      como: 'riesgos',
      mensaje: 'Seleccione riesgos válidos de la empresa',
      accion: 'vincular_riesgos',
    },
  },
});
