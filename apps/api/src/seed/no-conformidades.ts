import type { DbOrTx } from '../db/client';
import { clasificaciones_nc, fuentes_nc } from '../db/schema/index';

/*
 * The platform's global sources and classifications of non-conformities (empresa_id null), seeded
 * on every start. Idempotent and additive: matched by name (the unique index on
 * coalesce(empresa_id, 0), lower(nombre)); existing rows are never overwritten.
 */

export const FUENTES_NC: { nombre: string; descripcion: string }[] = [
  { nombre: 'Auditoría interna', descripcion: 'Hallazgo de una auditoría interna del sistema de gestión.' },
  {
    nombre: 'Auditoría externa',
    descripcion: 'Hallazgo de una auditoría de certificación, de cliente o de un tercero.',
  },
  { nombre: 'Reclamo de cliente', descripcion: 'Reclamo o queja de un cliente sobre un producto o servicio.' },
  { nombre: 'Inspección', descripcion: 'Inspección, control de calidad o recorrido en terreno.' },
  { nombre: 'Canal de denuncias', descripcion: 'Causa raíz detectada en la investigación de una denuncia.' },
  { nombre: 'Revisión por la dirección', descripcion: 'Resultado de la revisión del sistema por la alta dirección.' },
  { nombre: 'Autoevaluación', descripcion: 'Autoevaluación de cumplimiento o de controles del área.' },
  {
    nombre: 'Fiscalización de la autoridad',
    descripcion: 'Observación o sanción de un organismo fiscalizador (SMA, SEREMI, Dirección del Trabajo, CMF…).',
  },
  { nombre: 'Incidente o accidente', descripcion: 'Investigación de un incidente, accidente o cuasi accidente.' },
  { nombre: 'Evaluación de proveedores', descripcion: 'Resultado de la evaluación o auditoría de un proveedor.' },
];

export const CLASIFICACIONES_NC: { nombre: string; descripcion: string }[] = [
  { nombre: 'Proceso', descripcion: 'Un proceso no se ejecutó según lo definido.' },
  { nombre: 'Producto o servicio', descripcion: 'El producto o servicio no cumple los requisitos especificados.' },
  { nombre: 'Sistema de gestión', descripcion: 'Incumplimiento de un requisito de la norma o del sistema de gestión.' },
  { nombre: 'Legal o regulatoria', descripcion: 'Incumplimiento de una ley, reglamento o permiso.' },
  { nombre: 'Proveedor', descripcion: 'Incumplimiento atribuible a un proveedor o contratista.' },
  {
    nombre: 'Seguridad y salud en el trabajo',
    descripcion: 'Condición o acto que afecta la seguridad o salud de las personas.',
  },
  { nombre: 'Medio ambiente', descripcion: 'Incumplimiento o impacto ambiental.' },
  { nombre: 'Documentación', descripcion: 'Documento o registro faltante, desactualizado o incorrecto.' },
];

export async function seedNoConformidadesBase(db: DbOrTx) {
  await db
    .insert(fuentes_nc)
    .values(FUENTES_NC.map((f) => ({ ...f, empresa_id: null })))
    .onConflictDoNothing();
  await db
    .insert(clasificaciones_nc)
    .values(CLASIFICACIONES_NC.map((c) => ({ ...c, empresa_id: null })))
    .onConflictDoNothing();
}
