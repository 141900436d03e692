import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { planes, roles, usuarios } from '../db/schema/index';
import { ROLES, type PlanModule, type RoleName } from '@atalaya/shared/roles';
import { seedCatalogo } from './catalogo';
import { seedNoConformidadesBase } from './no-conformidades';

const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  admin_atalaya: 'Administrador de la plataforma Atalaya',
  admin_empresa: 'Administrador de la empresa',
  admin_tekemi: 'Consultor externo con acceso a Mi Empresa, denuncias y due diligence',
  admin_user_denuncias: 'Gestor del canal de denuncias',
  admin_user_due_diligence: 'Gestor de due diligence',
};

export const PLANES: { nombre: string; descripcion: string; modulos: PlanModule[]; creditos: number }[] = [
  {
    nombre: 'Básico',
    descripcion: 'Datos de la empresa y canal de denuncias.',
    modulos: ['mi_empresa', 'canal_denuncias'],
    creditos: 0,
  },
  {
    nombre: 'Profesional',
    descripcion: 'Básico más gestión documental y no conformidades.',
    modulos: ['mi_empresa', 'canal_denuncias', 'documentos', 'no_conformidades'],
    creditos: 10,
  },
  {
    nombre: 'Empresa',
    descripcion: 'Todos los módulos, incluido due diligence.',
    modulos: ['mi_empresa', 'canal_denuncias', 'documentos', 'no_conformidades', 'due_diligence'],
    creditos: 50,
  },
];

/** Roles, plans and the starter catalogue every installation needs (idempotent: safe on every start). */
export async function seedBase(db: DbOrTx) {
  await db
    .insert(roles)
    .values(ROLES.map((nombre) => ({ nombre, descripcion: ROLE_DESCRIPTIONS[nombre] })))
    .onConflictDoNothing({ target: roles.nombre });
  await db
    .insert(planes)
    .values(
      PLANES.map((p) => ({
        nombre: p.nombre,
        descripcion: p.descripcion,
        modulos: p.modulos,
        creditos_due_diligence: p.creditos,
      })),
    )
    .onConflictDoNothing({ target: planes.nombre });
  // The starter global catalogue (platform data): adds what is missing, never overwrites.
  await seedCatalogo(db);
  // Global sources and classifications of non-conformities (same rule: adds what is missing).
  await seedNoConformidadesBase(db);
}

export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(usuarios);
  return (row?.n ?? 0) === 0;
}
