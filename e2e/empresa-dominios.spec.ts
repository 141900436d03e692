import { expect, test, type Page } from '@playwright/test';

/* Issue 24 F7 part B: a platform admin binds a company to its e-mail domains in the company form. */

const PASSWORD = 'Atalaya.Demo.2026';

async function signIn(page: Page, username: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
}

async function editar(page: Page, nombre: string) {
  await page.goto('/globales/empresas');
  const fila = page.getByRole('table', { name: 'Empresas' }).getByRole('row').filter({ hasText: nombre });
  await fila.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  return page.getByRole('dialog', { name: 'Editar empresa' });
}

test('Globales → Empresas: bind a company to its e-mail domains; a taken domain is refused on the field', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@atalaya.cl');

  const demo = await editar(page, 'Empresa Demo SpA');
  const dominios = demo.getByRole('textbox', { name: 'Dominios de correo' });
  await expect(dominios).toHaveAccessibleDescription(/Uno por línea/);
  await dominios.fill('Demo.cl\nventas.demo.cl');
  await dominios.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/f7b-form.png' });
  await demo.getByRole('button', { name: 'Guardar' }).click();
  await expect(demo).toBeHidden();
  const guardada = await (await page.request.get('/api/v1/empresas/?q=Demo')).json();
  expect(guardada.data.find((e: { nombre: string }) => e.nombre === 'Empresa Demo SpA').dominios_correo).toEqual([
    'demo.cl',
    'ventas.demo.cl',
  ]);
  // Its view says them.
  await page
    .getByRole('table', { name: 'Empresas' })
    .getByRole('row')
    .filter({ hasText: 'Empresa Demo SpA' })
    .getByRole('button', { name: 'Acciones de Empresa Demo SpA' })
    .click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  const ver = page.getByRole('dialog', { name: 'Empresa Demo SpA' });
  await expect(ver).toContainText('demo.cl, ventas.demo.cl');
  await page.keyboard.press('Escape');
  await expect(ver).toBeHidden();

  // Another company cannot take demo.cl: the 409 shows on the domains field, keyboard focus on it.
  const otra = await editar(page, 'Otra Empresa Ltda.');
  const campo = otra.getByRole('textbox', { name: 'Dominios de correo' });
  await campo.fill('otra.cl\ndemo.cl');
  await otra.getByRole('button', { name: 'Guardar' }).click();
  await expect(otra.getByText('El dominio demo.cl ya está asignado a otra empresa (Empresa Demo SpA).')).toBeVisible();
  await expect(campo).toHaveAttribute('aria-invalid', 'true');
  await expect(campo).toBeFocused();
  await page.screenshot({ path: '/tmp/f7b-conflicto.png' });

  // On a phone the field and its help fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await campo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/f7b-telefono.png' });
  const caja = await campo.boundingBox();
  expect(caja!.x).toBeGreaterThanOrEqual(0);
  expect(caja!.x + caja!.width).toBeLessThanOrEqual(390);
  await otra.getByRole('button', { name: 'Cancelar' }).click();

  // Leave the demo data as it was for the other journeys.
  const empresas = await (await page.request.get('/api/v1/empresas/?q=Demo')).json();
  const e = empresas.data.find((x: { nombre: string }) => x.nombre === 'Empresa Demo SpA');
  const res = await page.request.put(`/api/v1/empresas/${e.id}`, {
    data: {
      rut: e.rut,
      nombre: e.nombre,
      nombre_fantasia: e.nombre_fantasia,
      actividad_codigo: e.actividad_codigo,
      direccion: e.direccion,
      region_codigo: e.region_codigo,
      comuna_codigo: e.comuna_codigo,
      plan_id: e.plan_id,
      activa: e.activa,
      dominios_correo: [],
    },
  });
  expect(res.ok()).toBe(true);
});
