import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';

/** Signs in through the API (the login form has its own journeys in auth.spec.ts) and opens a page. */
async function signInAt(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

/** The bell's unread count, read from its accessible name ('Notificaciones: 3 sin leer'). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notificaciones/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

test('a client ticket answered by Soporte Atalaya: the client sees the reply and the bell goes up', async ({
  browser,
}) => {
  // Two users, a file and the bell: 25 s alone, past 30 s once in a full run on two cores.
  test.slow();
  const asunto = `No puedo exportar el listado ${Date.now()}`;
  const cliente = await (await browser.newContext()).newPage();
  const soporte = await (await browser.newContext()).newPage();

  // The client searches the FAQs, then opens a ticket from /soporte.
  await signInAt(cliente, 'admin@demo.cl', '/soporte');
  await expect(cliente.getByRole('heading', { name: 'Soporte', level: 1 })).toBeVisible();
  await cliente.getByRole('button', { name: 'Nuevo ticket' }).click();
  const dialogo = cliente.getByRole('dialog', { name: 'Nuevo ticket' });
  await dialogo.getByLabel('Asunto *').fill(asunto);
  await dialogo.getByRole('combobox', { name: 'Categoría *' }).click();
  await cliente.getByRole('option', { name: 'Problema' }).click();
  await dialogo.getByLabel('Descripción *').fill('Al exportar a Excel la descarga no empieza.');
  await dialogo.getByLabel('Archivo adjunto (opcional)').setInputFiles({
    name: 'captura.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Error al exportar'),
  });
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  const hiloCliente = cliente.getByRole('dialog', { name: new RegExp(asunto) });
  await expect(hiloCliente).toBeVisible();
  await expect(hiloCliente.getByText('Abierto', { exact: true })).toBeVisible();
  await expect(hiloCliente.getByRole('button', { name: 'Descargar captura.txt' })).toBeVisible();
  const ticketUrl = new URL(cliente.url());
  const ticketId = ticketUrl.searchParams.get('ticket');
  expect(ticketId).toMatch(/^\d+$/);
  await hiloCliente.getByRole('button', { name: 'Cerrar' }).click();
  // The bell once it has loaded (specs share one server: other notices may already be unread).
  const pendientes = await cliente.request.get('/api/v1/notificaciones/pendientes');
  const antes = ((await pendientes.json()) as { total: number }).total;
  await expect.poll(() => bellCount(cliente)).toBe(antes);

  // Soporte Atalaya finds it among every company's tickets, takes it, notes and answers.
  await signInAt(soporte, 'admin@atalaya.cl', '/globales/tickets');
  const buscar = soporte.getByPlaceholder('Buscar por asunto, descripción o número');
  await buscar.fill(asunto);
  await buscar.press('Enter');
  const fila = soporte.getByRole('row').filter({ hasText: asunto });
  await expect(fila.getByRole('cell', { name: 'Empresa Demo SpA' })).toBeVisible();
  await fila.getByRole('button', { name: new RegExp(`^#\\d+ ${asunto}$`) }).click();
  const hiloSoporte = soporte.getByRole('dialog', { name: new RegExp(asunto) });
  const conversacion = hiloSoporte.getByRole('list', { name: 'Conversación del ticket' });
  await hiloSoporte.getByRole('button', { name: 'Asignarme' }).click();
  await expect(hiloSoporte.getByRole('button', { name: 'Asignarme' })).toHaveCount(0);
  await hiloSoporte.getByLabel('Nota interna (no la ve el cliente)').check();
  await hiloSoporte.getByLabel('Nota interna', { exact: true }).fill('Revisar el límite de filas del export.');
  await hiloSoporte.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(conversacion.getByText('Revisar el límite de filas del export.')).toBeVisible();
  await expect(conversacion.getByRole('listitem').filter({ hasText: 'Revisar el límite' })).toContainText(
    'Nota interna',
  );
  await hiloSoporte.getByLabel('Respuesta').fill('Ya lo corregimos: intente nuevamente, por favor.');
  await hiloSoporte.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(conversacion.getByText('Ya lo corregimos: intente nuevamente, por favor.')).toBeVisible();

  // The client: one more unread notice, the reply from 'Soporte Atalaya', never the internal note.
  await cliente.goto('/soporte/tickets');
  await expect.poll(() => bellCount(cliente)).toBe(antes + 1);
  // The link a notification carries opens the ticket's thread.
  await cliente.goto(`/soporte/tickets?ticket=${ticketId}`);
  const hilo = cliente.getByRole('dialog', { name: new RegExp(asunto) });
  const respuesta = hilo.getByRole('listitem').filter({ hasText: 'Ya lo corregimos' });
  await expect(respuesta).toContainText('Soporte Atalaya');
  await expect(hilo.getByText('Revisar el límite de filas del export.')).toHaveCount(0);
  await expect(hilo.getByText('Nota interna')).toHaveCount(0);

  // Soporte closes the matter: the client's thread shows it resolved.
  await hiloSoporte.getByRole('combobox', { name: 'Estado' }).click();
  await soporte.getByRole('option', { name: 'Resuelto' }).click();
  await expect(hiloSoporte.getByText('Resuelto', { exact: true }).first()).toBeVisible();
  await cliente.reload();
  await expect(hilo.getByText('Resuelto', { exact: true })).toBeVisible();
});

test('Feedback in the sidebar opens a suggestion form; what is sent becomes a ticket of category Sugerencia', async ({
  page,
}) => {
  const resumen = `Filtro por fecha en Mis tickets ${Date.now()}`;
  await signInAt(page, 'admin@demo.cl', '/dashboard');
  await page.getByRole('link', { name: 'Feedback' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Enviar una sugerencia' });
  await expect(dialogo).toBeVisible();
  // Only what a suggestion needs: no category or priority to choose.
  await expect(dialogo.getByRole('combobox')).toHaveCount(0);
  await dialogo.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(dialogo.getByText('El asunto es obligatorio.')).toBeVisible();
  await dialogo.getByLabel('Resumen de su sugerencia *').fill(resumen);
  await dialogo.getByLabel('¿Qué mejoraría? *').fill('Poder filtrar los tickets por fecha de creación.');
  await page.screenshot({ path: 'test-results/sugerencia-formulario.png' });
  await dialogo.getByRole('button', { name: 'Enviar sugerencia' }).click();

  await expect(page.getByText(/Gracias: su sugerencia llegó al equipo de Atalaya \(ticket #\d+\)\./)).toBeVisible();
  const hilo = page.getByRole('dialog', { name: new RegExp(resumen) });
  await expect(hilo).toBeVisible();
  await expect(page).not.toHaveURL(/sugerencia=/);
  const ticket = new URL(page.url()).searchParams.get('ticket');
  const detalle = await page.request.get(`/api/v1/support/tickets/${ticket}`);
  expect(detalle.ok()).toBe(true);
  expect(await detalle.json()).toMatchObject({ asunto: resumen, categoria: 'sugerencia', prioridad: 'baja' });
});
