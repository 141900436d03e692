import { useId, useState, type FormEvent } from 'react';
import { ShieldCheckIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { CodigosRecuperacion } from '@/features/auth/codigos-recuperacion';
import { errorCodigo, type Enrolamiento } from '@/features/auth/dos-factores';
import { CampoCodigo, ConfigurarApp } from '@/features/auth/totp-step';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

import {
  useConfirmarDosFactores,
  useDesactivarDosFactores,
  useEstadoDosFactores,
  useIniciarDosFactores,
  useRegenerarRecuperacion,
  type EstadoDosFactores,
} from './seguridad-api';

type Vista =
  | { tipo: 'resumen' }
  | { tipo: 'activando'; enrolamiento: Enrolamiento }
  | { tipo: 'codigos'; codigos: string[] }
  | { tipo: 'regenerando' }
  | { tipo: 'desactivando' };

const MOTIVO: Record<NonNullable<EstadoDosFactores['obligatorio']>, string> = {
  plataforma: 'Es obligatoria para los administradores de la plataforma.',
  empresa: 'Su empresa la exige a todos sus usuarios.',
};

/** Server field errors (400 errores) or the message, for the inline forms. */
function erroresDe(error: unknown): { campos: Record<string, string>; general: string | null } {
  if (error instanceof ApiError) {
    const campos = error.errores ?? {};
    return { campos, general: Object.keys(campos).length ? null : error.message };
  }
  return { campos: {}, general: 'No se pudo completar la operación. Intente nuevamente.' };
}

/** Cuenta → 'Verificación en dos pasos' (issue 9): status, enrol, new recovery codes, disable. */
export function SeguridadDosPasos({ email }: { email: string }) {
  const estado = useEstadoDosFactores();
  const [vista, setVista] = useState<Vista>({ tipo: 'resumen' });
  const iniciar = useIniciarDosFactores();

  return (
    <Card role="region" className="gap-4" aria-labelledby="dos-pasos-titulo">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheckIcon className="size-4 text-primary" aria-hidden="true" />
          <h2 id="dos-pasos-titulo" className="text-lg">
            Verificación en dos pasos
          </h2>
          {estado.data &&
            (estado.data.activo ? (
              <Badge variant="success">Activa</Badge>
            ) : (
              <Badge variant="outline">Desactivada</Badge>
            ))}
        </CardTitle>
        <CardDescription>
          Además de la contraseña, al ingresar se pide un código de 6 dígitos de una aplicación de autenticación en su
          teléfono (Microsoft Authenticator, Google Authenticator u otra).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {estado.isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Cargando verificación en dos pasos" />
        ) : estado.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {estado.error.message}
          </p>
        ) : vista.tipo === 'activando' ? (
          <Activar
            enrolamiento={vista.enrolamiento}
            onCodigos={(codigos) => setVista({ tipo: 'codigos', codigos })}
            onCancelar={() => setVista({ tipo: 'resumen' })}
          />
        ) : vista.tipo === 'codigos' ? (
          <div className="grid gap-4">
            <CodigosRecuperacion codigos={vista.codigos} email={email} />
            <Button type="button" className="justify-self-start" onClick={() => setVista({ tipo: 'resumen' })}>
              Listo, ya los guardé
            </Button>
          </div>
        ) : vista.tipo === 'regenerando' ? (
          <Regenerar
            onCodigos={(codigos) => setVista({ tipo: 'codigos', codigos })}
            onCancelar={() => setVista({ tipo: 'resumen' })}
          />
        ) : vista.tipo === 'desactivando' ? (
          <Desactivar onHecho={() => setVista({ tipo: 'resumen' })} onCancelar={() => setVista({ tipo: 'resumen' })} />
        ) : (
          <Resumen
            estado={estado.data}
            iniciando={iniciar.isPending}
            errorInicio={iniciar.error ? erroresDe(iniciar.error).general : null}
            onActivar={() =>
              iniciar.mutate(undefined, {
                onSuccess: (enrolamiento) => setVista({ tipo: 'activando', enrolamiento }),
              })
            }
            onRegenerar={() => setVista({ tipo: 'regenerando' })}
            onDesactivar={() => setVista({ tipo: 'desactivando' })}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Resumen({
  estado,
  iniciando,
  errorInicio,
  onActivar,
  onRegenerar,
  onDesactivar,
}: {
  estado: EstadoDosFactores;
  iniciando: boolean;
  errorInicio: string | null;
  onActivar: () => void;
  onRegenerar: () => void;
  onDesactivar: () => void;
}) {
  return (
    <div className="grid gap-3 text-sm">
      {estado.activo ? (
        <dl className="grid gap-2 sm:grid-cols-2">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Activada</dt>
            <dd className="font-medium">{estado.activado_at ? formatDateTime(estado.activado_at) : '—'}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Códigos de recuperación sin usar</dt>
            <dd className="font-medium">{estado.codigos_restantes} de 10</dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted-foreground">Su cuenta ingresa solo con contraseña.</p>
      )}
      {estado.obligatorio && <p className="text-muted-foreground">{MOTIVO[estado.obligatorio]}</p>}
      {errorInicio && (
        <p role="alert" className="text-destructive">
          {errorInicio}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {estado.activo ? (
          <>
            <Button type="button" variant="outline" onClick={onRegenerar}>
              Generar nuevos códigos de recuperación
            </Button>
            {!estado.obligatorio && (
              <Button type="button" variant="outline" onClick={onDesactivar}>
                Desactivar
              </Button>
            )}
          </>
        ) : (
          <Button type="button" onClick={onActivar} disabled={iniciando} aria-busy={iniciando}>
            {iniciando ? 'Preparando...' : 'Activar verificación en dos pasos'}
          </Button>
        )}
      </div>
    </div>
  );
}

function Activar({
  enrolamiento,
  onCodigos,
  onCancelar,
}: {
  enrolamiento: Enrolamiento;
  onCodigos: (codigos: string[]) => void;
  onCancelar: () => void;
}) {
  const id = useId();
  const confirmar = useConfirmarDosFactores();
  const { codigo, setCodigo, error, onSubmit } = useEnvioCodigo((valor, onError) =>
    confirmar.mutate(valor, {
      onSuccess: (r) => {
        toast.success('Verificación en dos pasos activada');
        onCodigos(r.codigos_recuperacion);
      },
      onError,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>Abra su aplicación de autenticación y agregue una cuenta escaneando el código QR.</li>
        <li>Ingrese el código de 6 dígitos que le muestra la aplicación.</li>
      </ol>
      <ConfigurarApp enrolamiento={enrolamiento} />
      <div className="sm:max-w-xs">
        <CampoCodigo id={`${id}-codigo`} value={codigo} onChange={setCodigo} error={error} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirmar.isPending} aria-busy={confirmar.isPending}>
          {confirmar.isPending ? 'Confirmando...' : 'Confirmar y activar'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancelar}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function Regenerar({ onCodigos, onCancelar }: { onCodigos: (codigos: string[]) => void; onCancelar: () => void }) {
  const id = useId();
  const regenerar = useRegenerarRecuperacion();
  const { codigo, setCodigo, error, onSubmit } = useEnvioCodigo((valor, onError) =>
    regenerar.mutate(valor, { onSuccess: (r) => onCodigos(r.codigos_recuperacion), onError }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Los códigos de recuperación actuales dejarán de servir. Confirme con un código de su aplicación.
      </p>
      <div className="sm:max-w-xs">
        <CampoCodigo id={`${id}-codigo`} value={codigo} onChange={setCodigo} error={error} autoFocus />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={regenerar.isPending} aria-busy={regenerar.isPending}>
          {regenerar.isPending ? 'Generando...' : 'Generar códigos'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancelar}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** A form with one app code: checked here first; a refusal of the server is shown on the field, which empties. */
function useEnvioCodigo(enviar: (codigo: string, onError: (err: unknown) => void) => void) {
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problema = errorCodigo('totp', codigo);
    setError(problema);
    if (problema) return;
    enviar(codigo, (err) => {
      const { campos, general } = erroresDe(err);
      setError(campos.codigo ?? general);
      setCodigo('');
    });
  }

  return { codigo, setCodigo, error, onSubmit };
}

function Desactivar({ onHecho, onCancelar }: { onHecho: () => void; onCancelar: () => void }) {
  const id = useId();
  const desactivar = useDesactivarDosFactores();
  const [password, setPassword] = useState('');
  const [codigo, setCodigo] = useState('');
  const [errores, setErrores] = useState<{ password?: string; codigo?: string; general?: string }>({});

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const locales = {
      password: password === '' ? 'Ingrese su contraseña.' : undefined,
      codigo: errorCodigo('totp', codigo) ?? undefined,
    };
    setErrores(locales);
    if (locales.password || locales.codigo) return;
    desactivar.mutate(
      { password, codigo },
      {
        onSuccess: () => {
          toast.success('Verificación en dos pasos desactivada');
          onHecho();
        },
        onError: (err) => {
          const { campos, general } = erroresDe(err);
          setErrores({ password: campos.password, codigo: campos.codigo, general: general ?? undefined });
          setCodigo('');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Su cuenta volverá a ingresar solo con contraseña. Confirme con su contraseña y un código de su aplicación.
      </p>
      {errores.general && (
        <p role="alert" className="text-sm text-destructive">
          {errores.general}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>Contraseña</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errores.password ? true : undefined}
            aria-describedby={errores.password ? `${id}-password-error` : undefined}
          />
          {errores.password && (
            <p id={`${id}-password-error`} className="text-sm text-destructive">
              {errores.password}
            </p>
          )}
        </div>
        <CampoCodigo id={`${id}-codigo`} value={codigo} onChange={setCodigo} error={errores.codigo} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={desactivar.isPending} aria-busy={desactivar.isPending}>
          {desactivar.isPending ? 'Desactivando...' : 'Desactivar verificación en dos pasos'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancelar}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
