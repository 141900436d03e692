import { createHash } from 'node:crypto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  MENSAJE_LIMITE_PUBLICO,
  MENSAJE_REQUIERE_IDENTIFICACION,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { cerosIniciales } from '@atalaya/shared/contracts/prueba-trabajo';
import { createQueryClient } from '@/lib/query-client';

import { CanalPage } from './canal-page';
import { ConsultaPage } from './consulta-page';
import { DenunciaErrorPage } from './denuncia-error-page';
import { DenunciaExitosaPage } from './denuncia-exitosa-page';
import { FormularioGate } from './formulario-gate';
import { PublicLayout } from './public-layout';
import { canalDePrueba, TOKEN } from './test-canal';

const CODIGO = '7K2M-9QXD-4HNP-W8RT';
const PASSWORD = 'Una-Clave-Muy-Larga-2026';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The browser's XMLHttpRequest for the multipart submission: records the body, answers like the server. */
class XhrDePrueba {
  static enviados: { url: string; body: FormData }[] = [];
  static respuesta: { status: number; body: unknown } = { status: 201, body: {} };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    XhrDePrueba.enviados.push({ url: this.url, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = XhrDePrueba.respuesta.status;
      this.responseText = JSON.stringify(XhrDePrueba.respuesta.body);
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  XhrDePrueba.enviados = [];
  XhrDePrueba.respuesta = { status: 201, body: { codigo: CODIGO, created_at: '2026-11-20T15:04:00.000Z' } };
  vi.stubGlobal('XMLHttpRequest', XhrDePrueba);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(init.credentials).toBe('omit');
    if (url === `/api/v1/canal-denuncia/public/${TOKEN}`) return json(canalDePrueba());
    return json({ mensaje: 'Canal de denuncias no disponible' }, 404);
  });
});

function leerBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(String(lector.result));
    lector.onerror = () => reject(lector.error);
    lector.readAsText(blob ?? new Blob());
  });
}

