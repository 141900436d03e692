import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CambioClave, Cuenta, MejoraPlanInput, PerfilInput, PlanCuenta } from '@atalaya/shared/contracts/cuenta';
import { sessionQueryKey } from '@/shell/session';
import { soporteKeys } from '@/features/soporte/api';
import { apiGet, apiPost, apiPut } from '@/lib/api';

export type { Cuenta, PlanCuenta };

export const cuentaKeys = {
  all: ['cuenta'] as const,
  cuenta: () => [...cuentaKeys.all, 'perfil'] as const,
  plan: () => [...cuentaKeys.all, 'plan'] as const,
};

/** GET /cuenta: the signed-in user, their company, roles, last sign-in and live sessions. */
export function useCuenta() {
  return useQuery({
    queryKey: cuentaKeys.cuenta(),
    queryFn: ({ signal }) => apiGet<Cuenta>('/cuenta', { signal }),
  });
}

/** PUT /cuenta; the sidebar's name comes from the session, so it reloads too. */
export function useGuardarPerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: PerfilInput) => apiPut<Cuenta>('/cuenta', datos),
    meta: { silentError: true },
    onSuccess: (cuenta) => {
      queryClient.setQueryData(cuentaKeys.cuenta(), cuenta);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** POST /cuenta/password: the other sessions end, so the session count reloads. */
export function useCambiarClave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: CambioClave) => apiPost<{ ok: true; sesiones_cerradas: number }>('/cuenta/password', datos),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuentaKeys.cuenta() }),
  });
}

/** GET /cuenta/plan: plan, credits, ledger and the plans to compare (Mejorar plan and Cobro). */
export function usePlanCuenta() {
  return useQuery({
    queryKey: cuentaKeys.plan(),
    queryFn: ({ signal }) => apiGet<PlanCuenta>('/cuenta/plan', { signal }),
  });
}

/** POST /cuenta/mejora-plan: a support ticket asking for another plan; answers its number. */
export function useSolicitarPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: MejoraPlanInput) => apiPost<{ ticket_id: number }>('/cuenta/mejora-plan', datos),
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cuentaKeys.plan() }),
        queryClient.invalidateQueries({ queryKey: soporteKeys.tickets() }),
      ]),
  });
}
