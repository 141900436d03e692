import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';

async function signInAt(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Every list screen of issue 4, loaded with its rows, plus the heat map and a create dialog. */
const SCREENS: { email: string; path: string; heading: string }[] = [
  { email: 'admin@demo.cl', path: '/mi-empresa/risks', heading: 'Mis Riesgos' },
  { email: 'admin@demo.cl', path: '/mi-empresa/risks?vista=mapa', heading: 'Mis Riesgos' },
  { email: 'admin@demo.cl', path: '/mi-empresa/mitigations', heading: 'Mis Mitigaciones' },
  { email: 'admin@demo.cl', path: '/mi-empresa/usuarios', heading: 'Mis Usuarios' },
  { email: 'admin@demo.cl', path: '/mi-empresa/requisitos', heading: 'Mis Requisitos' },
  { email: 'admin@atalaya.cl', path: '/globales/requisitos', heading: 'Requisitos globales' },
  { email: 'admin@atalaya.cl', path: '/globales/riskmanagement/risks', heading: 'Riesgos globales' },
  { email: 'admin@atalaya.cl', path: '/globales/empresas', heading: 'Empresas' },
  { email: 'admin@atalaya.cl', path: '/globales/usuarios', heading: 'Usuarios' },
  { email: 'admin@atalaya.cl', path: '/globales/faqs', heading: 'Preguntas frecuentes' },
];

test.describe('accessibility of the Mi Empresa and Globales screens (axe-core)', () => {
  for (const screen of SCREENS) {
    test(`${screen.path} has no serious or critical violations`, async ({ page }) => {
      await signInAt(page, screen.email, screen.path);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${screen.heading}`) })).toBeVisible();
      // Wait for the data, not the skeleton.
      await expect(page.getByText(/Cargando/)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }

  test('the risk form dialog has no serious or critical violations', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl', '/mi-empresa/risks');
    await page.getByRole('button', { name: 'Agregar riesgo' }).click();
    await expect(page.getByRole('dialog', { name: 'Agregar riesgo' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