function renderPublico(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          {
            Component: PublicLayout,
            children: [
              { path: 'canal/:token', Component: CanalPage },
              { path: 'consulta-denuncia/:token', Component: ConsultaPage },
              { path: 'denuncia-exitosa/:token', Component: DenunciaExitosaPage },
              { path: 'denuncia-error/:token', Component: DenunciaErrorPage },
            ],
          },
          { path: ':slug/:token/*', Component: FormularioGate },
        ],
      },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function abrirFormulario() {
  const router = renderPublico(`/empresa-demo/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Hacer una denuncia' });
  return router;
}

describe('channel page', () => {
  it('shows the company, its texts and both entry points', async () => {
    renderPublico(`/canal/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal de denuncias de Empresa Demo' })).toBeTruthy();
    for (const titulo of [
      'Qué puede denunciar',
      'Anonimato y confidencialidad',
      'Cómo hacer seguimiento',
      'Canales externos',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: titulo })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Hacer una denuncia' }).getAttribute('href')).toBe(
      `/empresa-demo/${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Consultar una denuncia' }).getAttribute('href')).toBe(
      `/consulta-denuncia/${TOKEN}`,
    );
  });

  it('says so when the channel does not exist, and names the status of other failures', async () => {
    renderPublico('/canal/aaaaaaaa-8b7d-4c6e-9f0a-1b2c3d4e5f60');
    expect(await screen.findByRole('heading', { name: 'Este canal de denuncias no está disponible' })).toBeTruthy();
    // The body explains, without repeating the title.
    expect(screen.getAllByText(/no está disponible/)).toHaveLength(1);
    expect(screen.getByText(/Puede que el enlace no sea correcto/)).toBeTruthy();

    vi.stubGlobal('fetch', async () => json({ mensaje: 'Error interno' }, 503));
    renderPublico(`/canal/${TOKEN}`);
    expect(await screen.findByText('Error 503 cargando canal público', {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('report form', () => {
  it('moves focus to the first error and ties each message to its field', async () => {
    await abrirFormulario();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    const primera = screen.getByRole('radio', { name: /Acoso laboral/ });
    await waitFor(() => expect(document.activeElement).toBe(primera));
    const grupo = screen.getByRole('group', { name: /Categoría/ });
    expect(grupo.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(grupo).getByText('Seleccione una categoría.')).toBeTruthy();
    const relato = screen.getByRole('textbox', { name: /¿Qué ocurrió\?/ });
    expect(relato.getAttribute('aria-invalid')).toBe('true');
    expect(relato.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText('Describa lo ocurrido con al menos 20 caracteres.')).toBeTruthy();
    expect(XhrDePrueba.enviados).toHaveLength(0);
  });

  it("takes a field's error away as soon as it changes, and shows it again only on sending", async () => {
    await abrirFormulario();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    const relato = screen.getByRole('textbox', { name: /¿Qué ocurrió\?/ });
    expect(screen.getByText('Describa lo ocurrido con al menos 20 caracteres.')).toBeTruthy();

    await userEvent.type(relato, 'corto');
    expect(screen.queryByText('Describa lo ocurrido con al menos 20 caracteres.')).toBeNull();
    expect(relato.getAttribute('aria-invalid')).toBeNull();
    // The other fields keep theirs.
    expect(screen.getByText('Seleccione una categoría.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText('Describa lo ocurrido con al menos 20 caracteres.')).toBeTruthy();
    expect(XhrDePrueba.enviados).toHaveLength(0);
  });

  it('forces an identified report for a Ley Karin category and explains why', async () => {
    await abrirFormulario();
    const anonima = screen.getByRole('radio', { name: /Anónima/ });
    expect((anonima as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: /Acoso laboral/ }));

    expect((screen.getByRole('radio', { name: /Identificada/ }) as HTMLInputElement).checked).toBe(true);
    expect((anonima as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(MENSAJE_REQUIERE_IDENTIFICACION)).toBeTruthy();
    expect(screen.getByRole('group', { name: /Cómo desea presentar/ }).getAttribute('aria-describedby')).toBeTruthy();
    // The category's receivers can be excluded.
    expect(screen.getByRole('checkbox', { name: 'María Pérez' })).toBeTruthy();
  });

  it('formats the RUT and says when it is not valid', async () => {
    await abrirFormulario();
    await userEvent.click(screen.getByRole('radio', { name: /Identificada/ }));
    const rut = screen.getByRole('textbox', { name: 'RUT' });
    await userEvent.type(rut, '123456789');
    await userEvent.tab();
    expect((rut as HTMLInputElement).value).toBe('12.345.678-9');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText('RUT inválido')).toBeTruthy();
    expect(rut.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the strength of the chosen password', async () => {
    await abrirFormulario();
    const pass = screen.getByLabelText(/^Contraseña/);
    await userEvent.type(pass, 'abc');
    expect(screen.getByText('Muy débil')).toBeTruthy();
    await userEvent.clear(pass);
    await userEvent.type(pass, PASSWORD);
    expect(screen.getByText('Muy buena')).toBeTruthy();
    expect(pass.getAttribute('aria-describedby')).toMatch(/fuerza/);
  });

  it('sends the fields before the files, then shows the code once with a receipt without the password', async () => {
    const router = await abrirFormulario();
    await userEvent.click(screen.getByRole('radio', { name: /Fraude/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /¿Qué ocurrió\?/ }),
      'El jefe de bodega pidió pagos por adjudicar compras.',
    );
    await userEvent.upload(screen.getByLabelText(/Adjuntar archivos/), new File(['%PDF-1.4'], 'factura.pdf'));
    expect(screen.getByRole('button', { name: 'Quitar factura.pdf' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Contraseña/), PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Repita la contraseña/), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByRole('heading', { name: 'Su denuncia fue enviada' })).toBeTruthy();
    const [envio] = XhrDePrueba.enviados;
    expect(envio?.url).toBe('/api/v1/canal-denuncia/canal-denuncia/');
    const claves = [...(envio?.body.keys() ?? [])];
    expect(claves.at(-1)).toBe('evidencias');
    expect(claves.indexOf('evidencias')).toBe(claves.length - 1);
    expect(envio?.body.get('anonima')).toBe('true');
    expect(envio?.body.get('nombre')).toBeNull();

    expect(document.getElementById('codigo-denuncia')?.textContent?.replace(/\s/g, '')).toBe(CODIGO);
    expect(router.state.location.pathname).toBe(`/denuncia-exitosa/${TOKEN}`);
    expect(router.state.location.search).toBe('');
    // Shown once: the history entry no longer carries the code.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Guarde este código y su contraseña: no se pueden recuperar.')).toBeTruthy();

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(CODIGO);
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeTruthy();

    let recibo: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      recibo = blob as Blob;
      return 'blob:recibo';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const guardar = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar comprobante' }));
    expect(guardar).toHaveBeenCalledOnce();
    const texto = await leerBlob(recibo);
    expect(texto).toContain(`Código de la denuncia: ${CODIGO}`);
    expect(texto).toContain('Empresa: Empresa Demo SpA');
    expect(texto).toContain(`/consulta-denuncia/${TOKEN}`);
    expect(texto).toContain('Guarde este código y su contraseña: no se pueden recuperar.');
    expect(texto).not.toContain(PASSWORD);
  });

  it('goes to the error page with the server message (in router state, not the URL)', async () => {
    XhrDePrueba.respuesta = { status: 500, body: { detail: 'Servicio de archivos no disponible' } };
    const router = await abrirFormulario();
    await userEvent.click(screen.getByRole('radio', { name: /Fraude/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /¿Qué ocurrió\?/ }),
      'Hechos relevantes que deben revisarse.',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Repita la contraseña/), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByText('Servicio de archivos no disponible')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/denuncia-error/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Volver a intentar' }).getAttribute('href')).toBe(`/empresa-demo/${TOKEN}`);
  });

  it('maps the server field errors onto the fields', async () => {
    XhrDePrueba.respuesta = {
      status: 400,
      body: { mensaje: 'Datos inválidos', errores: { lugar: 'Lugar no válido.' } },
    };
    await abrirFormulario();
    await userEvent.click(screen.getByRole('radio', { name: /Fraude/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /¿Qué ocurrió\?/ }),
      'Hechos relevantes que deben revisarse.',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Repita la contraseña/), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByText('Lugar no válido.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /¿Dónde ocurrió\?/ })));
  });
});

describe('success page after a reload', () => {
  it('explains that the code is no longer shown', async () => {
    renderPublico(`/denuncia-exitosa/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'El código ya no se muestra' })).toBeTruthy();
    expect(document.getElementById('codigo-denuncia')).toBeNull();
  });
});

