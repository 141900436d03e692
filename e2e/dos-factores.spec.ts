import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { crearUsuarioActivo } from './usuario-activo';

const DEMO_PASSWORD = 'Atalaya.Demo.2026';
const CLAVE = 'Dos.Factores.E2E.2026';
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** RFC 6238 (SHA-1, 6 digits, 30 s) — what an authenticator app would show at `ms`. */
function totp(secretoBase32: string, ms: number): string {
  const alfabeto = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let valor = 0;
  const bytes: number[] = [];
  for (const c of secretoBase32.replace(/[\s=]/g, '').toUpperCase()) {
    valor = ((valor << 5) | alfabeto.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((valor >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const contador = Buffer.alloc(8);
  contador.writeBigUInt64BE(BigInt(Math.floor(ms / 30_000)));
  const hmac = createHmac('sha1', Buffer.from(bytes)).update(contador).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A user of Empresa Demo SpA created by admin@demo.cl, so no demo account gets 2FA. */
async function crearUsuario(browser: Browser) {
  const contexto = await browser.newContext();
  const login = await contexto.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const email = `dos.factores.e2e.${Date.now()}@demo.cl`;
  await crearUsuarioActivo(
    contexto.request,
    { nombre: 'Tomás', apellido: 'Dos Pasos', email, roles: ['admin_empresa'] },
    CLAVE,
  );
  await contexto.close();
  return email;
}

async function ingresar(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(CLAVE);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function salir(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario: Tomás Dos Pasos' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('enrol from Cuenta, then sign in with a code, a wrong code, and a recovery code that works once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await crearUsuario(browser);
  const page = await (await browser.newContext()).newPage();

  await ingresar(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/cuenta');
  const tarjeta = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(tarjeta.getByText('Desactivada')).toBeVisible();
  await tarjeta.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();

  await expect(tarjeta.getByRole('img', { name: 'Código QR para su aplicación de autenticación' })).toBeVisible();
  const secreto = (await tarjeta.getByTestId('secreto-totp').getAttribute('data-secreto'))!;
  expect(secreto).toMatch(/^[A-Z2-7]{32}$/);
  await expect(tarjeta.getByTestId('secreto-totp')).toHaveText(secreto.replace(/(.{4})(?=.)/g, '$1 '));
  if (SHOTS) await tarjeta.screenshot({ path: `${SHOTS}/enrolamiento-cuenta.png` });
  await expectNoSeriousViolations(page);

  await tarjeta.getByLabel('Código de verificación').fill(totp(secreto, Date.now()));
  await tarjeta.getByRole('button', { name: 'Confirmar y activar' }).click();
  const lista = tarjeta.getByRole('list', { name: 'Códigos de recuperación' });
  await expect(lista.getByRole('listitem')).toHaveCount(10);
  const codigos = await lista.getByRole('listitem').allTextContents();
  for (const c of codigos) expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(tarjeta.getByRole('button', { name: 'Descargar' })).toBeVisible();
  if (SHOTS) await tarjeta.screenshot({ path: `${SHOTS}/codigos-recuperacion.png` });
  await tarjeta.getByRole('button', { name: 'Listo, ya los guardé' }).click();
  await expect(tarjeta.getByText('Activa', { exact: true })).toBeVisible();
  await expect(tarjeta.getByText('10 de 10')).toBeVisible();

  // Signing in again asks for the code after the password.
  await page.goto('/dashboard');
  await salir(page);
  await ingresar(page, email);
  const campo = page.getByLabel('Código de verificación');
  await expect(campo).toBeVisible();
  await expect(campo).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(campo).toHaveAttribute('inputmode', 'numeric');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paso-codigo.png` });
  await expectNoSeriousViolations(page);

  const bueno = totp(secreto, Date.now() + 30_000); // the next step: the enrolment used this one
  await campo.fill(bueno === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Código incorrecto. Revise su aplicación de autenticación e intente nuevamente.',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paso-codigo-error.png` });
  await page.getByLabel('Código de verificación').fill(bueno);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code instead of the app's code: once.
  await salir(page);
  await ingresar(page, email);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(codigos[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await salir(page);
  await ingresar(page, email);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(codigos[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código de recuperación incorrecto o ya utilizado.');
  await expect(page).toHaveURL(/\/login$/);
});
