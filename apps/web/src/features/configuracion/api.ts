import { useQuery } from '@tanstack/react-query';

import type { ConfiguracionEmpresa, ConfiguracionEmpresaInput } from '@atalaya/shared/contracts/configuracion';
import type { PreferenciasNotificacion } from '@atalaya/shared/contracts/notificaciones';
import { apiDelete, apiGet, apiPut } from '@/lib/api';
import { postMultipart } from '@/lib/multipart';

export type { ConfiguracionEmpresa, ConfiguracionEmpresaInput, PreferenciasNotificacion };

export const configuracionKeys = {
  all: ['configuracion'] as const,
  empresa: () => [...configuracionKeys.all, 'empresa'] as const,
};

/** GET /configuracion/empresa: the active company's settings. */
export function useConfiguracion() {
  return useQuery({
    queryKey: configuracionKeys.empresa(),
    queryFn: ({ signal }) => apiGet<ConfiguracionEmpresa>('/configuracion/empresa', { signal }),
  });
}

export const guardarEmpresa = (body: ConfiguracionEmpresaInput) =>
  apiPut<ConfiguracionEmpresa>('/configuracion/empresa', body);

export const guardarNotificaciones = (body: PreferenciasNotificacion) =>
  apiPut<ConfiguracionEmpresa>('/configuracion/notificaciones', body);

/** POST /configuracion/logo as multipart (field `archivo`). */
export const subirLogo = (file: File) =>
  postMultipart<ConfiguracionEmpresa>(
    '/configuracion/logo',
    () => {
      const form = new FormData();
      form.append('archivo', file);
      return form;
    },
    'Error al subir el archivo',
  );

export const quitarLogo = () => apiDelete<ConfiguracionEmpresa>('/configuracion/logo');
