import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InfoIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';

import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImportarBoton } from '../../../components/list-page/importar-boton';
import { usuariosGlobalesKeys } from '../usuarios/api';
import { deleteRol, listRoles, rolesKeys, type Rol } from './api';
import { rolColumns } from './components/rol-columns';
import { RolDialog } from './components/rol-dialog';
import { RolForm } from './components/rol-form';

const FILTERS: ListFilter[] = [
  {
    id: 'sistema',
    label: 'Tipo',
    type: 'select',
    options: [
      { value: 'true', label: 'Sistema' },
      { value: 'false', label: 'Propio' },
    ],
  },
];

/**
 * Globales → Roles: the roles of SPEC §6 ('Sistema': no Editar / Eliminar) and the platform's
 * custom roles, with how many users hold each.
 */
export function RolesPage() {
  const queryClient = useQueryClient();
  const [editar, setEditar] = useState<{ rol: Rol; seq: number } | null>(null);
  const [eliminar, setEliminar] = useState<Rol | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: rolesKeys.lists() });
  const borrar = useMutation({
    mutationFn: (rol: Rol) => deleteRol(rol.id),
    onSuccess: () => {
      setEliminar(null);
      toast.success('Rol eliminado');
      return reload();
    },
  });

  return (
    <>
      <ListPage<Rol>
        title="Roles"
        subtitle="Roles del sistema y roles propios de la plataforma, con sus usuarios."
        entity={{ singular: 'rol', plural: 'roles' }}
        columns={rolColumns}
        queryKey={rolesKeys.lists()}
        fetchPage={listRoles}
        rowLabel={(r) => r.nombre}
        search={{ placeholder: 'Buscar por nombre o descripción' }}
        filters={FILTERS}
        refreshable
        exportFileName="roles"
        headerActions={
          <ImportarBoton
            title="Importar asignaciones de roles"
            endpoint="/roles/import"
            entity={{ singular: 'asignación', plural: 'asignaciones' }}
            templateColumns={['Empresa', 'Email', 'Rol']}
            templateExample={['76.543.210-3', 'usuario@empresa.cl', 'admin_user_denuncias']}
            notice={
              <Alert role="note">
                <InfoIcon aria-hidden="true" />
                <AlertTitle>Las asignaciones se agregan a las que ya existen</AlertTitle>
                <AlertDescription>
                  Cada fila asigna uno o varios roles (separados por coma) a un usuario que ya existe en la empresa
                  indicada (RUT o razón social). No se quita ningún rol y un rol que el usuario ya tiene se mantiene.
                </AlertDescription>
              </Alert>
            }
            onDone={() => {
              void reload();
              void queryClient.invalidateQueries({ queryKey: usuariosGlobalesKeys.all });
            }}
          />
        }
        renderCreate={(props) => <RolForm {...props} />}
        renderView={(props) => <RolDialog {...props} />}
        rowActions={[
          {
            label: 'Editar',
            icon: PencilIcon,
            hidden: (r) => r.sistema,
            onSelect: (r) => setEditar((current) => ({ rol: r, seq: (current?.seq ?? 0) + 1 })),
          },
          {
            label: 'Eliminar',
            icon: Trash2Icon,
            destructive: true,
            hidden: (r) => r.sistema,
            onSelect: (r) => setEliminar(r),
          },
        ]}
      />
      {editar && (
        <RolForm
          key={editar.seq}
          open
          row={editar.rol}
          onOpenChange={(open) => !open && setEditar(null)}
          onSuccess={() => {
            setEditar(null);
            toast.success('Rol actualizado');
            void reload();
          }}
        />
      )}
      <ConfirmDialog
        open={eliminar !== null}
        onOpenChange={(open) => !open && setEliminar(null)}
        title="¿Eliminar rol?"
        description={`Se eliminará «${eliminar?.nombre ?? ''}». Esta acción no se puede deshacer.`}
        confirmLabel={borrar.isPending ? 'Eliminando...' : 'Eliminar'}
        destructive
        pending={borrar.isPending}
        onConfirm={() => eliminar && borrar.mutate(eliminar)}
      />
    </>
  );
}
