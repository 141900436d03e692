import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { SessionUserContext, sessionQueryKey, useSession } from '@/features/auth/session';

/**
 * Layout route for everything behind sign-in. Re-checks the session on every
 * path change (SPEC §4) without blanking the screen; sends visitors without a
 * session to /login, remembering where they were going.
 */
export function RequireAuth() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data, isPending } = useSession();
  const isFirstPath = useRef(true);

  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [location.pathname, queryClient]);

  if (isPending) return <FullPageStatus label="Verificando autenticación..." />;
  if (!data?.active) return <Navigate to="/login" replace state={{ from: location }} />;
  return (
    <SessionUserContext value={data.user}>
      <Outlet />
    </SessionUserContext>
  );
}
