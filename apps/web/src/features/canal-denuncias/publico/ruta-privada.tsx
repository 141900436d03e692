import { Route, Routes } from 'react-router';

import { AppShell } from '@/shell/layout/app-shell';
import { RequireAuth } from '@/features/auth/require-auth';
import { NotFoundPage } from '@/shell/errors/not-found-page';

/**
 * What the router's catch-all does for a path that is not the public form: session check (or a
 * trip through /login for a private area), then the shell with its not-found page or
 * 'Módulo no habilitado'. Same components, so both paths behave alike.
 */
export function RutaPrivada() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<AppShell />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
