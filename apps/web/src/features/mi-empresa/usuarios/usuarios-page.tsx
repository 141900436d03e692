import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InfoIcon, KeyRoundIcon, UploadIcon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { toast } from 'sonner';

import { ROLES_EMPRESA } from '@atalaya/shared/contracts/usuarios';
import { ImportDialog } from '@/components/list-page/import-dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSessionUser } from '@/features/auth/session';

import { activarUsuario, desactivarUsuario, listUsuarios, restablecerClave, usuariosKeys, type Usuario } from './api';
import { ClaveUnica } from './components/clave-unica';
import { nombreUsuario, rolLabel, usuarioColumns } from './components/usuario-columns';
import { UsuarioDialog } from './components/usuario-dialog';
import { UsuarioCreateForm, UsuarioEditForm } from './components/usuario-form';

/** Headers of the import template, as POST /usuarios/import reads them (Roles: codes or names, comma-separated). */
const PLANTILLA = ['Nombre', 'Apellido', 'Email', 'Roles'];
const EJEMPLO = ['María', 'González', 'maria.gonzalez@empresa.cl', 'admin_empresa, admin_user_denuncias'];

type Accion = 'desactivar' | 'activar' | 'restablecer' | 'propio';

const TEXTOS: Record<
  Exclude<Accion, 'propio'>,
  { titulo: string; descripcion: string; boton: string; hecho: string }
> = {
  desactivar: {
    titulo: '¿Desactivar usuario?',
    descripcion:
      'no podrá iniciar sesión y se cerrarán todas sus sesiones abiertas de inmediato. Puede reactivarlo cuando quiera.',
    boton: 'Desactivar',
    hecho: 'Usuario desactivado',
  },
  activar: {
    titulo: '¿Activar usuario?',
    descripcion: 'podrá volver a iniciar sesión con su contraseña actual.',
    boton: 'Activar',
    hecho: 'Usuario activado',
  },
  restablecer: {
    titulo: '¿Restablecer contraseña?',
    descripcion:
      'recibirá una contraseña nueva, que verá una sola vez, y se cerrarán todas sus sesiones abiertas. La contraseña actual dejará de servir.',
    boton: 'Restablecer contraseña',
    hecho: 'Contraseña restablecida',
  },
};

