import { useEffect, useRef, useState } from 'react';

interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __atalayaRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's reCAPTCHA v2 script once (only pages with a configured site key call this). */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__atalayaRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error()));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__atalayaRecaptchaLoaded&render=explicit&hl=es';
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('No se pudo cargar el captcha'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The "No soy un robot" checkbox. Reports the token (or '' when it expires); remount it with a
 * new `key` to get a fresh challenge after a failed sign-in.
 */
export function Recaptcha({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => callback.current(token),
          'expired-callback': () => callback.current(''),
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return (
    <div>
      <div ref={container} data-testid="recaptcha" />
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          No se pudo cargar la verificación de seguridad. Revise su conexión y recargue la página.
        </p>
      )}
    </div>
  );
}
