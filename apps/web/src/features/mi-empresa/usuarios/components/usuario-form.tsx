import { useContext } from 'react';
import type { z } from 'zod';

import { ROLES_EMPRESA, usuarioCreateSchema, usuarioUpdateSchema } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { rolesOtorgables } from '@atalaya/shared/roles-otorgables';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { createUsuario, updateUsuario, type Usuario } from '../api';
import { SessionUserContext } from '@/shell/session';
import { RolesField, UsuarioCreateDialog, UsuarioEditDialog } from './usuario-acciones';

/** The API's schemas (same Spanish messages); no password: the invited user sets it. */
const createSchema = usuarioCreateSchema;
type CreateInput = z.input<typeof createSchema>;
type CreateOutput = z.output<typeof createSchema>;
type UpdateInput = z.input<typeof usuarioUpdateSchema>;
type UpdateOutput = z.output<typeof usuarioUpdateSchema>;

/**
 * The roles the signed-in user may grant (the API's role-grant policy, issue 24 F1): admin_empresa
 * and admin_atalaya every company role, anyone else only those they hold. Outside a session
 * (isolated component tests) every company role.
 */
function useRolesOtorgables() {
  const sesion = useContext(SessionUserContext);
  return sesion ? rolesOtorgables(sesion.roles.map((r) => r.nombre)) : ROLES_EMPRESA;
}

/** 'Agregar usuario': sends an invitation to the address (issue 24 F7). */
export function UsuarioCreateForm({ open, onOpenChange, onSuccess }: CreateModalProps) {
  const otorgables = useRolesOtorgables();
  const { form, save } = useEntityForm({
    schema: createSchema,
    defaultValues: { nombre: '', apellido: '', email: '', roles: [] } satisfies CreateInput,
    save: (values: CreateOutput) => createUsuario(values),
    conflictField: 'email',
    onSuccess: () => {},
  });
  return (
    <UsuarioCreateDialog
      open={open}
      onOpenChange={onOpenChange}
      onSuccess={onSuccess}
      form={form}
      save={save}
      roles={<RolesField control={form.control} name="roles" roles={otorgables} />}
    />
  );
}

/** 'Editar usuario': name and roles (the email is the login and does not change). */
export function UsuarioEditForm({ open, onOpenChange, onSuccess, row }: CreateModalProps & { row: Usuario }) {
  const otorgables = useRolesOtorgables();
  const { form, save } = useEntityForm({
    schema: usuarioUpdateSchema,
    defaultValues: { nombre: row.nombre, apellido: row.apellido, roles: row.roles as UpdateInput['roles'] },
    save: (values: UpdateOutput) => updateUsuario(row.id, values),
    conflictField: 'nombre',
    onSuccess,
  });
  return (
    <UsuarioEditDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      save={save}
      detalle={`Correo electrónico: ${row.email}`}
      roles={<RolesField control={form.control} name="roles" roles={otorgables} />}
    />
  );
}