describe('lookup', () => {
  it('requires code and password, and shows the server answer for wrong ones', async () => {
    const pedidos: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.includes('/canal-denuncia/public/')) return json(canalDePrueba());
      pedidos.push({ url, body: JSON.parse(String(init.body)) });
      return json({ mensaje: 'Credenciales inválidas' }, 401);
    });
    renderPublico(`/consulta-denuncia/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Consultar una denuncia' });
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByText('Ingrese el código de la denuncia.')).toBeTruthy();
    expect(screen.getByText('Ingrese la contraseña de la denuncia.')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /Código de la denuncia/ }), '7k2m 9qxd 4hnp w8rt');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'incorrecta');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Credenciales inválidas');
    expect(pedidos).toEqual([
      { url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${CODIGO}`, body: { pass_denuncia: 'incorrecta' } },
    ]);
  });
});

describe('lookup detail', () => {
  const consulta = (cambios: Record<string, unknown> = {}) => ({
    estado: 'en_revision',
    estado_label: 'En revisión',
    categoria: 'Fraude o corrupción',
    anonima: true,
    created_at: '2026-11-20T15:04:00.000Z',
    cerrada_at: null,
    mensaje_cierre: null,
    mensajes: [
      {
        id: 1,
        autor: 'empresa',
        texto: 'Recibimos su denuncia. ¿Puede indicar la fecha?',
        created_at: '2026-11-21T10:00:00.000Z',
        evidencias: [],
      },
    ],
    evidencias: [{ id: 9, nombre: 'factura.pdf', tamano: 2048, created_at: '2026-11-20T15:04:00.000Z' }],
    limites: { max_archivos: 3, max_mb: 1, extensiones: ['pdf'] },
    ...cambios,
  });

  async function ingresar(
    respuesta: ReturnType<typeof consulta>,
    extra?: (url: string, init: RequestInit) => Response | undefined,
  ) {
    const pedidos: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      expect(init.credentials).toBe('omit');
      expect(init.referrerPolicy).toBe('no-referrer');
      if (url.includes('/canal-denuncia/public/')) return json(canalDePrueba());
      pedidos.push({ url, body: JSON.parse(String(init.body)) });
      return extra?.(url, init) ?? json(respuesta);
    });
    const router = renderPublico(`/consulta-denuncia/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Consultar una denuncia' });
    await userEvent.type(screen.getByRole('textbox', { name: /Código de la denuncia/ }), CODIGO);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByRole('heading', { level: 1, name: 'Su denuncia' });
    return { pedidos, router };
  }

  it('after failures on the code, solves the proof of work the server asks for and gets in (issue 24 F6)', async () => {
    const prueba = { token: 'v1.prueba-de-la-consulta', dificultad: 8 };
    let primera = true;
    const { pedidos } = await ingresar(consulta(), () => {
      if (!primera) return undefined;
      primera = false;
      return json(
        { codigo: 'DESAFIO_REQUERIDO', mensaje: 'Hubo varios intentos fallidos.', prueba_trabajo: prueba },
        429,
      );
    });
    expect(pedidos).toHaveLength(2);
    expect(pedidos[0]!.body).toEqual({ pass_denuncia: PASSWORD });
    const segunda = pedidos[1]!.body as Record<string, string>;
    expect(segunda).toMatchObject({ pass_denuncia: PASSWORD, prueba_token: prueba.token });
    const digest = createHash('sha256').update(`${prueba.token}:${segunda.prueba_solucion}`).digest();
    expect(cerosIniciales(digest)).toBeGreaterThanOrEqual(prueba.dificultad);
  });

  it('shows the state and the thread, sends a reply and more evidence with the password first', async () => {
    const { pedidos, router } = await ingresar(consulta(), (url) =>
      url.endsWith('/mensajes')
        ? json(
            {
              id: 2,
              autor: 'denunciante',
              texto: 'Fue el 3 de marzo.',
              created_at: '2026-11-22T10:00:00.000Z',
              evidencias: [],
            },
            201,
          )
        : undefined,
    );
    expect(screen.getByText('En revisión')).toBeTruthy();
    const mensajes = screen.getByRole('region', { name: 'Mensajes' });
    expect(within(mensajes).getByText('Empresa')).toBeTruthy();
    expect(router.state.location.search).toBe('');

    await userEvent.type(screen.getByRole('textbox', { name: 'Responder a la empresa' }), 'Fue el 3 de marzo.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(mensajes).findByText('Fue el 3 de marzo.')).toBeTruthy();
    expect(within(mensajes).getByText('Usted')).toBeTruthy();
    expect(pedidos.at(-1)).toEqual({
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${CODIGO}/mensajes`,
      body: { pass_denuncia: PASSWORD, texto: 'Fue el 3 de marzo.' },
    });

    XhrDePrueba.respuesta = { status: 201, body: { evidencias: [] } };
    await userEvent.upload(screen.getByLabelText('Agregar evidencia'), new File(['%PDF'], 'acta.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Subir archivos' }));
    expect(await screen.findByText('Archivos agregados a su denuncia.')).toBeTruthy();
    const [subida] = XhrDePrueba.enviados;
    expect(subida?.url).toBe(`/api/v1/canal-denuncia/canal-denuncia/${TOKEN}/${CODIGO}/evidencias`);
    expect([...(subida?.body.keys() ?? [])]).toEqual(['pass_denuncia', 'evidencias']);
    expect(subida?.body.get('pass_denuncia')).toBe(PASSWORD);
  });

  it('says "Error subiendo evidencia" when the upload fails without a message', async () => {
    await ingresar(consulta());
    XhrDePrueba.respuesta = { status: 500, body: {} };
    await userEvent.upload(screen.getByLabelText('Agregar evidencia'), new File(['%PDF'], 'acta.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Subir archivos' }));
    expect(await screen.findByText('Error subiendo evidencia')).toBeTruthy();
  });

  it('shows the closure message and no reply form once closed', async () => {
    await ingresar(
      consulta({
        estado: 'cerrada',
        estado_label: 'Cerrada',
        cerrada_at: '2026-11-22T12:00:00.000Z',
        mensaje_cierre: 'Se aplicaron medidas disciplinarias.',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Resolución' })).toBeTruthy();
    expect(screen.getByText('Se aplicaron medidas disciplinarias.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Responder a la empresa' })).toBeNull();
  });

  it('shows a per-address limit refusal as the server says it', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/canal-denuncia/public/') ? json(canalDePrueba()) : json({ mensaje: MENSAJE_LIMITE_PUBLICO }, 429),
    );
    renderPublico(`/consulta-denuncia/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Consultar una denuncia' });
    await userEvent.type(screen.getByRole('textbox', { name: /Código de la denuncia/ }), CODIGO);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'lo-que-sea');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MENSAJE_LIMITE_PUBLICO);
  });
});
