// First: no schema may be built before zod is told not to probe eval (CSP).
import '@/lib/zod-sin-eval';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';

import { usarZodEnEspanol } from '@atalaya/shared/zod-es';

import { applyStoredTheme, THEME_STORAGE_KEY, ThemeProvider } from '@/components/theme-provider';
import { clearSession, sessionQueryKey, type Session } from '@/shell/session';
import { setSessionExpiredHandler } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { createRouter } from '@/router';

import './index.css';

// Toasts are never needed for the first paint: sonner loads beside the first route, not in the entry.
const AppToaster = lazy(async () => ({ default: (await import('@/shell/layout/app-toaster')).AppToaster }));

// The stored theme goes on <html> before React's first paint (ThemeProvider keeps it in sync
// afterwards), so a dark-theme user never sees a light frame on load.
applyStoredTheme();

// The forms validate with the API's contracts: zod's own messages in Spanish here too.
usarZodEnEspanol();

const queryClient = createQueryClient();
const router = createRouter();

// A refresh failed: drop the user's cached data; the session guard then sends them to /login.
setSessionExpiredHandler(() => {
  const wasSignedIn = queryClient.getQueryData<Session>(sessionQueryKey)?.active === true;
  clearSession(queryClient);
  if (wasSignedIn) void import('sonner').then(({ toast }) => toast.info('Su sesión expiró. Inicie sesión nuevamente.'));
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider defaultTheme="light" storageKey={THEME_STORAGE_KEY}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
