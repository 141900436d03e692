import { useState, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { KeyRoundIcon, MailIcon, Trash2Icon, UserCheckIcon, UserXIcon } from 'lucide-react';
import { INVITACION_VIGENCIA_DIAS } from '@atalaya/shared/contracts/auth/invitaciones';
import { toast } from 'sonner';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { TextField } from '@/components/forms/fields';
import type { RowAction } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { useSessionUser } from '@/shell/session';
import { ConfirmDialog } from '@/components/confirm-dialog';

import type { Usuario } from '../api';
import { ClaveUnica } from './clave-unica';
import { rolLabel } from './usuario-columns';

/**
 * The roles a user may hold, as labelled checkboxes; `aviso` (e.g. "Elija primero la empresa")
 * stands instead of them while they cannot be chosen.
 */
export function RolesField<T extends FieldValues>({
  control,
  name,
  roles,
  aviso,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  roles: readonly string[];
  aviso?: ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as string[];
        return (
          <FormItem className="sm:col-span-2">
            <fieldset className="grid gap-2" aria-describedby={`${name}-mensaje`}>
              <legend className="mb-1 text-sm font-medium">Roles *</legend>
              {aviso ??
                roles.map((rol) => (
                  <label key={rol} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={value.includes(rol)}
                      onCheckedChange={(checked) => {
                        field.onChange(checked === true ? [...value, rol] : value.filter((r) => r !== rol));
                        field.onBlur();
                      }}
                    />
                    {rolLabel(rol)}
                  </label>
                ))}
            </fieldset>
            <FormMessage id={`${name}-mensaje`} />
          </FormItem>
        );
      }}
    />
  );
}

/** A generated password, shown once (after creating a user or resetting its password). */
export function ClaveDialog({
  open,
  onClose,
  title,
  description,
  clave,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  clave: { email: string; password: string } | null;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {clave && <ClaveUnica password={clave.password} email={clave.email} />}
        <DialogFooter>
          <Button onClick={onClose}>Listo</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type UsuarioFormDialogProps<TIn extends UsuarioNombre, TOut extends FieldValues> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: UseFormReturn<TIn, unknown, TOut>;
  save: UseMutationResult<unknown, Error, TOut>;
  /** The roles' checkboxes (a RolesField). */
  roles: ReactNode;
};

type UsuarioNombre = { nombre: string; apellido: string };

/** The form's control for the shared name fields (their names are in every users' schema). */
const controlDe = <TIn extends FieldValues, TOut extends FieldValues>(form: UseFormReturn<TIn, unknown, TOut>) =>
  form.control as unknown as Control<TIn>;

/** Nombre * and Apellido *, side by side. */
function NombreApellido<T extends UsuarioNombre>({ control }: { control: Control<T> }) {
  return (
    <>
      <TextField control={control} name={'nombre' as FieldPath<T>} label="Nombre *" />
      <TextField control={control} name={'apellido' as FieldPath<T>} label="Apellido *" />
    </>
  );
}

/**
 * 'Agregar usuario': `antes` (e.g. the company) above the name, email and roles. Saving sends an
 * invitation (issue 24 F7): the list reloads and a notice says where it went.
 */
export function UsuarioCreateDialog<TIn extends UsuarioNombre & { email: string }, TOut extends FieldValues>({
  open,
  onOpenChange,
  onSuccess,
  form,
  save,
  roles,
  antes,
}: UsuarioFormDialogProps<TIn, TOut> & {
  onSuccess: () => void;
  antes?: ReactNode;
}) {
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar usuario"
      form={form}
      pending={save.isPending}
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: (respuesta) => {
            toast.success(`Invitación enviada a ${(respuesta as Usuario).email}`);
            onSuccess();
          },
        })
      }
    >
      {antes}
      <NombreApellido control={controlDe(form)} />
      <TextField
        control={controlDe(form)}
        name={'email' as FieldPath<TIn>}
        label="Correo electrónico *"
        type="email"
        className="sm:col-span-2"
      />
      {roles}
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Le enviaremos una invitación a este correo. La cuenta se activará cuando su dueño abra el enlace y cree su
        contraseña (el enlace vale {INVITACION_VIGENCIA_DIAS} días).
      </p>
    </EntityFormDialog>
  );
}

/** 'Editar usuario': name and roles (the email is the login and does not change; `detalle` shows it). */
export function UsuarioEditDialog<TIn extends UsuarioNombre, TOut extends FieldValues>({
  open,
  onOpenChange,
  form,
  save,
  roles,
  detalle,
}: UsuarioFormDialogProps<TIn, TOut> & { detalle: ReactNode }) {
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar usuario"
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <NombreApellido control={controlDe(form)} />
      <p className="text-sm text-muted-foreground sm:col-span-2">{detalle}</p>
      {roles}
    </EntityFormDialog>
  );
}

type Accion = 'desactivar' | 'activar' | 'restablecer' | 'reenviar' | 'eliminar';

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
  reenviar: {
    titulo: '¿Reenviar invitación?',
    descripcion: `recibirá un correo con un enlace nuevo, válido por ${INVITACION_VIGENCIA_DIAS} días. El enlace anterior dejará de servir.`,
    boton: 'Reenviar invitación',
    hecho: 'Invitación reenviada',
  },
  eliminar: {
    titulo: '¿Eliminar usuario?',
    descripcion:
      'dejará de aparecer en la lista, no podrá iniciar sesión y se cerrarán sus sesiones. Los registros que creó o tiene asignados se conservan y mostrarán «Usuario eliminado» en lugar de su nombre. Esta acción no se puede deshacer.',
    boton: 'Eliminar',
    hecho: 'Usuario eliminado',
  },
};

