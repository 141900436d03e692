import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { toast, Toaster } from 'sonner';

import { ThemeProvider, useTheme } from '@/components/theme-provider';
import { clearSession, sessionQueryKey, type Session } from '@/features/auth/session';
import { setSessionExpiredHandler } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { createRouter } from '@/router';

import './index.css';

const queryClient = createQueryClient();
const router = createRouter();

// A refresh failed: drop the user's cached data; the session guard then sends them to /login.
setSessionExpiredHandler(() => {
  const wasSignedIn = queryClient.getQueryData<Session>(sessionQueryKey)?.active === true;
  clearSession(queryClient);
  if (wasSignedIn) toast.info('Su sesión expiró. Inicie sesión nuevamente.');
});

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} duration={4000} visibleToasts={3} gap={14} closeButton />;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
