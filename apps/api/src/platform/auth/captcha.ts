import { AppError } from '../errors';
import { MENSAJES } from '@atalaya/shared/messages';

export interface CaptchaConfig {
  secret?: string;
  verifyUrl: string;
  timeoutMs: number;
}

/**
 * Verifies a reCAPTCHA token against the configured endpoint. Without a secret the check is off.
 * Any failure (missing token, provider says no, timeout, network) refuses the request.
 */
export async function verifyCaptcha(cfg: CaptchaConfig, token: string | undefined, ip?: string) {
  if (!cfg.secret) return;
  if (!token) throw new AppError('CAPTCHA_INVALIDO', MENSAJES.captchaInvalido);
  const form = new URLSearchParams({ secret: cfg.secret, response: token });
  if (ip) form.set('remoteip', ip);
  let ok: boolean;
  try {
    const res = await fetch(cfg.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
    const data = (await res.json()) as { success?: boolean };
    ok = res.ok && data.success === true;
  } catch {
    ok = false;
  }
  if (!ok) throw new AppError('CAPTCHA_INVALIDO', MENSAJES.captchaInvalido);
}
