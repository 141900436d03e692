import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import {
  usuarioGlobalCreateSchema,
  usuarioGlobalUpdateSchema,
} from '@atalaya/shared/contracts/globales/usuarios-globales';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';
import { Combobox } from '@/components/ui/combobox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import {
  RolesField,
  UsuarioCreateDialog,
  UsuarioEditDialog,
} from '@/features/mi-empresa/usuarios/components/usuario-acciones';

import { loadEmpresasOpciones, plataformaOpcionesKeys } from '../../plataforma-shared/opciones';
import { createUsuarioGlobal, updateUsuarioGlobal, useRolesDeEmpresa, type UsuarioGlobal } from '../api';

/** The API's schemas (same Spanish messages); no password: the invited user sets it. */
const createSchema = usuarioGlobalCreateSchema;
type CreateInput = z.input<typeof createSchema>;
type CreateOutput = z.output<typeof createSchema>;
type UpdateInput = z.input<typeof usuarioGlobalUpdateSchema>;
type UpdateOutput = z.output<typeof usuarioGlobalUpdateSchema>;

/** The roles a user of `empresaId` may hold, as labelled checkboxes (none until a company is chosen). */
function RolesDeEmpresaField<T extends FieldValues>({
  control,
  name,
  empresaId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  empresaId: number | null;
}) {
  const roles = useRolesDeEmpresa(empresaId);
  return (
    <RolesField
      control={control}
      name={name}
      roles={roles.data ?? []}
      aviso={
        empresaId === null ? (
          <p className="text-sm text-muted-foreground">Elija primero la empresa.</p>
        ) : roles.isPending ? (
          <p className="text-sm text-muted-foreground">Cargando roles...</p>
        ) : roles.isError ? (
          <p className="text-sm text-destructive">No se pudieron cargar los roles.</p>
        ) : undefined
      }
    />
  );
}

/** 'Agregar usuario' of any company: choose the company, then its roles; saving sends an invitation. */
export function UsuarioGlobalCreateForm({ open, onOpenChange, onSuccess }: CreateModalProps) {
  const { form, save } = useEntityForm({
    schema: createSchema,
    defaultValues: { empresa_id: '', nombre: '', apellido: '', email: '', roles: [] } satisfies CreateInput,
    save: (values: CreateOutput) => createUsuarioGlobal(values),
    conflictField: 'email',
    onSuccess: () => {},
  });
  const empresaValue = useWatch({ control: form.control, name: 'empresa_id' }) as string;
  const empresaId = empresaValue ? Number(empresaValue) : null;

  return (
    <UsuarioCreateDialog
      open={open}
      onOpenChange={onOpenChange}
      onSuccess={onSuccess}
      form={form}
      save={save}
      antes={
        <FormField
          control={form.control}
          name="empresa_id"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Empresa *</FormLabel>
              <FormControl>
                <Combobox
                  value={(field.value as string) || null}
                  onChange={(option) => {
                    field.onChange(option?.value ?? '');
                    field.onBlur();
                    // The roles allowed depend on the company (admin_atalaya only in the platform's).
                    form.setValue('roles', []);
                  }}
                  loadOptions={loadEmpresasOpciones}
                  queryKey={plataformaOpcionesKeys.busquedaEmpresas}
                  placeholder="Busque la empresa"
                  searchPlaceholder="Razón social o RUT"
                  emptyText="No hay empresas con ese texto."
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      }
      roles={<RolesDeEmpresaField control={form.control} name="roles" empresaId={empresaId} />}
    />
  );
}

/** 'Editar usuario': name and roles (the email is the login and the company does not change). */
export function UsuarioGlobalEditForm({
  open,
  onOpenChange,
  onSuccess,
  row,
}: CreateModalProps & { row: UsuarioGlobal }) {
  const { form, save } = useEntityForm({
    schema: usuarioGlobalUpdateSchema,
    defaultValues: { nombre: row.nombre, apellido: row.apellido, roles: row.roles as UpdateInput['roles'] },
    save: (values: UpdateOutput) => updateUsuarioGlobal(row.id, values),
    conflictField: 'nombre',
    onSuccess,
  });
  return (
    <UsuarioEditDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      save={save}
      detalle={`${row.email} · ${row.empresa.nombre}`}
      roles={<RolesDeEmpresaField control={form.control} name="roles" empresaId={row.empresa_id} />}
    />
  );
}