/**
 * Desactivar / Activar / Restablecer contraseña (and Eliminar, given `api.eliminar`) on a users list: the row actions, their
 * confirmation, the "not your own account" notice (`ambito` is who would be left without an
 * administrator) and the new password, shown once. The list under `listKey` reloads after each.
 */
export function useAccionesUsuario<U extends Usuario>({
  api,
  listKey,
  quien,
  ambito,
}: {
  api: {
    desactivar: (id: number) => Promise<unknown>;
    activar: (id: number) => Promise<unknown>;
    restablecer: (id: number) => Promise<{ password_generada: string }>;
    /** A new invitation link for a user who has not accepted yet (issue 24 F7). */
    reenviar: (id: number) => Promise<unknown>;
    /** DELETE: the user is anonymised and deactivated, the records they touched kept. */
    eliminar?: (id: number) => Promise<unknown>;
  };
  listKey: QueryKey;
  /** How the confirmation names the user, e.g. 'Ana Díaz (ana@empresa.cl)'. */
  quien: (u: U) => string;
  ambito: 'empresa' | 'plataforma';
}): { rowActions: RowAction<U>[]; dialogs: ReactNode } {
  const yo = useSessionUser();
  const queryClient = useQueryClient();
  const [accion, setAccion] = useState<{ tipo: Accion; usuario: U } | null>(null);
  /** What the user tried on their own account, refused before any request. */
  const [propio, setPropio] = useState<'desactivar' | 'eliminar' | null>(null);
  const [clave, setClave] = useState<{ email: string; password: string } | null>(null);

  const ejecutar = useMutation({
    mutationFn: async ({ tipo, usuario }: { tipo: Accion; usuario: U }) => {
      if (tipo === 'desactivar') await api.desactivar(usuario.id);
      else if (tipo === 'activar') await api.activar(usuario.id);
      else if (tipo === 'eliminar') await api.eliminar?.(usuario.id);
      else if (tipo === 'reenviar') await api.reenviar(usuario.id);
      else {
        const { password_generada } = await api.restablecer(usuario.id);
        setClave({ email: usuario.email, password: password_generada });
      }
    },
    onSuccess: (_, { tipo }) => {
      toast.success(TEXTOS[tipo].hecho);
      setAccion(null);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const rowActions: RowAction<U>[] = [
    {
      label: 'Desactivar',
      icon: UserXIcon,
      destructive: true,
      hidden: (u) => !u.activo || u.invitacion !== null,
      onSelect: (u) => (u.id === yo.id ? setPropio('desactivar') : setAccion({ tipo: 'desactivar', usuario: u })),
    },
    {
      label: 'Activar',
      icon: UserCheckIcon,
      hidden: (u) => u.activo || u.invitacion !== null,
      onSelect: (u) => setAccion({ tipo: 'activar', usuario: u }),
    },
    {
      label: 'Restablecer contraseña',
      icon: KeyRoundIcon,
      hidden: (u) => u.invitacion !== null,
      onSelect: (u) => setAccion({ tipo: 'restablecer', usuario: u }),
    },
    {
      label: 'Reenviar invitación',
      icon: MailIcon,
      hidden: (u) => u.invitacion === null,
      onSelect: (u) => setAccion({ tipo: 'reenviar', usuario: u }),
    },
    {
      label: 'Eliminar',
      icon: Trash2Icon,
      destructive: true,
      hidden: () => !api.eliminar,
      onSelect: (u) => (u.id === yo.id ? setPropio('eliminar') : setAccion({ tipo: 'eliminar', usuario: u })),
    },
  ];

  const textos = accion ? TEXTOS[accion.tipo] : null;
  const dialogs = (
    <>
      <ConfirmDialog
        open={accion !== null}
        onOpenChange={(open) => !open && setAccion(null)}
        title={textos?.titulo ?? ''}
        description={accion && textos ? `${quien(accion.usuario)} ${textos.descripcion}` : ''}
        confirmLabel={textos?.boton ?? ''}
        destructive={accion?.tipo !== 'activar' && accion?.tipo !== 'reenviar'}
        pending={ejecutar.isPending}
        onConfirm={() => accion && ejecutar.mutate(accion)}
      />

      <Dialog open={propio !== null} onOpenChange={(open) => !open && setPropio(null)}>
        <DialogContent role="alertdialog" showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>{`No puede ${propio ?? 'desactivar'} su propia cuenta`}</DialogTitle>
            <DialogDescription>
              {`Así la ${ambito} nunca se queda sin quien la administre. Si necesita ${propio === 'eliminar' ? 'eliminarla' : 'desactivarla'}, pídaselo a otro administrador de la ${ambito}.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setPropio(null)}>Entendido</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ClaveDialog
        open={clave !== null}
        onClose={() => setClave(null)}
        title="Nueva contraseña"
        description="Sus sesiones abiertas se cerraron."
        clave={clave}
      />
    </>
  );
  return { rowActions, dialogs };
}
