import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { empresas, notificaciones, planes, roles, usuario_roles, usuarios } from '../db/schema/index';
import type { RoleName } from '@atalaya/shared/roles';
import { hashPassword } from '../platform/auth/passwords';
import { recordAudit } from '../platform/audit';
import type { FileStore } from '../platform/storage/file-store';
import { seedDemoCanal } from './demo-canal';
import { seedDemoDenuncias } from './demo-denuncias';
import { seedDemoDueDiligence } from './demo-due-diligence';
import { seedDemoDocumentos } from './demo-documentos';
import { seedDemoMiEmpresa } from './demo-empresa';
import { seedDemoNoConformidades } from './demo-no-conformidades';
import { seedDemoRequisitos } from './demo-requisitos';
import { seedDemoRiesgos } from './demo-riesgos';
import { seedDemoSoporte } from './demo-soporte';

export const DEMO_PASSWORD = 'Atalaya.Demo.2026';

interface DemoUser {
  email: string;
  nombre: string;
  apellido: string;
  roles: RoleName[];
}

interface DemoEmpresa {
  nombre: string;
  rut: string;
  plan: string;
  es_plataforma?: boolean;
  usuarios: DemoUser[];
}

/** DESIGN §3a: the demo accounts, exactly. */
export const DEMO_EMPRESAS: DemoEmpresa[] = [
  {
    nombre: 'Atalaya SpA',
    rut: '77123456-9',
    plan: 'Empresa',
    es_plataforma: true,
    usuarios: [{ email: 'admin@atalaya.cl', nombre: 'Administración', apellido: 'Atalaya', roles: ['admin_atalaya'] }],
  },
  {
    nombre: 'Empresa Demo SpA',
    rut: '76543210-3',
    plan: 'Empresa',
    usuarios: [
      { email: 'admin@demo.cl', nombre: 'Carolina', apellido: 'Muñoz', roles: ['admin_empresa'] },
      { email: 'denuncias@demo.cl', nombre: 'Rodrigo', apellido: 'Fuentes', roles: ['admin_user_denuncias'] },
      { email: 'dd@demo.cl', nombre: 'Valentina', apellido: 'Rojas', roles: ['admin_user_due_diligence'] },
      { email: 'tekemi@demo.cl', nombre: 'Matías', apellido: 'Soto', roles: ['admin_tekemi'] },
      { email: 'revisor@demo.cl', nombre: 'Ignacio', apellido: 'Pérez', roles: ['admin_empresa'] },
      { email: 'aprobador@demo.cl', nombre: 'Francisca', apellido: 'González', roles: ['admin_empresa'] },
    ],
  },
  {
    nombre: 'Otra Empresa Ltda.',
    rut: '78901234-2',
    plan: 'Profesional',
    usuarios: [{ email: 'admin@otra.cl', nombre: 'Andrés', apellido: 'Vidal', roles: ['admin_empresa'] }],
  },
];

export async function createEmpresa(
  db: DbOrTx,
  input: { nombre: string; rut: string; plan: string; es_plataforma?: boolean },
  now: Date,
) {
  const [plan] = await db.select().from(planes).where(eq(planes.nombre, input.plan)).limit(1);
  const [empresa] = await db
    .insert(empresas)
    .values({
      nombre: input.nombre,
      rut: input.rut,
      plan_id: plan?.id ?? null,
      creditos_due_diligence: plan?.creditos_due_diligence ?? 0,
      es_plataforma: input.es_plataforma ?? false,
    })
    .returning();
  await recordAudit(
    db,
    {
      empresa_id: empresa!.id,
      usuario_id: null,
      accion: 'crear',
      entidad: 'empresa',
      entidad_id: empresa!.id,
      cambios: { nombre: input.nombre, rut: input.rut, plan: input.plan },
    },
    now,
  );
  return empresa!;
}

export async function createUsuario(
  db: DbOrTx,
  empresaId: number,
  user: DemoUser & ({ password: string } | { passwordHash: string }),
  now: Date,
) {
  const [row] = await db
    .insert(usuarios)
    .values({
      empresa_id: empresaId,
      email: user.email,
      nombre: user.nombre,
      apellido: user.apellido,
      password_hash: 'passwordHash' in user ? user.passwordHash : await hashPassword(user.password),
    })
    .returning({ id: usuarios.id });
  const roleRows = await db.select().from(roles).where(inArray(roles.nombre, user.roles));
  if (roleRows.length) {
    await db.insert(usuario_roles).values(roleRows.map((r) => ({ usuario_id: row!.id, rol_id: r.id })));
  }
  await recordAudit(
    db,
    {
      empresa_id: empresaId,
      usuario_id: null,
      accion: 'crear',
      entidad: 'usuario',
      entidad_id: row!.id,
      cambios: { email: user.email, roles: user.roles },
    },
    now,
  );
  return row!.id;
}

/** Onboarding notifications every new company administrator receives. */
export const BIENVENIDA = [
  {
    titulo: 'Complete los datos de su empresa',
    mensaje: 'Registre departamentos, procesos y trabajadores para comenzar a gestionar riesgos.',
    enlace: '/mi-empresa/departamentos',
  },
  {
    titulo: 'Configure su canal de denuncias',
    mensaje: 'Revise el texto de bienvenida y comparta el enlace público con sus trabajadores.',
    enlace: '/canal-denuncias/vista-general',
  },
];

/**
 * Demo tenants and accounts. Later issues add their modules' demo data here. With the master key
 * (`maestra`), demo whistleblower reports are written encrypted with the company key it wraps.
 */
export async function seedDemo(db: DbOrTx, now = new Date(), files?: FileStore, maestra?: Buffer) {
  // One argon2 hash for the shared, published demo password: hashing it per account only slows
  // the first start.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const empresaIds = new Map<string, number>();
  for (const e of DEMO_EMPRESAS) {
    const empresa = await createEmpresa(db, e, now);
    empresaIds.set(e.nombre, empresa.id);
    for (const u of e.usuarios) {
      const usuarioId = await createUsuario(db, empresa.id, { ...u, passwordHash }, now);
      if (u.roles.includes('admin_empresa') && u.email.startsWith('admin@')) {
        await db
          .insert(notificaciones)
          .values(BIENVENIDA.map((n) => ({ ...n, empresa_id: empresa.id, usuario_id: usuarioId })));
      }
    }
  }
  await seedDemoMiEmpresa(db, empresaIds, now);
  await seedDemoRiesgos(db, empresaIds, now);
  // Before the documents: they link to these requirements.
  await seedDemoRequisitos(db, empresaIds, now);
  await seedDemoDocumentos(db, empresaIds, now, files);
  await seedDemoCanal(db, empresaIds, now);
  if (maestra) await seedDemoDenuncias(db, empresaIds, now, maestra);
  await seedDemoDueDiligence(db, empresaIds, now);
  await seedDemoSoporte(db, empresaIds, now);
  await seedDemoNoConformidades(db, empresaIds, now);
}
