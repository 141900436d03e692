import { lazy, Suspense, useId, useState } from 'react';
import { CircleAlert, Eye, EyeOff, FileCheck, History, LoaderCircle, Megaphone, UserSearch } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';

import { AtalayaLogo } from '@/components/brand/atalaya-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePublicConfig } from '@/features/auth/public-config';
import { Recaptcha } from '@/features/auth/recaptcha';
import { SsoButton } from '@/features/auth/sso-button';
import { useLogin, useSession, type LoginDesafio } from '@/shell/session';
import { CODIGO_DESAFIO_REQUERIDO } from '@atalaya/shared/contracts/prueba-trabajo';
import { ApiError } from '@/lib/api';
import { conPrueba, pruebaDe, TEXTO_COMPROBANDO } from '@/lib/prueba-trabajo';
import { cn } from '@/lib/utils';

// The second factor shows only after a password is accepted: its code (QR enrolment, sonner) loads
// then, not with the login route (bench/bundle-size.ts: login ≤ 150 KB gzip).
const SegundoFactor = lazy(async () => ({ default: (await import('@/features/auth/totp-step')).SegundoFactor }));

const TAGLINE = 'Cumplimiento, riesgos y canal de denuncias para empresas chilenas';
const DEFAULT_ERROR = 'Error de autenticación';
const CAPTCHA_REQUIRED = 'Confirme la verificación «No soy un robot».';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * The rules and Spanish messages of the API's `loginBodySchema` (login-page.test.tsx checks they
 * agree), as plain validators so the login route downloads neither zod nor react-hook-form.
 */
export const loginValidators = {
  username: (value: string) => {
    const email = value.trim();
    if (email === '') return 'Ingrese su correo electrónico.';
    return email.length <= 254 || 'El correo electrónico es demasiado largo.';
  },
  password: (value: string) => {
    if (value === '') return 'Ingrese su contraseña.';
    return value.length <= 512 || 'La contraseña es demasiado larga.';
  },
} satisfies Record<keyof LoginValues, (value: string) => string | true>;

const highlights = [
  { icon: FileCheck, text: 'Documentos controlados con revisión, aprobación y vigencia' },
  { icon: Megaphone, text: 'Canal de denuncias con plazos de la Ley Karin' },
  { icon: UserSearch, text: 'Due diligence con listas de sanciones y PEP' },
  { icon: History, text: 'Trazabilidad de cada cambio para auditorías' },
];

/** Where to go after signing in: the page that sent the user here, if it is one of ours. */
function redirectTarget(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login') return '/dashboard';
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return pathname + search + hash;
}

/** RequireAuth got no answer about the session (server unreachable or slower than 5 s). */
function sessionCheckFailed(state: unknown): boolean {
  return (state as { sessionCheckFailed?: unknown } | null)?.sessionCheckFailed === true;
}

export function LoginPage() {
  const location = useLocation();
  const session = useSession();
  // Password accepted, second factor pending (issue 9): the code or the enrolment step replaces the form.
  const [desafio, setDesafio] = useState<LoginDesafio | null>(null);

  if (session.data?.active && !desafio) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <div className="grid min-h-svh lg:grid-cols-2">
      <title>Iniciar sesión · Atalaya</title>
      <BrandPanel />
      <main className="flex flex-col">
        <div className="flex justify-end p-4">
          <ThemeToggle />
        </div>
        <div className="flex flex-1 items-center justify-center px-6 pt-2 pb-16 sm:px-10">
          <div className="w-full max-w-sm">
            <div className="mb-10 lg:hidden">
              <AtalayaLogo className="text-2xl" />
              <p className="mt-3 text-sm text-muted-foreground">{TAGLINE}</p>
            </div>
            <h1 className="text-2xl font-semibold tracking-tight">Iniciar sesión</h1>
            {!desafio && (
              <p className="mt-2 text-sm text-muted-foreground">Ingrese con su correo electrónico y contraseña.</p>
            )}
            {sessionCheckFailed(location.state) && (
              <p role="status" className="mt-4 rounded-md border bg-muted/50 px-3 py-2.5 text-sm text-muted-foreground">
                No pudimos verificar su sesión. Inicie sesión nuevamente.
              </p>
            )}
            {desafio ? (
              <Suspense
                fallback={
                  <p role="status" className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    Cargando...
                  </p>
                }
              >
                <SegundoFactor
                  className="mt-8"
                  desafio={desafio}
                  onCancel={() => setDesafio(null)}
                  onDone={() => setDesafio(null)}
                />
              </Suspense>
            ) : (
              <LoginForm className="mt-8" onDesafio={setDesafio} />
            )}
            <p className="mt-8 border-t pt-6 text-sm text-muted-foreground">
              ¿Problemas para ingresar? Contacte al administrador de Atalaya en su empresa.
            </p>
          </div>
        </div>
      </main>
    </div>
  );
}

