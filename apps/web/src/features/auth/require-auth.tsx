import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { SessionUserContext, sessionQueryKey, useAuthState } from '@/shell/session';
import { NotFoundPage } from '@/shell/errors/not-found-page';

import { isPrivatePath, isPublicPath } from './paths';

/**
 * Layout route for everything behind sign-in (SPEC §4). Re-checks the session on every path
 * change without blanking the screen; sends visitors without a session to /login, remembering
 * where they were going. Paths that are public, or that are not part of the app at all, get the
 * plain not-found page instead of a detour through the login form.
 */
export function RequireAuth() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const isPublic = isPublicPath(location.pathname);
  const auth = useAuthState({ enabled: !isPublic });
  const lastCheckedPath = useRef(location.pathname);

  useEffect(() => {
    if (isPublic || lastCheckedPath.current === location.pathname) return;
    lastCheckedPath.current = location.pathname;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [isPublic, location.pathname, queryClient]);

  // Public pages have their own routes; one that reaches this guard does not exist.
  if (isPublic) return <NotFoundPage fullPage />;
  if (auth.status === 'loading') return <FullPageStatus label="Verificando autenticación..." />;
  if (auth.status !== 'authenticated') {
    if (!isPrivatePath(location.pathname)) return <NotFoundPage fullPage />;
    return <Navigate to="/login" replace state={{ from: location, sessionCheckFailed: auth.status === 'error' }} />;
  }
  return (
    <SessionUserContext value={auth.user}>
      <Outlet />
    </SessionUserContext>
  );
}
