import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, CircleAlert, CopyIcon, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { sessionQueryKey } from '@/shell/session';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';

import { CodigosRecuperacion } from './codigos-recuperacion';
import {
  agruparSecreto,
  confirmarEnrolamientoLogin,
  confirmarSesion,
  enviarCodigo,
  errorCodigo,
  iniciarEnrolamientoLogin,
  limpiarCodigo,
  limpiarRecuperacion,
  type Desafio,
  type Enrolamiento,
  type SesionIniciada,
} from './dos-factores';

const DEFAULT_ERROR = 'Error de autenticación';
const mensajeDe = (error: unknown) => (error instanceof ApiError ? error.message : DEFAULT_ERROR);

function ErrorServidor({ mensaje }: { mensaje: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive dark:border-destructive/40 dark:bg-destructive/15"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{mensaje}</span>
    </div>
  );
}

/** A 6-digit code field that phones can fill from an SMS-style suggestion and show a keypad for. */
export function CampoCodigo({
  id,
  label = 'Código de verificación',
  value,
  onChange,
  error,
  autoFocus,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="codigo"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        autoFocus={autoFocus}
        placeholder="123456"
        className="h-10 font-mono text-lg tracking-[0.3em]"
        value={value}
        onChange={(e) => onChange(limpiarCodigo(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The QR code and the secret (to copy or type) of a pending enrolment. */
export function ConfigurarApp({ enrolamiento }: { enrolamiento: Enrolamiento }) {
  async function copiar() {
    try {
      await navigator.clipboard.writeText(enrolamiento.secreto);
      toast.success('Clave copiada');
    } catch {
      toast.error('No se pudo copiar: selecciónela y cópiela manualmente.');
    }
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <img
        src={enrolamiento.qr_data_url}
        alt="Código QR para su aplicación de autenticación"
        width={176}
        height={176}
        className="size-44 rounded-md border bg-white p-1"
      />
      <div className="grid min-w-0 gap-2 text-sm">
        <p className="text-muted-foreground">
          ¿No puede escanear? Ingrese esta clave en la aplicación (tipo «basada en el tiempo»):
        </p>
        <code
          data-testid="secreto-totp"
          data-secreto={enrolamiento.secreto}
          className="rounded-md border bg-muted/50 px-2.5 py-2 font-mono text-sm break-all"
        >
          {agruparSecreto(enrolamiento.secreto)}
        </code>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void copiar()}>
          <CopyIcon aria-hidden="true" />
          Copiar clave
        </Button>
      </div>
    </div>
  );
}

interface PasoProps {
  desafio: Desafio;
  /** Back to the password form (a new challenge needs the password again). */
  onCancel: () => void;
  className?: string;
}

/**
 * The second step of a password sign-in: the code (or a recovery code), or the enrolment a user
 * must do first. On success the session query turns active and the login page moves on.
 */
export function SegundoFactor({ desafio, onCancel, onDone, className }: PasoProps & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const terminar = (sesion: SesionIniciada) => {
    queryClient.setQueryData(sessionQueryKey, sesion);
    onDone();
  };
  return (
    <div className={cn('grid gap-5', className)}>
      {desafio.requiere === 'totp' ? (
        <TotpStep desafio={desafio} onCancel={onCancel} onSesion={terminar} />
      ) : (
        <EnrolamientoStep desafio={desafio} onCancel={onCancel} onSesion={terminar} />
      )}
      <Button type="button" variant="link" className="justify-self-start px-0 has-[>svg]:px-0" onClick={onCancel}>
        <ArrowLeft aria-hidden="true" />
        Volver al inicio de sesión
      </Button>
    </div>
  );
}

function Encabezado({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        {titulo}
      </h2>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

export function TotpStep({
  desafio,
  onSesion,
}: Omit<PasoProps, 'className'> & { onSesion: (s: SesionIniciada) => void }) {
  const id = useId();
  const [modo, setModo] = useState<'totp' | 'recuperacion'>('totp');
  const [valor, setValor] = useState('');
  const [errorCampo, setErrorCampo] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const error = errorCodigo(modo, valor);
    setErrorCampo(error);
    if (error) return;
    setEnviando(true);
    setErrorServidor(null);
    try {
      await enviarCodigo(desafio.desafio, modo, valor);
      onSesion(await confirmarSesion());
    } catch (e) {
      setErrorServidor(mensajeDe(e));
      setValor('');
      setEnviando(false);
    }
  }

  function cambiarModo() {
    setModo((m) => (m === 'totp' ? 'recuperacion' : 'totp'));
    setValor('');
    setErrorCampo(null);
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5">
      <Encabezado titulo="Verificación en dos pasos">
        {modo === 'totp'
          ? 'Ingrese el código de 6 dígitos que muestra su aplicación de autenticación.'
          : 'Ingrese uno de los códigos de recuperación que guardó al activar la verificación.'}
      </Encabezado>
      {errorServidor && <ErrorServidor mensaje={errorServidor} />}
      {modo === 'totp' ? (
        <CampoCodigo id={`${id}-codigo`} value={valor} onChange={setValor} error={errorCampo} autoFocus />
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-recuperacion`}>Código de recuperación</Label>
          <Input
            id={`${id}-recuperacion`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            placeholder="XXXX-XXXX"
            className="h-10 font-mono tracking-wider"
            value={valor}
            onChange={(e) => setValor(limpiarRecuperacion(e.target.value))}
            aria-invalid={errorCampo ? true : undefined}
            aria-describedby={errorCampo ? `${id}-recuperacion-error` : undefined}
          />
          {errorCampo && (
            <p id={`${id}-recuperacion-error`} className="text-sm text-destructive">
              {errorCampo}
            </p>
          )}
        </div>
      )}
      <Button type="submit" variant="primary" size="lg" className="w-full" disabled={enviando}>
        {enviando ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Verificando...
          </>
        ) : (
          'Verificar'
        )}
      </Button>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={cambiarModo}>
        {modo === 'totp' ? 'Usar un código de recuperación' : 'Usar el código de la aplicación'}
      </Button>
    </form>
  );
}

/** A user who must have 2FA (platform admin, or their company requires it) enrols before getting in. */
export function EnrolamientoStep({
  desafio,
  onSesion,
}: Omit<PasoProps, 'className'> & { onSesion: (s: SesionIniciada) => void }) {
  const id = useId();
  // One secret per challenge: never refetched (a new call would replace the secret being scanned).
  const enrolamiento = useQuery({
    queryKey: ['dos-factores', 'enrolar', desafio.desafio],
    queryFn: () => iniciarEnrolamientoLogin(desafio.desafio),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silentError: true },
  });
  const [codigo, setCodigo] = useState('');
  const [errorCampo, setErrorCampo] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [hecho, setHecho] = useState<{ sesion: SesionIniciada; codigos: string[] } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const error = errorCodigo('totp', codigo);
    setErrorCampo(error);
    if (error) return;
    setEnviando(true);
    setErrorServidor(null);
    try {
      const r = await confirmarEnrolamientoLogin(desafio.desafio, codigo);
      setHecho({ sesion: { active: true, user: r.user }, codigos: r.codigos_recuperacion });
    } catch (e) {
      setErrorServidor(mensajeDe(e));
      setCodigo('');
    } finally {
      setEnviando(false);
    }
  }

  if (hecho) {
    return (
      <div className="grid gap-5">
        <Encabezado titulo="Verificación en dos pasos activada">
          Desde ahora, al ingresar se le pedirá un código de su aplicación de autenticación.
        </Encabezado>
        <CodigosRecuperacion codigos={hecho.codigos} email={hecho.sesion.user.email} />
        <Button
          type="button"
          variant="primary"
          size="lg"
          className="w-full"
          onClick={() => {
            void confirmarSesion()
              .then(onSesion)
              .catch((e: unknown) => setErrorServidor(mensajeDe(e)));
          }}
        >
          Continuar
        </Button>
        {errorServidor && <ErrorServidor mensaje={errorServidor} />}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5">
      <Encabezado titulo="Active la verificación en dos pasos">
        Su cuenta debe ingresar con un segundo paso. Escanee el código QR con una aplicación de autenticación (Microsoft
        Authenticator, Google Authenticator u otra) e ingrese el código que le muestra.
      </Encabezado>
      {errorServidor && <ErrorServidor mensaje={errorServidor} />}
      {enrolamiento.isPending ? (
        <Skeleton className="h-44 w-full" aria-label="Cargando código QR" />
      ) : enrolamiento.isError ? (
        <ErrorServidor mensaje={mensajeDe(enrolamiento.error)} />
      ) : (
        <>
          <ConfigurarApp enrolamiento={enrolamiento.data} />
          <CampoCodigo id={`${id}-codigo`} value={codigo} onChange={setCodigo} error={errorCampo} />
          <Button type="submit" variant="primary" size="lg" className="w-full" disabled={enviando}>
            {enviando ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" />
                Activando...
              </>
            ) : (
              'Activar y continuar'
            )}
          </Button>
        </>
      )}
    </form>
  );
}
