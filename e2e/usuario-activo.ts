import { expect, request, type APIRequestContext } from '@playwright/test';

const PASSWORD_DEMO = 'Atalaya.Demo.2026';
/** As playwright.config.ts builds it. */
const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

/**
 * A new user of the company whose administrator `admin` is signed in, made the way a person gets
 * one (issue 24 F7): the administrator invites, the link comes from the platform's outbox, and the
 * password is set on it. Specs that need an account of their own (to change its password, enrol
 * 2FA or delete it) start here.
 */
export async function crearUsuarioActivo(
  admin: APIRequestContext,
  usuario: { nombre: string; apellido: string; email: string; roles: string[] },
  clave: string,
) {
  const creado = await admin.post('/api/v1/usuarios/', { data: usuario });
  expect(creado.status(), await creado.text()).toBe(201);
  const token = /\/invitacion\/([\w-]+)/.exec(await correoDeInvitacion(usuario.email))![1]!;
  const anonimo = await request.newContext({ baseURL: BASE_URL });
  try {
    const aceptada = await anonimo.post(`/api/v1/auth/invitacion/${token}`, {
      data: { password: clave, confirmacion: clave },
    });
    expect(aceptada.status(), await aceptada.text()).toBeLessThan(300);
  } finally {
    await anonimo.dispose();
  }
}

/** The invitation mail of `email`, read from the platform's outbox as admin@atalaya.cl. */
async function correoDeInvitacion(email: string): Promise<string> {
  const plataforma = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await plataforma.post('/api/v1/auth/login', {
      form: { username: 'admin@atalaya.cl', password: PASSWORD_DEMO },
    });
    expect(login.ok()).toBe(true);
    const res = await plataforma.get(`/api/v1/correos/?q=${encodeURIComponent(email)}`);
    const bandeja = (await res.json()) as { data: { asunto: string; cuerpo: string }[] };
    const invitacion = bandeja.data.find((c) => c.asunto === 'Invitación a Atalaya');
    expect(invitacion, `sin invitación para ${email}`).toBeTruthy();
    return invitacion!.cuerpo;
  } finally {
    await plataforma.dispose();
  }
}