function BrandPanel() {
  return (
    <aside
      aria-label="Atalaya"
      className="relative hidden overflow-hidden bg-linear-to-br from-[#105a66] via-[#0c4751] to-[#082f37] p-12 text-white lg:flex lg:flex-col lg:justify-between dark:from-[#0c4650] dark:via-[#093841] dark:to-[#06242b]"
    >
      <Rings />
      <AtalayaLogo tone="inverted" className="relative text-2xl" />
      <div className="relative max-w-lg">
        <p className="text-3xl leading-tight font-semibold tracking-tight text-balance xl:text-4xl">{TAGLINE}</p>
        <ul className="mt-10 space-y-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-[0.95rem] text-white/85">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-white/10 ring-1 ring-white/15">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="pt-1.5">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-white/60">© {new Date().getFullYear()} Atalaya</p>
    </aside>
  );
}

/** Concentric rings fading out from a corner: the view from the watchtower. */
function Rings() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 800 800"
      className="pointer-events-none absolute -right-64 -bottom-64 size-[52rem] text-white opacity-[0.07]"
      fill="none"
      stroke="currentColor"
    >
      {[120, 200, 280, 360, 440, 520].map((r) => (
        <circle key={r} cx="400" cy="400" r={r} strokeWidth="1.5" />
      ))}
    </svg>
  );
}

function LoginForm({ className, onDesafio }: { className?: string; onDesafio: (desafio: LoginDesafio) => void }) {
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const siteKey = usePublicConfig().data?.recaptcha_site_key ?? null;
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // A plain form (no react-hook-form: bench/bundle-size.ts, login ≤ 150 KB gzip). As before:
  // validated on submit, then again on each change; the first invalid field gets the focus.
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, { message: string }>>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // After a few failures the server asks for a proof of work; the browser solves it (issue 24 F6).
  const [comprobando, setComprobando] = useState(false);
  const validateField = (name: keyof LoginValues, value: string) => {
    const result = loginValidators[name](value);
    setErrors((prev) => ({ ...prev, [name]: result === true ? undefined : { message: result } }));
    return result === true;
  };
  const onFieldChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (validateOnChange) validateField(event.target.name as keyof LoginValues, event.target.value);
  };

  const ids = {
    username: `${id}-username`,
    usernameError: `${id}-username-error`,
    password: `${id}-password`,
    passwordError: `${id}-password-error`,
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const data = new FormData(formEl);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    setValidateOnChange(true);
    const valid = [validateField('username', username), validateField('password', password)];
    const firstInvalid = (['username', 'password'] as const)[valid.indexOf(false)];
    if (firstInvalid) {
      formEl.querySelector<HTMLInputElement>(`[name=${firstInvalid}]`)?.focus();
      return;
    }
    if (siteKey && !captchaToken) {
      setCaptchaMissing(true);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const result = await conPrueba(
        (prueba) =>
          login.mutateAsync({ username: username.trim(), password, recaptchaToken: captchaToken || undefined, prueba }),
        (error) =>
          error instanceof ApiError && error.codigo === CODIGO_DESAFIO_REQUERIDO ? pruebaDe(error.cuerpo) : undefined,
        setComprobando,
      );
      if (!result.active) onDesafio(result);
      // The page redirects as soon as the session query turns active.
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : DEFAULT_ERROR);
      if (siteKey) {
        // A token is good for one attempt: show a fresh challenge.
        setCaptchaToken('');
        setCaptchaRound((round) => round + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={cn('grid gap-5', className)}>
      {serverError && (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive dark:border-destructive/40 dark:bg-destructive/15"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{serverError}</span>
        </div>
      )}

      <div className="grid gap-2">
        <Label htmlFor={ids.username}>Correo electrónico</Label>
        <Input
          id={ids.username}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          placeholder="nombre@empresa.cl"
          className="h-10"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? ids.usernameError : undefined}
          name="username"
          onChange={onFieldChange}
        />
        {errors.username && (
          <p id={ids.usernameError} className="text-sm text-destructive">
            {errors.username.message}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.password}>Contraseña</Label>
        <div className="relative">
          <Input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className="h-10 pr-11"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
            name="password"
            onChange={onFieldChange}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute inset-y-0.5 right-0.5 h-auto w-9 text-muted-foreground hover:bg-transparent hover:text-foreground dark:hover:bg-transparent"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-controls={ids.password}
          >
            {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
        {errors.password && (
          <p id={ids.passwordError} className="text-sm text-destructive">
            {errors.password.message}
          </p>
        )}
      </div>

      {siteKey && (
        <div className="grid gap-2">
          <Recaptcha
            key={captchaRound}
            siteKey={siteKey}
            onToken={(token) => {
              setCaptchaToken(token);
              if (token) setCaptchaMissing(false);
            }}
          />
          {captchaMissing && <p className="text-sm text-destructive">{CAPTCHA_REQUIRED}</p>}
        </div>
      )}

      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" aria-live="polite" className={comprobando ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {comprobando ? TEXTO_COMPROBANDO : ''}
      </p>

      <Button type="submit" variant="primary" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            {comprobando ? 'Comprobando...' : 'Ingresando...'}
          </>
        ) : (
          'Iniciar sesión'
        )}
      </Button>
      <SsoButton destino={redirectTarget} onError={setServerError} />
    </form>
  );
}