/** Mi Empresa → Mis Usuarios: the company's accounts, their roles and access. */
export function UsuariosPage() {
  const yo = useSessionUser();
  const queryClient = useQueryClient();
  const [accion, setAccion] = useState<{ tipo: Accion; usuario: Usuario } | null>(null);
  const [clave, setClave] = useState<{ email: string; password: string } | null>(null);
  const [importando, setImportando] = useState(false);

  const ejecutar = useMutation({
    mutationFn: async ({ tipo, usuario }: { tipo: Exclude<Accion, 'propio'>; usuario: Usuario }) => {
      if (tipo === 'desactivar') await desactivarUsuario(usuario.id);
      else if (tipo === 'activar') await activarUsuario(usuario.id);
      else {
        const { password_generada } = await restablecerClave(usuario.id);
        setClave({ email: usuario.email, password: password_generada });
      }
    },
    onSuccess: (_, { tipo }) => {
      toast.success(TEXTOS[tipo].hecho);
      setAccion(null);
      return queryClient.invalidateQueries({ queryKey: usuariosKeys.lists() });
    },
  });

  const filters: ListFilter[] = [
    {
      id: 'activo',
      label: 'Estado',
      type: 'select',
      options: [
        { value: 'true', label: 'Activo' },
        { value: 'false', label: 'Inactivo' },
      ],
    },
    { id: 'rol', label: 'Rol', type: 'select', options: ROLES_EMPRESA.map((r) => ({ value: r, label: rolLabel(r) })) },
  ];

  const textos = accion && accion.tipo !== 'propio' ? TEXTOS[accion.tipo] : null;
  const pending = ejecutar.isPending;

  return (
    <>
      <ListPage<Usuario>
        title="Mis Usuarios"
        subtitle="Cuentas de su empresa: roles, acceso y contraseñas."
        entity={{ singular: 'usuario', plural: 'usuarios' }}
        columns={usuarioColumns}
        queryKey={usuariosKeys.lists()}
        fetchPage={listUsuarios}
        rowLabel={nombreUsuario}
        search={{ placeholder: 'Buscar por nombre o correo' }}
        filters={filters}
        refreshable
        exportFileName="usuarios"
        headerActions={
          <Button variant="outline" onClick={() => setImportando(true)}>
            <UploadIcon aria-hidden="true" />
            Importar
          </Button>
        }
        renderCreate={(props) => <UsuarioCreateForm {...props} />}
        renderEdit={(props) => <UsuarioEditForm {...props} />}
        renderView={(props) => <UsuarioDialog {...props} />}
        rowActions={[
          {
            label: 'Desactivar',
            icon: UserXIcon,
            destructive: true,
            hidden: (u) => !u.activo,
            onSelect: (u) => setAccion({ tipo: u.id === yo.id ? 'propio' : 'desactivar', usuario: u }),
          },
          {
            label: 'Activar',
            icon: UserCheckIcon,
            hidden: (u) => u.activo,
            onSelect: (u) => setAccion({ tipo: 'activar', usuario: u }),
          },
          {
            label: 'Restablecer contraseña',
            icon: KeyRoundIcon,
            onSelect: (u) => setAccion({ tipo: 'restablecer', usuario: u }),
          },
        ]}
      />

      <Dialog open={accion !== null} onOpenChange={(open) => !open && !pending && setAccion(null)}>
        <DialogContent role="alertdialog" showCloseButton={false}>
          {accion?.tipo === 'propio' ? (
            <>
              <DialogHeader>
                <DialogTitle>No puede desactivar su propia cuenta</DialogTitle>
                <DialogDescription>
                  Así la empresa nunca se queda sin quien la administre. Si necesita desactivarla, pídaselo a otro
                  administrador de la empresa.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button onClick={() => setAccion(null)}>Entendido</Button>
              </DialogFooter>
            </>
          ) : (
            accion &&
            textos && (
              <>
                <DialogHeader>
                  <DialogTitle>{textos.titulo}</DialogTitle>
                  <DialogDescription>
                    {nombreUsuario(accion.usuario)} ({accion.usuario.email}) {textos.descripcion}
                  </DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <Button variant="outline" disabled={pending} onClick={() => setAccion(null)}>
                    Cancelar
                  </Button>
                  <Button
                    variant={accion.tipo === 'activar' ? 'default' : 'destructive'}
                    disabled={pending}
                    aria-busy={pending}
                    onClick={() =>
                      ejecutar.mutate({ tipo: accion.tipo as Exclude<Accion, 'propio'>, usuario: accion.usuario })
                    }
                  >
                    {textos.boton}
                  </Button>
                </DialogFooter>
              </>
            )
          )}
        </DialogContent>
      </Dialog>

      <ImportDialog
        open={importando}
        onOpenChange={setImportando}
        title="Importar usuarios"
        endpoint="/usuarios/import"
        entity={{ singular: 'usuario', plural: 'usuarios' }}
        templateColumns={PLANTILLA}
        templateExample={EJEMPLO}
        notice={
          <Alert role="note">
            <InfoIcon aria-hidden="true" />
            <AlertTitle>Los usuarios importados quedan sin contraseña</AlertTitle>
            <AlertDescription>
              No podrán iniciar sesión hasta que les asigne una con «Restablecer contraseña» en el menú de cada usuario;
              la contraseña se muestra una sola vez. En Roles escriba uno o varios separados por coma (por ejemplo
              admin_empresa, admin_user_denuncias).
            </AlertDescription>
          </Alert>
        }
        onDone={() => void queryClient.invalidateQueries({ queryKey: usuariosKeys.all })}
      />

      <Dialog open={clave !== null} onOpenChange={(open) => !open && setClave(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Nueva contraseña</DialogTitle>
            <DialogDescription>Sus sesiones abiertas se cerraron.</DialogDescription>
          </DialogHeader>
          {clave && <ClaveUnica password={clave.password} email={clave.email} />}
          <DialogFooter>
            <Button onClick={() => setClave(null)}>Listo</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
