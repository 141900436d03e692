import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';

import {
  aceptarInvitacionSchema,
  type Invitacion,
  MENSAJES_INVITACION,
} from '@atalaya/shared/contracts/auth/invitaciones';
import { MIN_CLAVE } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { AtalayaLogo } from '@/components/brand/atalaya-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, apiGet, apiPost } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

/*
 * /invitacion/{token} (issue 24 F7): public, no shell. Shows the company and the address of the
 * invitation and asks for the password twice; then sends the user to sign in. An invalid, used or
 * expired link gets a page saying what to do.
 */

type Campos = { password: string; confirmacion: string };

function Campo({
  id,
  label,
  value,
  onChange,
  error,
  ayuda,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  ayuda?: string;
}) {
  const describedBy = [ayuda ? `${id}-ayuda` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        required
      />
      {ayuda && (
        <p id={`${id}-ayuda`} className="text-xs text-muted-foreground">
          {ayuda}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function Formulario({ token, invitacion }: { token: string; invitacion: Invitacion }) {
  const id = useId();
  const [campos, setCampos] = useState<Campos>({ password: '', confirmacion: '' });
  const [errores, setErrores] = useState<Partial<Record<keyof Campos, string>>>({});
  const aceptar = useMutation({
    mutationFn: (body: Campos) => apiPost<{ email: string }>(`/auth/invitacion/${encodeURIComponent(token)}`, body),
    onError: (err) => {
      if (err instanceof ApiError && err.errores) setErrores(err.errores);
    },
  });

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const r = aceptarInvitacionSchema.safeParse(campos);
    if (!r.success) {
      const nuevos: Partial<Record<keyof Campos, string>> = {};
      for (const issue of r.error.issues) {
        const campo = issue.path[0] as keyof Campos;
        nuevos[campo] ??= issue.message;
      }
      setErrores(nuevos);
      return;
    }
    setErrores({});
    aceptar.mutate(campos);
  };

  const errorGeneral = aceptar.error && !(aceptar.error instanceof ApiError && aceptar.error.errores);
  if (aceptar.isSuccess) {
    return (
      <div role="status">
        <h1 className="text-2xl font-semibold tracking-tight">Su cuenta está activa</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Inicie sesión con su correo <strong className="text-foreground">{aceptar.data.email}</strong> y la contraseña
          que acaba de crear.
        </p>
        <Button asChild className="mt-6">
          <Link to="/login">Iniciar sesión</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Active su cuenta</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <strong className="text-foreground">{invitacion.empresa}</strong> le invitó a Atalaya. Cree una contraseña para
        su cuenta.
      </p>
      <dl className="mt-6 grid gap-1 rounded-md border bg-muted/40 px-3 py-2.5 text-sm">
        <dt className="text-muted-foreground">Correo electrónico (su usuario)</dt>
        <dd className="font-medium break-all">{invitacion.email}</dd>
        <dt className="mt-2 text-muted-foreground">El enlace vence el</dt>
        <dd>{formatDateTime(invitacion.expira)}</dd>
      </dl>
      <form className="mt-6 grid gap-5" onSubmit={enviar} noValidate aria-label="Crear contraseña">
        <Campo
          id={`${id}-password`}
          label="Contraseña *"
          value={campos.password}
          onChange={(password) => setCampos((c) => ({ ...c, password }))}
          error={errores.password}
          ayuda={`Al menos ${MIN_CLAVE} caracteres.`}
        />
        <Campo
          id={`${id}-confirmacion`}
          label="Repita la contraseña *"
          value={campos.confirmacion}
          onChange={(confirmacion) => setCampos((c) => ({ ...c, confirmacion }))}
          error={errores.confirmacion}
        />
        {errorGeneral && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {aceptar.error.message}
          </p>
        )}
        <Button type="submit" disabled={aceptar.isPending}>
          {aceptar.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          Crear contraseña y activar
        </Button>
      </form>
    </>
  );
}

function EnlaceInvalido({ mensaje }: { mensaje: string }) {
  const vencida = mensaje === MENSAJES_INVITACION.vencida;
  return (
    <div role="alert">
      <h1 className="text-2xl font-semibold tracking-tight">
        {vencida ? 'La invitación venció' : 'El enlace no es válido'}
      </h1>
      <p className="mt-3 text-sm text-muted-foreground">{mensaje}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/login">Ir a iniciar sesión</Link>
      </Button>
    </div>
  );
}

export function InvitacionPage() {
  const { token = '' } = useParams();
  const consulta = useQuery({
    queryKey: ['invitacion', token],
    queryFn: ({ signal }) => apiGet<Invitacion>(`/auth/invitacion/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Infinity,
  });

  return (
    <div className="flex min-h-svh flex-col">
      <title>Invitación · Atalaya</title>
      <div className="flex items-center justify-between p-4">
        <AtalayaLogo className="text-xl" />
        <ThemeToggle />
      </div>
      <main className="flex flex-1 items-start justify-center px-6 pt-6 pb-16 sm:items-center sm:px-10">
        <div className="w-full max-w-sm">
          {consulta.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Cargando...
            </p>
          ) : consulta.isError ? (
            <EnlaceInvalido
              mensaje={
                consulta.error instanceof ApiError && consulta.error.status === 404
                  ? consulta.error.message
                  : 'No pudimos revisar la invitación. Intente de nuevo en unos minutos.'
              }
            />
          ) : (
            <Formulario token={token} invitacion={consulta.data} />
          )}
        </div>
      </main>
    </div>
  );
}
