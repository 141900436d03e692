import { useQuery } from '@tanstack/react-query';

import type { ListasScreeningResponse, SubidaListaResponse } from '@atalaya/shared/contracts/due-diligence/listas';
import { postMultipart } from '@/lib/multipart';
import { apiGet } from '@/lib/api';

export type { ListaEnServicio } from '@atalaya/shared/contracts/due-diligence/listas';

const LISTAS = '/due-diligence/screening/listas';
const ERROR_SUBIR = 'Error al subir el archivo';

export const listasSancionesKey = ['due-diligence', 'listas-sanciones'] as const;

/** Codes of the accepted uploads (code → hash) the server does not serve yet. */
export function pendientesDe(data: ListasScreeningResponse | undefined, subidas: Record<string, string>): Set<string> {
  const enServicio = new Set(data?.listas.map((l) => `${l.codigo}:${l.sha256}`));
  return new Set(Object.keys(subidas).filter((codigo) => !enServicio.has(`${codigo}:${subidas[codigo]}`)));
}

/**
 * The lists in service. While an accepted upload is not in service yet or the server is
 * rebuilding, it polls every 1.5 s so the new version shows as soon as it is loaded.
 */
export function useListasSanciones(subidas: Record<string, string>) {
  return useQuery({
    queryKey: listasSancionesKey,
    queryFn: ({ signal }) => apiGet<ListasScreeningResponse>(LISTAS, { signal }),
    refetchInterval: ({ state }) =>
      state.data?.recargando || pendientesDe(state.data, subidas).size > 0 ? 1500 : false,
  });
}

/** POST of a newer version of one list (its official file or files), with upload progress. */
export function subirLista(codigo: string, archivos: File[], onProgress: (porcentaje: number) => void) {
  return postMultipart<SubidaListaResponse>(
    `${LISTAS}/${encodeURIComponent(codigo)}`,
    () => {
      const body = new FormData();
      for (const archivo of archivos) body.append('file', archivo, archivo.name);
      return body;
    },
    ERROR_SUBIR,
    onProgress,
  );
}
