import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { isModuloNoHabilitado } from '@/shell/errors/route-error-page';

/**
 * True once a query or mutation of the current page failed with 403 MODULO_NO_HABILITADO: the
 * company's plan lacks the module (DESIGN §5). Stays true for that page and company; another
 * page, or switching company, starts afresh.
 */
export function useModuloNoHabilitadoFromApi(pathname: string, empresaId: number): boolean {
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState<{ pathname: string; empresaId: number } | null>(null);
  const current = useRef({ pathname, empresaId });

  useEffect(() => {
    current.current = { pathname, empresaId };
  }, [pathname, empresaId]);

  useEffect(() => {
    const onError = (error: unknown) => {
      if (isModuloNoHabilitado(error)) setBlocked({ ...current.current });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return blocked?.pathname === pathname && blocked.empresaId === empresaId;
}
