import { describe, expect, it, beforeAll } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ROLES } from '@atalaya/shared/roles';
import { audit_log, notificaciones, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/*
 * Issue 24, F1: the role-grant policy (packages/shared roles-otorgables). A user grants only roles
 * they hold (admin_empresa and admin_atalaya: every company role), never admin_atalaya from a
 * company, and nobody deactivates, demotes or deletes themself or the last active admin_empresa.
 */

const USERS = [
  'admin@demo.cl',
  'tekemi@demo.cl',
  'denuncias@demo.cl',
  'dd@demo.cl',
  'admin@otra.cl',
  'admin@atalaya.cl',
] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
const { call } = api;
const idOf = async (email: string) =>
  (await api.t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0]!.id;

describe('regression: admin_tekemi escalating (issue 24 F1 probe)', () => {
  it('tekemi cannot give itself admin_empresa, nor deactivate admin@demo.cl', async () => {
    const yo = await idOf('tekemi@demo.cl');
    const put = await call('PUT', `/usuarios/${yo}`, 'tekemi@demo.cl', {
      nombre: 'Matías',
      apellido: 'Soto',
      roles: ['admin_tekemi', 'admin_empresa'],
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().detail ?? put.json().message ?? JSON.stringify(put.json())).toContain(
      'No puede asignar el rol admin_empresa: solo puede asignar roles que usted tiene.',
    );
    expect((await call('GET', '/canal-denuncia/canal-denuncia/2/4', 'tekemi@demo.cl')).statusCode).not.toBe(200);
    const admin = await idOf('admin@demo.cl');
    expect((await call('POST', `/usuarios/${admin}/desactivar`, 'tekemi@demo.cl')).statusCode).toBe(403);
    expect((await call('POST', `/usuarios/${admin}/restablecer-clave`, 'tekemi@demo.cl')).statusCode).toBe(403);
    expect((await call('DELETE', `/usuarios/${admin}`, 'tekemi@demo.cl')).statusCode).toBe(403);
    const [fila] = await api.t.handle.db
      .select({ activo: usuarios.activo })
      .from(usuarios)
      .where(eq(usuarios.id, admin));
    expect(fila!.activo).toBe(true);
  });
});

describe('self and last administrator (409, one rule for delete, deactivate and demote)', () => {
  it('nobody demotes or deactivates themself; the last active admin_empresa stays', async () => {
    const otra = await idOf('admin@otra.cl');
    const quitar = await call('PUT', `/usuarios/${otra}`, 'admin@otra.cl', {
      nombre: 'Andrés',
      apellido: 'Vidal',
      roles: ['admin_tekemi'],
    });
    expect(quitar.statusCode).toBe(409);
    expect((await call('POST', `/usuarios/${otra}/desactivar`, 'admin@otra.cl')).statusCode).toBe(409);
    // The platform admin acting on Otra: not themself, but the last active admin_empresa.
    const q = `?empresa_id=${await empresaDe('admin@otra.cl')}`;
    const plat = await call('POST', `/usuarios/${otra}/desactivar${q}`, 'admin@atalaya.cl');
    expect(plat.statusCode).toBe(409);
    expect(JSON.stringify(plat.json())).toContain('último administrador activo');
    const demote = await call('PUT', `/usuarios/${otra}${q}`, 'admin@atalaya.cl', {
      nombre: 'Andrés',
      apellido: 'Vidal',
      roles: ['admin_tekemi'],
    });
    expect(demote.statusCode).toBe(409);
    const lote = await call('PUT', `/usuarios/batch-update${q}`, 'admin@atalaya.cl', {
      ids: [otra],
      cambios: { roles: ['admin_user_denuncias'] },
    });
    expect(lote.statusCode).toBe(409);
  });
});

async function empresaDe(email: string) {
  const [u] = await api.t.handle.db
    .select({ empresa_id: usuarios.empresa_id })
    .from(usuarios)
    .where(eq(usuarios.email, email));
  return u!.empresa_id;
}

describe('role changes are audited with before/after and told to the admin_empresa users', () => {
  it('admin@demo.cl gives revisor@demo.cl admin_tekemi: audit row and a notice to the other administrators', async () => {
    const dd = await idOf('revisor@demo.cl');
    const res = await call('PUT', `/usuarios/${dd}`, 'admin@demo.cl', {
      nombre: 'Ignacio',
      apellido: 'Pérez',
      roles: ['admin_empresa', 'admin_tekemi'],
    });
    expect(res.statusCode).toBe(200);
    const [fila] = await api.t.handle.db
      .select({ cambios: audit_log.cambios })
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'usuario'), eq(audit_log.entidad_id, String(dd))))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(fila!.cambios).toMatchObject({
      roles: { antes: ['admin_empresa'], despues: ['admin_empresa', 'admin_tekemi'] },
    });
    const avisos = await api.t.handle.db
      .select({ usuario_id: notificaciones.usuario_id, mensaje: notificaciones.mensaje })
      .from(notificaciones)
      .where(eq(notificaciones.titulo, 'Cambio de roles de un usuario'));
    const destinatarios = new Set(avisos.map((a) => a.usuario_id));
    expect(destinatarios.has(await idOf('revisor@demo.cl'))).toBe(true);
    expect(destinatarios.has(await idOf('aprobador@demo.cl'))).toBe(true);
    expect(destinatarios.has(await idOf('admin@demo.cl'))).toBe(false);
    expect(avisos[0]!.mensaje).toBe(
      'Se cambiaron los roles de Ignacio Pérez: antes Administrador de la empresa, ahora Administrador de la empresa, Administrador Tekemi.',
    );
  });
});

