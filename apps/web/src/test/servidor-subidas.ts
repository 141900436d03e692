import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw of one request: its path, the multipart part names in order, its cookies. */
export interface PeticionRecibida {
  metodo: string;
  ruta: string;
  partes: string[];
  cookie: string | undefined;
}

/** How to answer: a status and a body, or `colgar` (never answer) or `cortar` (drop the connection). */
export type Respuesta = { status: number; cuerpo?: string; tipo?: string } | 'colgar' | 'cortar';

async function partesDe(peticion: IncomingMessage, cuerpo: Buffer): Promise<string[]> {
  if (!peticion.headers['content-type']?.startsWith('multipart/form-data')) return [];
  const form = await new Request('http://servidor/', {
    method: 'POST',
    headers: { 'content-type': peticion.headers['content-type'] },
    body: new Uint8Array(cuerpo),
  }).formData();
  return [...form.keys()];
}

/**
 * A real HTTP server for the upload tests, and the jsdom page pointed at it. jsdom keeps the
 * page's first origin for XMLHttpRequest, so the server answers as a CORS server for that origin.
 */
export async function servidorDeSubidas(responder: (peticion: PeticionRecibida) => Respuesta) {
  const recibidas: PeticionRecibida[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'POST, GET');
      res.end();
      return;
    }
    const trozos: Buffer[] = [];
    req.on('data', (trozo: Buffer) => trozos.push(trozo));
    req.on('end', () => {
      void partesDe(req, Buffer.concat(trozos)).then((partes) => {
        const peticion = { metodo: req.method ?? '', ruta: req.url ?? '', partes, cookie: req.headers.cookie };
        recibidas.push(peticion);
        const respuesta = responder(peticion);
        if (respuesta === 'colgar') return;
        if (respuesta === 'cortar') return req.socket.destroy();
        res.statusCode = respuesta.status;
        res.setHeader('content-type', respuesta.tipo ?? 'application/json');
        res.end(respuesta.cuerpo ?? '');
      });
    });
  });
  await new Promise<void>((listo) => server.listen(0, '127.0.0.1', listo));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(o: { url: string }): void } };
  jsdom.reconfigure({ url });
  return {
    url,
    recibidas,
    cerrar: () =>
      new Promise<void>((listo) => {
        server.closeAllConnections();
        server.close(() => listo());
      }),
  };
}

export const json = (status: number, cuerpo: unknown): Respuesta => ({ status, cuerpo: JSON.stringify(cuerpo) });
