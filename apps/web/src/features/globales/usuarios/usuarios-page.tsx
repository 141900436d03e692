import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { toast } from 'sonner';

import { ROLES } from '@atalaya/shared/roles';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSessionUser } from '@/features/auth/session';
import { ClaveUnica } from '@/features/mi-empresa/usuarios/components/clave-unica';
import { nombreUsuario, rolLabel } from '@/features/mi-empresa/usuarios/components/usuario-columns';

import { ConfirmDialog } from '../plataforma-shared/confirm-dialog';
import {
  empresaOpcion,
  loadEmpresasOpciones,
  plataformaOpcionesKeys,
  useEmpresas,
  type EmpresaOpcion,
} from '../plataforma-shared/opciones';
import {
  activarUsuarioGlobal,
  desactivarUsuarioGlobal,
  listUsuariosGlobales,
  restablecerClaveGlobal,
  usuariosGlobalesKeys,
  type UsuarioGlobal,
} from './api';
import { usuarioGlobalColumns } from './components/usuario-global-columns';
import { UsuarioGlobalDialog } from './components/usuario-global-dialog';
import { UsuarioGlobalCreateForm, UsuarioGlobalEditForm } from './components/usuario-global-form';

type Accion = 'desactivar' | 'activar' | 'restablecer';

const TEXTOS: Record<Accion, { titulo: string; descripcion: string; boton: string; hecho: string }> = {
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

/** The company filter as a searchable combobox beside the header (it writes the list's URL filter). */
function EmpresaFiltro({
  options,
  onChosen,
}: {
  options: EmpresaOpcion[];
  onChosen: (o: EmpresaOpcion | null) => void;
}) {
  const [params, setParams] = useSearchParams();
  const value = params.get('empresa_id');
  return (
    <Combobox
      aria-label="Filtrar por empresa"
      className="w-64"
      value={value}
      selectedLabel={options.find((o) => o.value === value)?.label}
      onChange={(option) => {
        onChosen(option);
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.delete('page');
          if (option) next.set('empresa_id', option.value);
          else next.delete('empresa_id');
          return next;
        });
      }}
      loadOptions={loadEmpresasOpciones}
      queryKey={plataformaOpcionesKeys.busquedaEmpresas}
      placeholder="Todas las empresas"
      searchPlaceholder="Razón social o RUT"
      emptyText="No hay empresas con ese texto."
      clearLabel="Todas las empresas"
    />
  );
}

/** Globales → Usuarios: the accounts of every company, their roles and access. */
export function UsuariosGlobalesPage() {
  const yo = useSessionUser();
  const queryClient = useQueryClient();
  const empresas = useEmpresas();
  const [elegida, setElegida] = useState<EmpresaOpcion | null>(null);
  const [accion, setAccion] = useState<{ tipo: Accion; usuario: UsuarioGlobal } | null>(null);
  const [propio, setPropio] = useState(false);
  const [clave, setClave] = useState<{ email: string; password: string } | null>(null);

  const ejecutar = useMutation({
    mutationFn: async ({ tipo, usuario }: { tipo: Accion; usuario: UsuarioGlobal }) => {
      if (tipo === 'desactivar') await desactivarUsuarioGlobal(usuario.id);
      else if (tipo === 'activar') await activarUsuarioGlobal(usuario.id);
      else {
        const { password_generada } = await restablecerClaveGlobal(usuario.id);
        setClave({ email: usuario.email, password: password_generada });
      }
    },
    onSuccess: (_, { tipo }) => {
      toast.success(TEXTOS[tipo].hecho);
      setAccion(null);
      return queryClient.invalidateQueries({ queryKey: usuariosGlobalesKeys.lists() });
    },
  });

  // The chip needs the company's name: the first companies, plus one chosen by searching.
  const empresaOptions = (empresas.data ?? []).map(empresaOpcion);
  if (elegida && !empresaOptions.some((o) => o.value === elegida.value)) empresaOptions.push(elegida);
  const filters: ListFilter[] = [
    { id: 'empresa_id', label: 'Empresa', type: 'select', options: empresaOptions },
    { id: 'rol', label: 'Rol', type: 'select', options: ROLES.map((r) => ({ value: r, label: rolLabel(r) })) },
    {
      id: 'activo',
      label: 'Estado',
      type: 'select',
      options: [
        { value: 'true', label: 'Activo' },
        { value: 'false', label: 'Inactivo' },
      ],
    },
  ];

  const textos = accion ? TEXTOS[accion.tipo] : null;
  const pending = ejecutar.isPending;

  return (
    <>
      <ListPage<UsuarioGlobal>
        title="Usuarios"
        subtitle="Cuentas de todas las empresas: roles, acceso y contraseñas."
        entity={{ singular: 'usuario', plural: 'usuarios' }}
        columns={usuarioGlobalColumns}
        queryKey={usuariosGlobalesKeys.lists()}
        fetchPage={listUsuariosGlobales}
        rowLabel={nombreUsuario}
        search={{ placeholder: 'Buscar por nombre o correo' }}
        filters={filters}
        refreshable
        exportFileName="usuarios"
        headerActions={<EmpresaFiltro options={empresaOptions} onChosen={setElegida} />}
        renderCreate={(props) => <UsuarioGlobalCreateForm {...props} />}
        renderEdit={(props) => <UsuarioGlobalEditForm {...props} />}
        renderView={(props) => <UsuarioGlobalDialog {...props} />}
        rowActions={[
          {
            label: 'Desactivar',
            icon: UserXIcon,
            destructive: true,
            hidden: (u) => !u.activo,
            onSelect: (u) => (u.id === yo.id ? setPropio(true) : setAccion({ tipo: 'desactivar', usuario: u })),
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

      <ConfirmDialog
        open={accion !== null}
        onOpenChange={(open) => !open && setAccion(null)}
        title={textos?.titulo ?? ''}
        description={
          accion && textos
            ? `${nombreUsuario(accion.usuario)} (${accion.usuario.email}, ${accion.usuario.empresa.nombre}) ${textos.descripcion}`
            : ''
        }
        confirmLabel={textos?.boton ?? ''}
        destructive={accion?.tipo !== 'activar'}
        pending={pending}
        onConfirm={() => accion && ejecutar.mutate(accion)}
      />

      <Dialog open={propio} onOpenChange={setPropio}>
        <DialogContent role="alertdialog" showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>No puede desactivar su propia cuenta</DialogTitle>
            <DialogDescription>
              Así la plataforma nunca se queda sin quien la administre. Si necesita desactivarla, pídaselo a otro
              administrador de la plataforma.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setPropio(false)}>Entendido</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

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