/*
 * The role-grant matrix: every granting role × every role granted × {own company, other company}.
 * The target of each company starts as admin_tekemi (manageable by every role that may reach the
 * route) and is put back after each accepted grant. Granted admin_atalaya: the company contract
 * refuses it (400) before any policy; it is granted only from Globales.
 */
const GRANTERS: Record<string, Who> = {
  admin_atalaya: 'admin@atalaya.cl',
  admin_empresa: 'admin@demo.cl',
  admin_tekemi: 'tekemi@demo.cl',
  admin_user_denuncias: 'denuncias@demo.cl',
  admin_user_due_diligence: 'dd@demo.cl',
};

function esperado(granter: string, rol: string, propia: boolean) {
  if (granter === 'admin_user_denuncias' || granter === 'admin_user_due_diligence') return 403; // no Mi Empresa
  if (rol === 'admin_atalaya') return 400; // never granted from a company
  if (!propia) return 404;
  if (granter === 'admin_atalaya' || granter === 'admin_empresa') return 200;
  return rol === granter ? 200 : 403;
}

describe('role-grant matrix', () => {
  const objetivo: Record<'demo' | 'otra', number> = { demo: 0, otra: 0 };
  let demoId = 0;
  beforeAll(async () => {
    demoId = api.demoId;
    const crear = async (who: Who, email: string) => {
      const res = await call('POST', '/usuarios/', who, {
        nombre: 'Objetivo',
        apellido: 'Matriz',
        email,
        roles: ['admin_tekemi'],
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    objetivo.demo = await crear('admin@demo.cl', 'objetivo.matriz@demo.cl');
    objetivo.otra = await crear('admin@otra.cl', 'objetivo.matriz@otra.cl');
  });

  for (const [granter, who] of Object.entries(GRANTERS)) {
    for (const rol of ROLES) {
      for (const propia of [true, false]) {
        it(`${granter} grants ${rol} to a user of ${propia ? 'its own' : 'another'} company → ${esperado(granter, rol, propia)}`, async () => {
          const id = propia ? objetivo.demo : objetivo.otra;
          // admin_atalaya acts on Empresa Demo through the session's company (empresa_id).
          const q = granter === 'admin_atalaya' ? `?empresa_id=${demoId}` : '';
          const res = await call('PUT', `/usuarios/${id}${q}`, who, {
            nombre: 'Objetivo',
            apellido: 'Matriz',
            roles: [rol],
          });
          expect(res.statusCode, res.body).toBe(esperado(granter, rol, propia));
          if (res.statusCode === 403 && rol !== granter && granter === 'admin_tekemi') {
            expect(JSON.stringify(res.json())).toContain(`No puede asignar el rol ${rol}`);
          }
          if (res.statusCode === 200) {
            const reset = await call('PUT', `/usuarios/${id}`, 'admin@demo.cl', {
              nombre: 'Objetivo',
              apellido: 'Matriz',
              roles: ['admin_tekemi'],
            });
            expect(reset.statusCode).toBe(200);
          }
        });
      }
    }
  }

  it('creating and batch-updating follow the same policy', async () => {
    const crear = await call('POST', '/usuarios/', 'tekemi@demo.cl', {
      nombre: 'Nuevo',
      apellido: 'Empresa',
      email: 'nuevo.empresa@demo.cl',
      roles: ['admin_empresa'],
    });
    expect(crear.statusCode).toBe(403);
    const lote = await call('PUT', '/usuarios/batch-update', 'tekemi@demo.cl', {
      ids: [objetivo.demo],
      cambios: { roles: ['admin_empresa'] },
    });
    expect(lote.statusCode).toBe(403);
    const ok = await call('PUT', '/usuarios/batch-update', 'tekemi@demo.cl', {
      ids: [objetivo.demo],
      cambios: { roles: ['admin_tekemi'] },
    });
    expect(ok.statusCode).toBe(200);
  });
});
