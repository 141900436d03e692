import {
  MENSAJES_PLANES,
  planFiltrosSchema,
  planInputSchema,
  planSchema,
} from '@atalaya/shared/contracts/globales/planes';
import { PLAN_MODULES, type PlanModule } from '@atalaya/shared/roles';
import { empresas, foldedText, planes } from '../../../db/schema/index';
import { access } from '../../../platform/access';
import { contarPor } from '../../../platform/crud/crud.repository';
import { defineResource } from '../../../platform/crud/resource';

/* Globales → planes (admin_atalaya): modules enabled and due-diligence credits included. */

const esModulo = (m: string): m is PlanModule => (PLAN_MODULES as readonly string[]).includes(m);

/** A plan some company is on cannot be deleted (409, restrict foreign key). */
export const planesResource = defineResource({
  path: 'planes',
  entidad: 'plan',
  nombre: { singular: 'un plan', plural: 'planes' },
  tag: 'planes',
  access: access.plataforma(),
  alcance: 'global',
  table: planes,
  contracts: { input: planInputSchema, filtros: planFiltrosSchema, item: planSchema },
  busqueda: foldedText(planes.nombre, planes.descripcion),
  filtros: { activo: planes.activo },
  orden: [planes.creditos_due_diligence, planes.nombre],
  enriquecer: async (db, _empresaId, dtos) => {
    const counts = await contarPor(
      db,
      empresas.plan_id,
      dtos.map((d) => d.id),
    );
    return dtos.map((d) => ({
      ...d,
      modulos: (d.modulos as string[]).filter(esModulo),
      empresas: counts.get(d.id) ?? 0,
    }));
  },
  enUso: { empresas_plan_id_planes_id_fk: MENSAJES_PLANES.enUso },
  unicos: { planes_nombre_unique: { campo: 'nombre', mensaje: MENSAJES_PLANES.duplicado } },
});
