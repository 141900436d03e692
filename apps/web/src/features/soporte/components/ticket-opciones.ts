import {
  CATEGORIA_TICKET_ETIQUETAS,
  ESTADO_TICKET_ETIQUETAS,
  PRIORIDAD_TICKET_ETIQUETAS,
} from '@atalaya/shared/contracts/soporte';
import { labelOptions } from '@/components/forms/fields';
import type { ListFilter } from '@/components/list-page/types';

export const estadoOpciones = labelOptions(ESTADO_TICKET_ETIQUETAS);
export const categoriaOpciones = labelOptions(CATEGORIA_TICKET_ETIQUETAS);
export const prioridadOpciones = labelOptions(PRIORIDAD_TICKET_ETIQUETAS);

/** Filters of both ticket lists (ids are the API's query names). */
export const ticketFiltros: ListFilter[] = [
  { id: 'estado', label: 'Estado', type: 'select', options: estadoOpciones },
  { id: 'prioridad', label: 'Prioridad', type: 'select', options: prioridadOpciones },
  { id: 'categoria', label: 'Categoría', type: 'select', options: categoriaOpciones },
];
