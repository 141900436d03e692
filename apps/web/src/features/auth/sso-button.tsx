import { useEffect, useRef, useState } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useLocation } from 'react-router';

import type { SsoPopupMessage } from '@atalaya/shared/contracts/auth/sesion';
import { MENSAJES_EMPRESAS } from '@atalaya/shared/contracts/globales/empresas';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/features/auth/public-config';

/** SPEC §8. */
export const SSO_ERROR = 'Error al iniciar sesión con Microsoft';
export const SSO_INVALID = 'Credenciales inválidas';
export const POPUP_BLOCKED =
  'El navegador bloqueó la ventana de inicio de sesión. Permita las ventanas emergentes para este sitio e intente nuevamente.';

/** The errors the popup may hand back as they are; anything else is SSO_ERROR (never arbitrary text). */
const SSO_CONOCIDOS = new Set<string>([SSO_INVALID, MENSAJES_EMPRESAS.ssoFueraDeDominio]);

const POPUP_URL = '/api/v1/auth/login/microsoft';
const POPUP_NAME = 'atalaya-sso';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 640;

/**
 * What a `message` event means for the sign-in in progress: null (ignore it) unless it comes from
 * our own origin AND from the popup we opened; a well-formed code_session; or an error. A message
 * from the popup that is neither is 'Credenciales inválidas' (SPEC §8 invalid popup message).
 */
export function readSsoMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  popup: Window | null,
  origin: string,
): SsoPopupMessage | null {
  if (!popup || event.origin !== origin || event.source !== popup) return null;
  const data: unknown = event.data;
  if (data && typeof data === 'object') {
    const { code_session, error } = data as { code_session?: unknown; error?: unknown };
    if (typeof code_session === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(code_session)) return { code_session };
    if (typeof error === 'string') return { error: SSO_CONOCIDOS.has(error) ? error : SSO_ERROR };
  }
  return { error: SSO_INVALID };
}

/** POST /auth/oauth-session-login (plain fetch: a 401 here is a refused code, not an expired session). */
async function exchangeCodeSession(codeSession: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/v1/auth/oauth-session-login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code_session: codeSession }),
    });
  } catch {
    throw new Error(SSO_ERROR);
  }
  if (response.status === 401 || response.status === 400) throw new Error(SSO_INVALID);
  if (!response.ok) throw new Error(SSO_ERROR);
}

function centeredFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * 'Iniciar sesión con Microsoft' (the name comes from /config/publica; hidden when SSO is off).
 * Opens the provider in a popup, waits for its code_session, trades it for a session and reloads
 * into `destino` (the page that sent the user to /login, or /dashboard).
 */
export function SsoButton({
  destino,
  onError,
}: {
  destino: (state: unknown) => string;
  onError: (message: string) => void;
}) {
  const sso = usePublicConfig().data?.sso ?? null;
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  if (!sso) return null;

  function start() {
    cleanup.current?.();
    const popup = window.open(POPUP_URL, POPUP_NAME, centeredFeatures());
    if (!popup) {
      onError(POPUP_BLOCKED);
      return;
    }
    popup.focus();
    setPending(true);

    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      cleanup.current = null;
    };
    // Closed without an answer (cancelled): stop waiting. The popup posts its answer and closes at
    // once, so the message may still be queued when `closed` turns true: give it a moment first.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      window.setTimeout(() => {
        if (cleanup.current !== stop) return;
        stop();
        setPending(false);
      }, 1500);
    }, 500);

    async function onMessage(event: MessageEvent) {
      const message = readSsoMessage(event, popup, window.location.origin);
      if (!message) return;
      stop();
      popup?.close();
      if ('error' in message) {
        setPending(false);
        onError(message.error);
        return;
      }
      try {
        await exchangeCodeSession(message.code_session);
        window.location.assign(destino(location.state));
      } catch (error) {
        setPending(false);
        onError(error instanceof Error ? error.message : SSO_ERROR);
      }
    }

    window.addEventListener('message', onMessage);
    cleanup.current = stop;
  }

  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />o<span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" disabled={pending} onClick={start}>
        {pending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : /microsoft/i.test(sso.nombre) ? (
          <MicrosoftMark />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        Iniciar sesión con {sso.nombre}
      </Button>
    </>
  );
}

function MicrosoftMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 21 21" className="size-4">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}
