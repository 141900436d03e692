/// <reference lib="webworker" />
import type { PruebaTrabajo } from '@atalaya/shared/contracts/prueba-trabajo';
import { buscarSolucion } from './prueba-trabajo-calculo';

// Off the main thread, so the page (and a screen reader's announcements) stay responsive.
self.onmessage = async (event: MessageEvent<PruebaTrabajo>) => {
  const solucion = await buscarSolucion(event.data);
  self.postMessage(solucion);
};
