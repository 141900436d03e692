import { expect, test, type Locator, type Page } from '@playwright/test';

import { crearUsuarioActivo } from './usuario-activo';

/*
 * Issue 23: /mi-empresa and /globales show their sections with counts, and the channel's other
 * route names of SPEC §2 lead to the screen that does the thing (one screen per thing).
 */

const PASSWORD = 'Atalaya.Demo.2026';

async function signInAt(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

/**
 * The overview of an area: its title, one card per section, and each named card showing its list's
 * `total` as the API counts it (es-CL thousands with a dot). Answers the cards' list.
 */
async function expectResumen(page: Page, area: string, tarjetas: number, totales: [string, string][]) {
  await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
  const secciones = page.getByRole('list', { name: `Secciones de ${area}` });
  await expect(secciones.getByRole('link')).toHaveCount(tarjetas);
  for (const [nombre, lista] of totales) {
    const res = await page.request.get(`/api/v1${lista}?skip=0&limit=1`);
    expect(res.ok(), lista).toBe(true);
    const total = ((await res.json()) as { total: number }).total.toLocaleString('es-CL');
    await expect(secciones.getByRole('link', { name: new RegExp(`^${nombre}`) })).toContainText(
      new RegExp(`${total.replace('.', '\\.')}\\s*registros?$`),
    );
  }
  await expectTodasContadas(secciones, tarjetas);
  return secciones;
}

/** Every card shows its count (none still loading). */
const expectTodasContadas = (secciones: Locator, tarjetas: number) =>
  expect(secciones.getByText(/^registros?$/)).toHaveCount(tarjetas);

/** Nothing wider than the screen: no sideways scrolling at 390 px. */
async function expectSinDesbordeHorizontal(page: Page) {
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(ancho).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The step's heading was scrolled to: on screen, and not under the sticky top bar. */
async function expectVisibleBajoLaCabecera(page: Page, paso: string) {
  const titulo = page.getByRole('heading', { name: paso });
  await expect(titulo).toBeInViewport();
  const cabecera = await page.locator('header.sticky').boundingBox();
  await expect.poll(async () => (await titulo.boundingBox())!.y).toBeGreaterThanOrEqual(cabecera!.y + cabecera!.height);
}

test('Mi Empresa: one card per section with its count, reachable by keyboard, at desktop and 390 px', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/mi-empresa');
  const secciones = await expectResumen(page, 'Mi Empresa', 9, [
    ['Mis Trabajadores', '/trabajadores/'],
    ['Mis departamentos', '/departamentos/'],
    ['Mis Riesgos', '/riesgos/'],
    ['Mis Usuarios', '/usuarios/'],
    ['Mis Centros', '/centros/'],
  ]);
  await page.screenshot({ path: '/tmp/w5-mi-empresa-desktop.png', fullPage: true });

  // A card is a link: focus it and press Enter.
  const trabajadores = secciones.getByRole('link', { name: /^Mis Trabajadores/ });
  await trabajadores.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mi-empresa\/trabajadores$/);
  await expect(page.getByRole('heading', { level: 1, name: /Trabajadores/ })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mi-empresa');
  await expectTodasContadas(secciones, 9);
  await expectSinDesbordeHorizontal(page);
  await page.screenshot({ path: '/tmp/w5-mi-empresa-390.png', fullPage: true });
});

test('Globales: the platform admin’s sections with counts; a company administrator is kept out', async ({ page }) => {
  await signInAt(page, 'admin@atalaya.cl', '/globales');
  const secciones = await expectResumen(page, 'Globales', 12, [
    ['Roles', '/roles/'],
    ['Empresas', '/empresas/'],
    ['Planes', '/planes/'],
    ['Tickets', '/support/tickets'],
  ]);
  await page.screenshot({ path: '/tmp/w5-globales-desktop.png', fullPage: true });
  await secciones.getByRole('link', { name: /^Roles/ }).click();
  await expect(page).toHaveURL(/\/globales\/roles$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/globales');
  await expectTodasContadas(secciones, 12);
  await expectSinDesbordeHorizontal(page);
  await page.screenshot({ path: '/tmp/w5-globales-390.png', fullPage: true });

  await page.context().clearCookies();
  await signInAt(page, 'admin@demo.cl', '/globales');
  await expect(page.getByRole('heading', { name: 'Módulo no habilitado' })).toBeVisible();
});

test('Canal de denuncias: bandeja, denuncias, nueva, analisis/{id} and clasificacion/{id} lead to their screen', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/canal-denuncias/bandeja');
  await expect(page).toHaveURL(/\/canal-denuncias\/todas$/);
  await expect(page.getByRole('heading', { level: 1, name: /Todas las denuncias/ })).toBeVisible();
  await page.goto('/canal-denuncias/denuncias');
  await expect(page).toHaveURL(/\/canal-denuncias\/todas$/);
  await expect(page.getByRole('table', { name: 'Todas las denuncias' })).toBeVisible();

  const sesion = await (await page.request.get('/api/v1/auth/check-session')).json();
  const lista = await page.request.get(
    `/api/v1/canal-denuncia/canal-denuncia/${sesion.user.id_empresa}?skip=0&limit=1`,
  );
  const { denuncias } = (await lista.json()) as { denuncias: { id: number; referencia: string }[] };
  const caso = denuncias[0]!;

  await page.goto(`/canal-denuncias/clasificacion/${caso.id}`);
  await expect(page).toHaveURL(new RegExp(`/canal-denuncias/todas/${caso.id}#paso-clasificacion$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caso.referencia) })).toBeAttached();
  await expectVisibleBajoLaCabecera(page, '1. Clasificación');
  await page.screenshot({ path: '/tmp/w5-clasificacion-desktop.png' });

  await page.goto(`/canal-denuncias/analisis/${caso.id}`);
  await expect(page).toHaveURL(new RegExp(`/canal-denuncias/todas/${caso.id}#paso-investigacion$`));
  await expectVisibleBajoLaCabecera(page, '2. Investigación');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/canal-denuncias/clasificacion/${caso.id}`);
  await expectVisibleBajoLaCabecera(page, '1. Clasificación');
  await page.screenshot({ path: '/tmp/w5-clasificacion-390.png' });

  // No private form: a report taken by phone or in person goes through the channel's public form.
  const config = await (await page.request.get('/api/v1/canal-denuncia/configuracion')).json();
  await page.goto('/canal-denuncias/nueva');
  await expect(page).toHaveURL(new RegExp(`${config.enlaces.formulario}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeVisible();
  await page.screenshot({ path: '/tmp/w5-nueva-390.png' });
});

test('Mis Usuarios: Eliminar anonymises the account; it leaves the list and can no longer sign in', async ({
  page,
  playwright,
}) => {
  await signInAt(page, 'admin@demo.cl', '/dashboard');
  const clave = 'Clave-Eliminar-E2E-2026';
  const email = 'elias.borrado.e2e@demo.cl';
  await crearUsuarioActivo(
    page.request,
    { nombre: 'Elías', apellido: 'Borrado E2E', email, roles: ['admin_user_denuncias'] },
    clave,
  );
  const otro = await playwright.request.newContext({ baseURL: page.url() });
  expect((await otro.post('/api/v1/auth/login', { form: { username: email, password: clave } })).ok()).toBe(true);

  await page.goto('/mi-empresa/usuarios?q=borrado');
  const fila = page.getByRole('row').filter({ hasText: email });
  await fila.getByRole('button', { name: 'Acciones de Elías Borrado E2E' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar usuario?' });
  await expect(confirm).toContainText('mostrarán «Usuario eliminado» en lugar de su nombre');
  await page.screenshot({ path: '/tmp/w5-eliminar-usuario.png' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Usuario eliminado', { exact: true })).toBeVisible();
  await expect(fila).toHaveCount(0);

  // Their session is over and the account cannot sign in again.
  const sesion = await otro.get('/api/v1/auth/check-session');
  expect(sesion.ok() ? ((await sesion.json()) as { active: boolean }).active : false).toBe(false);
  expect((await otro.post('/api/v1/auth/login', { form: { username: email, password: clave } })).ok()).toBe(false);
  await otro.dispose();

  // Deleting oneself is explained, not attempted.
  await page.goto('/mi-empresa/usuarios?q=admin%40demo.cl');
  await page
    .getByRole('row')
    .filter({ hasText: 'admin@demo.cl' })
    .getByRole('button', { name: /^Acciones de / })
    .click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alertdialog', { name: 'No puede eliminar su propia cuenta' })).toBeVisible();
});
