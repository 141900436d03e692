import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CodigosRecuperacion,
  DesactivarDosFactores,
  Enrolamiento,
  EstadoDosFactores,
} from '@atalaya/shared/contracts/auth/dos-factores';
import { apiDelete, apiGet, apiPost, type RequestOptions } from '@/lib/api';

export type { EstadoDosFactores };

export const dosFactoresKeys = {
  estado: () => ['cuenta', 'dos-factores'] as const,
};

/** GET /cuenta/2fa. */
export function useEstadoDosFactores() {
  return useQuery({
    queryKey: dosFactoresKeys.estado(),
    queryFn: ({ signal }) => apiGet<EstadoDosFactores>('/cuenta/2fa', { signal }),
  });
}

/** POST /cuenta/2fa/iniciar: a new pending secret and its QR code. */
export function useIniciarDosFactores() {
  return useMutation({
    mutationFn: () => apiPost<Enrolamiento>('/cuenta/2fa/iniciar'),
    meta: { silentError: true },
  });
}

function useConEstado<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dosFactoresKeys.estado() }),
  });
}

/** POST /cuenta/2fa/confirmar: turns it on; answers the recovery codes (shown once). */
export const useConfirmarDosFactores = () =>
  useConEstado((codigo: string) => apiPost<CodigosRecuperacion>('/cuenta/2fa/confirmar', { codigo }));

/** POST /cuenta/2fa/recuperacion: ten new recovery codes. */
export const useRegenerarRecuperacion = () =>
  useConEstado((codigo: string) => apiPost<CodigosRecuperacion>('/cuenta/2fa/recuperacion', { codigo }));

/** DELETE /cuenta/2fa with the password and a code. */
export const useDesactivarDosFactores = () =>
  useConEstado((datos: DesactivarDosFactores) => {
    // apiDelete hands its options to fetch as they are: a JSON body travels with the DELETE.
    const opciones: RequestOptions & Pick<RequestInit, 'body'> = {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(datos),
    };
    return apiDelete<{ ok: true }>('/cuenta/2fa', opciones);
  });
