import { useQueryClient } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';

import { INVITACION_VIGENCIA_DIAS } from '@atalaya/shared/contracts/auth/invitaciones';
import { ROLES_EMPRESA } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { siNoOptions } from '@/features/globales/comun/fields';
import { ImportarBoton } from '@/components/list-page/importar-boton';

import {
  activarUsuario,
  desactivarUsuario,
  eliminarUsuario,
  listUsuarios,
  reenviarInvitacion,
  restablecerClave,
  usuariosKeys,
  type Usuario,
} from './api';
import { useAccionesUsuario } from './components/usuario-acciones';
import { nombreUsuario, rolLabel, usuarioColumns } from './components/usuario-columns';
import { UsuarioDialog } from './components/usuario-dialog';
import { UsuarioCreateForm, UsuarioEditForm } from './components/usuario-form';

/** Headers of the import template, as POST /usuarios/import reads them (Roles: codes or names, comma-separated). */
const PLANTILLA = ['Nombre', 'Apellido', 'Email', 'Roles'];
const EJEMPLO = ['María', 'González', 'maria.gonzalez@empresa.cl', 'admin_empresa, admin_user_denuncias'];

/** Mi Empresa → Mis Usuarios: the company's accounts, their roles and access. */
export function UsuariosPage() {
  const queryClient = useQueryClient();
  const acciones = useAccionesUsuario<Usuario>({
    api: {
      desactivar: desactivarUsuario,
      activar: activarUsuario,
      restablecer: restablecerClave,
      reenviar: reenviarInvitacion,
      eliminar: eliminarUsuario,
    },
    listKey: usuariosKeys.lists(),
    quien: (u) => `${nombreUsuario(u)} (${u.email})`,
    ambito: 'empresa',
  });

  const filters: ListFilter[] = [
    { id: 'activo', label: 'Estado', type: 'select', options: siNoOptions('Activo', 'Inactivo') },
    { id: 'rol', label: 'Rol', type: 'select', options: ROLES_EMPRESA.map((r) => ({ value: r, label: rolLabel(r) })) },
  ];

  return (
    <>
      <ListPage<Usuario>
        title="Mis Usuarios"
        subtitle="Cuentas de su empresa: roles, acceso y contraseñas."
        entity={{ singular: 'usuario', plural: 'usuarios' }}
        defaultSort={{ id: 'nombre', desc: false }}
        columns={usuarioColumns}
        queryKey={usuariosKeys.lists()}
        fetchPage={listUsuarios}
        rowLabel={nombreUsuario}
        search={{ placeholder: 'Buscar por nombre o correo' }}
        filters={filters}
        refreshable
        exportFileName="usuarios"
        headerActions={
          <ImportarBoton
            title="Importar usuarios"
            endpoint="/usuarios/import"
            entity={{ singular: 'usuario', plural: 'usuarios' }}
            templateColumns={PLANTILLA}
            templateExample={EJEMPLO}
            notice={
              <Alert role="note">
                <InfoIcon aria-hidden="true" />
                <AlertTitle>Los usuarios importados quedan con su invitación sin enviar</AlertTitle>
                <AlertDescription>
                  Envíesela con «Reenviar invitación» en el menú de cada usuario: recibirá un enlace para crear su
                  contraseña, válido por {INVITACION_VIGENCIA_DIAS} días. En Roles escriba uno o varios separados por
                  coma (por ejemplo admin_empresa, admin_user_denuncias).
                </AlertDescription>
              </Alert>
            }
            onDone={() => void queryClient.invalidateQueries({ queryKey: usuariosKeys.all })}
          />
        }
        renderCreate={(props) => <UsuarioCreateForm {...props} />}
        renderEdit={(props) => <UsuarioEditForm {...props} />}
        renderView={(props) => <UsuarioDialog {...props} />}
        rowActions={acciones.rowActions}
      />
      {acciones.dialogs}
    </>
  );
}
