import { describe, expect, it } from 'vitest';
import { mensajeRolNoOtorgable, rolesOtorgables, rolNoOtorgable } from './roles-otorgables';

describe('role-grant policy (issue 24 F1)', () => {
  it('admin_atalaya and admin_empresa grant every company role, never admin_atalaya', () => {
    const empresa = ['admin_empresa', 'admin_tekemi', 'admin_user_denuncias', 'admin_user_due_diligence'];
    expect(rolesOtorgables(['admin_atalaya'])).toEqual(empresa);
    expect(rolesOtorgables(['admin_empresa'])).toEqual(empresa);
    expect(rolNoOtorgable(['admin_atalaya'], ['admin_atalaya'])).toBe('admin_atalaya');
  });

  it('anyone else grants only the roles they hold', () => {
    expect(rolesOtorgables(['admin_tekemi'])).toEqual(['admin_tekemi']);
    expect(rolesOtorgables(['admin_tekemi', 'admin_user_denuncias'])).toEqual(['admin_tekemi', 'admin_user_denuncias']);
    expect(rolNoOtorgable(['admin_tekemi'], ['admin_tekemi', 'admin_empresa'])).toBe('admin_empresa');
    expect(rolNoOtorgable(['admin_tekemi'], ['admin_tekemi'])).toBeUndefined();
    expect(rolesOtorgables([])).toEqual([]);
  });

  it('refuses in Spanish naming the role', () => {
    expect(mensajeRolNoOtorgable('admin_empresa')).toBe(
      'No puede asignar el rol admin_empresa: solo puede asignar roles que usted tiene.',
    );
  });
});
